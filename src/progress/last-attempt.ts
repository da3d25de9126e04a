/** How a question went last time, in words for its card: "Last time: incorrect, 3 days ago". */
import type { Attempt } from "./record";

const later = (a: Attempt, b: Attempt) => a.at > b.at || (a.at === b.at && a.id > b.id);

/** Each question's last attempt. */
export function lastAttempts(attempts: readonly Attempt[]): Map<string, Attempt> {
  const last = new Map<string, Attempt>();
  for (const attempt of attempts) {
    const held = last.get(attempt.questionId);
    if (!held || later(attempt, held)) last.set(attempt.questionId, attempt);
  }
  return last;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;

function calendarDaysBetween(earlier: number, later: number): number {
  const a = new Date(earlier);
  const b = new Date(later);
  return Math.round((new Date(b.getFullYear(), b.getMonth(), b.getDate()).getTime() - new Date(a.getFullYear(), a.getMonth(), a.getDate()).getTime()) / DAY);
}

/** "just now", "5 minutes ago", "2 hours ago", "yesterday", "3 days ago", "2 weeks ago", "4 months ago". */
export function timeAgo(at: number, now: number): string {
  const elapsed = now - at;
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return count(Math.floor(elapsed / MINUTE), "minute");
  const days = calendarDaysBetween(at, now);
  if (days === 0) return count(Math.floor(elapsed / HOUR), "hour");
  if (days === 1) return "yesterday";
  if (days < 14) return count(days, "day");
  if (days < 60) return count(Math.floor(days / 7), "week");
  return count(Math.floor(days / 30), "month");
}

export function lastAttemptText(attempt: { correct: boolean; at: number }, now: number): string {
  return `Last time: ${attempt.correct ? "correct" : "incorrect"}, ${timeAgo(attempt.at, now)}`;
}
