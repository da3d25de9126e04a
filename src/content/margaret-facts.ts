/** Seed facts for Margaret's case study. Do not change: the questions depend on them. */
export const margaret = {
  name: "Margaret",
  age: 86,
  homeValue: 540_000,
  bankBalance: 70_000,
  sharesValue: 20_000,
  attorney: "Helen",
} as const;
