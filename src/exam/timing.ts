/**
 * Exam timing. The real Financial Adviser Exam allows about 2.5 minutes a question, so that is the
 * default pace; the learner can change it in steps of 0.1 minute (6 seconds). Times are plain
 * numbers (milliseconds since the epoch) passed in, so everything here is testable without a clock.
 */

export const DEFAULT_MINUTES_PER_QUESTION = 2.5;
export const MIN_MINUTES_PER_QUESTION = 0.1;
export const MAX_MINUTES_PER_QUESTION = 10;

/** Minutes per question as typed: a number with at most one decimal, within the limits; else null. */
export function parseMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d+(\.\d)?|\.\d)$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  if (minutes < MIN_MINUTES_PER_QUESTION || minutes > MAX_MINUTES_PER_QUESTION) return null;
  return minutes;
}

/** The whole exam's time limit in seconds. */
export function timeLimitSeconds(questionCount: number, minutesPerQuestion: number): number {
  return Math.round(questionCount * minutesPerQuestion * 60);
}

/** When a timed session must end. */
export function deadlineOf(startedAt: number, limitSeconds: number): number {
  return startedAt + limitSeconds * 1000;
}

/** Whole seconds left, rounded up so the clock shows 0:00 only when time is really up. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function isTimeUp(deadline: number, now: number): boolean {
  return now >= deadline;
}

/** Seconds between start and end, never more than the limit (an exam that timed out took the limit). */
export function secondsTaken(startedAt: number, endedAt: number, limitSeconds: number | null): number {
  const taken = Math.max(0, Math.round((endedAt - startedAt) / 1000));
  return limitSeconds === null ? taken : Math.min(taken, limitSeconds);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A clock face: "4:05", "24:05" or "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** Words, for results and screen readers: "1 h 2 min", "12 min 5 s", "45 s". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours} h`);
  if (minutes) parts.push(`${minutes} min`);
  if (seconds || parts.length === 0) parts.push(`${seconds} s`);
  return parts.join(" ");
}

/** "2.5" stays "2.5", "3" stays "3": minutes as the learner would type them. */
export function formatMinutes(minutes: number): string {
  return String(Math.round(minutes * 10) / 10);
}
