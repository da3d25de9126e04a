/**
 * The real exam's pass mark, as far as it is published. ASIC publishes none; ACER, which runs the
 * exam, says it is marked to a credit level, each sitting's pass mark set by an expert panel from a
 * starting point of 65–74% (a university credit grade) and adjusted for the paper's difficulty
 * (ACER, "Results", fae.acer.org/results). Mock scores here are raw percentages: the band is a
 * guide to aim past, not a prediction.
 */
export const STANDARD_SETTING = {
  lowPercent: 65,
  highPercent: 74,
  summary:
    "ASIC publishes no pass mark. ACER, which runs the exam, marks it to a credit level: an expert panel sets each sitting's pass mark from a starting point of 65–74% and adjusts it for the paper's difficulty. Your mock score is a raw percentage, so treat the band as a guide, not a prediction.",
  sources: [
    { title: "ACER, Financial Adviser Exam: Results", url: "https://fae.acer.org/results" },
    {
      title: "ASIC, Financial adviser exam",
      url: "https://asic.gov.au/for-finance-professionals/afs-licensees/professional-standards-for-financial-advisers/financial-adviser-exam/",
    },
  ],
} as const;
