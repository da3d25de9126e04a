/**
 * "Exam conditions": a mock exam set up like ASIC's Financial Adviser Exam. What is known from
 * ASIC ("FAQs: Financial adviser exam"): 3.5 hours including 15 minutes' reading time, multiple
 * choice only since 2024, questions across the three knowledge areas of the Corporations
 * (Relevant Providers Exams Standard) Determination. How many questions a paper has is not
 * published in any source checked (ASIC's FAQs, ACER's candidate booklets); the only figure
 * found is FASEA's 2018 proposal of 70 multiple-choice questions (plus written ones, since
 * dropped), so a full paper here has 70, and time is scaled per question for a shorter one.
 * docs/decisions/0005-exam-conditions.md gives the sources.
 */
export const EXAM_CONDITIONS = {
  /** A full paper's questions (FASEA's 2018 proposal; no current figure published). */
  fullPaperQuestions: 70,
  /** The whole exam, reading time included (ASIC FAQs). */
  totalMinutes: 210,
  /** Reading time within it (ASIC FAQs). */
  readingMinutes: 15,
  /** A shorter paper for a quick session. */
  shortPaperQuestions: 20,
} as const;

/** Minutes per question under exam conditions: the full time, reading included, shared evenly. */
export const EXAM_CONDITIONS_MINUTES_PER_QUESTION = EXAM_CONDITIONS.totalMinutes / EXAM_CONDITIONS.fullPaperQuestions;

/** Reading time for a paper of `count` questions, scaled like the rest, in whole minutes. */
export function readingMinutesFor(count: number): number {
  return Math.round((EXAM_CONDITIONS.readingMinutes * count) / EXAM_CONDITIONS.fullPaperQuestions);
}
