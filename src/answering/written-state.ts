/**
 * Written (text-based) answers: the learner drafts, reveals the model answer, then marks each
 * part 0, 1 or 2 themselves. Drafts are never stored; only the reveal and the self-mark are
 * page state, so a reload clears them like every other answer.
 */

export interface WrittenPartState {
  readonly modelShown: boolean;
  /** The learner's own mark for the part, once given. */
  readonly mark: number | null;
}

export type WrittenMarks = Readonly<Record<string, WrittenPartState>>;

export type WrittenAction =
  | { type: "showModel"; key: string }
  | { type: "selfMark"; key: string; mark: number; max: number }
  | { type: "resetParts"; keys: readonly string[] }
  | { type: "resetAll" };

export const noWrittenMarks: WrittenMarks = Object.freeze({});
const initialPart: WrittenPartState = Object.freeze({ modelShown: false, mark: null });

export function partKey(questionId: string, partIndex: number): string {
  return `${questionId}#${partIndex}`;
}

export function writtenPart(marks: WrittenMarks, key: string): WrittenPartState {
  return marks[key] ?? initialPart;
}

export function writtenReducer(marks: WrittenMarks, action: WrittenAction): WrittenMarks {
  switch (action.type) {
    case "showModel": {
      const part = writtenPart(marks, action.key);
      return part.modelShown ? marks : { ...marks, [action.key]: { ...part, modelShown: true } };
    }
    case "selfMark": {
      // Marking means the model answer has been seen; marks outside 0..max are ignored.
      if (!Number.isInteger(action.mark) || action.mark < 0 || action.mark > action.max) return marks;
      const part = writtenPart(marks, action.key);
      if (part.mark === action.mark && part.modelShown) return marks;
      return { ...marks, [action.key]: { modelShown: true, mark: action.mark } };
    }
    case "resetParts": {
      const next = { ...marks };
      for (const key of action.keys) delete next[key];
      return next;
    }
    case "resetAll":
      return noWrittenMarks;
  }
}
