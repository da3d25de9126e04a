/**
 * Where a mock exam in progress is kept: this tab's sessionStorage, under one key, and nowhere
 * else (docs/decisions/0012-exam-resume.md). The browser drops it when the tab closes; the exam
 * drops it on submission and when the learner leaves or discards it (ExamRunner, ExamPage).
 * Storage that refuses (blocked or full) leaves the exam working as before, without resume.
 */

const KEY = "adviserready-exam";

/** The kept exam's text, or null if there is none or storage cannot be read. */
export function readSavedExam(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Keeps the exam's text; false if storage refused it. */
export function writeSavedExam(text: string): boolean {
  try {
    sessionStorage.setItem(KEY, text);
    return true;
  } catch {
    return false;
  }
}

export function clearSavedExam(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
