/** A case study's facts, shown on its page and with its questions in the mock exam. */
export { CaseStudyFacts } from "./CaseStudyFacts";
