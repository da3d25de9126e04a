/**
 * The class names of the record's UI, written out: it uses none of ~/ui's components (which pull
 * in tailwind-merge and the practice pages' shared code), so /progress stays small and the
 * practice pages' shared script is split no further (docs/decisions/0008-study-record.md).
 * The same tokens as ~/ui's Card and Button.
 */
export const cardClass = "rounded-xl border border-line bg-surface p-5 shadow-card sm:p-6";
export const cardTitleClass = "text-lg font-bold text-ink";
const button =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-bold transition-colors focus-ring disabled:cursor-not-allowed aria-disabled:cursor-not-allowed";
export const primaryButtonClass = `${button} bg-brand text-on-brand hover:bg-brand-strong`;
export const outlineButtonClass = `${button} border border-line bg-surface text-ink hover:bg-muted`;
export const textLinkClass = "font-bold text-brand underline underline-offset-2 focus-ring";

/** "1 answer", "3 answers". */
export const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
