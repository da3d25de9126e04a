/** The answer key: an index of its sections on /answers, a page per section, and every answer in a print view. */
export { AnswersPage, summarise } from "./AnswersPage";
export { AnswerSectionPage } from "./AnswerSectionPage";
export { AnswerKeyPrint } from "./AnswerKeyPrint";
