/** Feedback texts, word for word as docs/product.md gives them (Feedback). */
export const FEEDBACK = {
  correct: { title: "Correct! 🎉", description: "Well done! You got it right." },
  incorrect: { title: "Not quite right 🤔", description: "Check the explanation to learn more." },
  answerFirst: { title: "Answer first! 📝", description: "Please select an answer before viewing the explanation." },
} as const;
