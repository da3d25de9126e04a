/** Practice pages: the question list island, the practice index and a topic's links elsewhere. */
export { QuestionList } from "./QuestionList";
export { PracticeIndex } from "./PracticeIndex";
export { TopicLinks } from "./TopicLinks";
