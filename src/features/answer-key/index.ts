/** The answer key: every section's answers, on /answers and a page per section. */
export { AnswersPage } from "./AnswersPage";
export { AnswerSectionPage } from "./AnswerSectionPage";
