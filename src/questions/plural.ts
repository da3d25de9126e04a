/** "1 question", "12 questions": a count with its noun (nouns that take an "s"). */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
