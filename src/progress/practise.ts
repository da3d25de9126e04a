/**
 * Sessions /progress starts in the mock exam's tutor mode, from the record: the questions last
 * answered wrongly, those flagged, those never answered, and those due for review. The mock exam
 * reads the kind from its address (/exam?practise=mistakes).
 */
export const PRACTISE_KINDS = ["mistakes", "flagged", "unseen", "due"] as const;
export type PractiseKind = (typeof PRACTISE_KINDS)[number];

export const PRACTISE_NAMES: Readonly<Record<PractiseKind, string>> = {
  mistakes: "Practise my mistakes",
  flagged: "Practise flagged",
  unseen: "Practise unseen",
  due: "Review due",
};

/** Why a session has nothing to start with. */
export const PRACTISE_EMPTY: Readonly<Record<PractiseKind, string>> = {
  mistakes: "No mistakes to practise: no question's last answer was wrong.",
  flagged: "Nothing is flagged: flag a question on a practice page or in a mock exam.",
  unseen: "Nothing unseen: you have answered every question at least once.",
  due: "No reviews are due yet: questions come back for review a day or more after you answer them.",
};

/** A session takes at most a full paper's worth of questions at a time. */
export const PRACTISE_SESSION_MAX = 70;

export function practiseHref(kind: PractiseKind): string {
  return `/exam?practise=${kind}`;
}

/** The kind of session an address asks for ("?practise=due"), if any. */
export function practiseKindOf(search: string): PractiseKind | null {
  const kind = new URLSearchParams(search).get("practise");
  return (PRACTISE_KINDS as readonly string[]).includes(kind ?? "") ? (kind as PractiseKind) : null;
}
