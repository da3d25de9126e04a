/**
 * What a session needs and the builder does not, loaded on demand as one chunk: the runner, and
 * reading, offering and resuming an exam kept in the tab. ExamPage imports it when the learner
 * reaches the form, starts, or arrives with a kept exam; one chunk keeps the modules the builder
 * shares with it in one shared chunk too (fewer first-load requests).
 */
export { ExamRunner } from "./ExamRunner";
export { ResumeOffer } from "./ResumeOffer";
export { parseSavedExam, resumeExam, summarise } from "~/exam/saved";
