import type { PracticeSection, ProfileFact } from "~/quiz/types";
import { aud } from "./figures";
import { margaretAgedCareQuestions } from "./margaret-aged-care";
import { margaretEthicsQuestions } from "./margaret-ethics";

import { margaret } from "./margaret-facts";
export { margaret };

export const margaretProfile: readonly ProfileFact[] = [
  { label: "Age", value: `${margaret.age}` },
  { label: "Home", value: `${aud(margaret.homeValue)} (owned outright)` },
  { label: "Bank accounts", value: aud(margaret.bankBalance) },
  { label: "Shares", value: aud(margaret.sharesValue) },
  { label: "Income", value: "Full Age Pension" },
  { label: "Goal", value: "Leave the home to her children" },
];

export const margaretConsiderations: readonly string[] = [
  `Her eldest daughter, ${margaret.attorney}, holds an enduring power of attorney that is effective immediately.`,
  `${margaret.attorney} says she will sign off on any advice, even if her mother cannot understand it.`,
  `The adviser knows ${margaret.attorney} through a golf club.`,
];

export const margaretSection: PracticeSection = {
  id: "margaret",
  path: "/margaret",
  title: "Margaret",
  numberPrefix: "PQ",
  firstNumber: 1,
  questions: [...margaretEthicsQuestions, ...margaretAgedCareQuestions],
};
