/**
 * Property-based tests: random sequences of learner actions (any order, any count, odd option
 * numbers included) against the answer state machine and the scoring. fast-check prints the seed
 * and the smallest failing sequence when a property breaks.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  answerFor,
  answerReducer,
  isAnswered,
  noAnswers,
  pageReducer,
  unanswered,
  type AnswerAction,
  type AnswerState,
  type PageAction,
  type PageAnswers,
} from "./answer-state";
import { trueFalseIndex } from "~/questions/labels";
import { answerKeys, pageProgress, questionMaxMarks, scoreQuestions } from "./scoring";
import type { MultipleChoiceQuestion, Question, TextBasedQuestion, TrueFalseQuestion } from "~/questions/types";
import { noWrittenMarks, partKey, writtenReducer, type WrittenAction, type WrittenMarks } from "./written-state";

const RUNS = { numRuns: 500 };
/** Hundreds of runs of long sequences: allow for a busy machine (the default 5 s is tight under load). */
const SLOW = { timeout: 30_000 };

/** Freezes a state all the way down, so a reducer that mutated its input would throw (test files run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

// Option numbers include out-of-range and negative ones: the reducer must not throw on them.
const option = fc.integer({ min: -2, max: 8 });

const answerAction: fc.Arbitrary<AnswerAction> = fc.oneof(
  fc.record({ type: fc.constant("select" as const), option }),
  fc.constant({ type: "toggleExplanation" as const }),
  fc.constant({ type: "reset" as const }),
);

/** Page actions on a given set of answer keys, plus keys no question owns. */
function pageAction(keys: readonly string[]): fc.Arbitrary<PageAction> {
  const key = fc.constantFrom(...keys, "stray", "q-unknown:9");
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(key, answerAction).map(([k, action]) => ({ ...action, key: k })) },
    { weight: 1, arbitrary: fc.subarray([...keys, "stray"]).map((ks) => ({ type: "resetMany" as const, keys: ks })) },
    { weight: 1, arbitrary: fc.constant({ type: "resetAll" as const }) },
  );
}

/** Whether an action resets the answer under key. */
function resets(action: PageAction, key: string): boolean {
  if (action.type === "resetAll") return true;
  if (action.type === "resetMany") return action.keys.includes(key);
  return action.type === "reset" && action.key === key;
}

function expectWellFormed(state: AnswerState) {
  expect(state.selected === null || Number.isInteger(state.selected)).toBe(true);
  expect(typeof state.explanationShown).toBe("boolean");
  // Never an explanation for a question that has not been answered.
  if (!isAnswered(state)) expect(state.explanationShown).toBe(false);
}

describe("answerReducer under random action sequences", SLOW, () => {
  it("never throws, never mutates, and never shows the explanation while unanswered", () => {
    fc.assert(
      fc.property(fc.array(answerAction, { maxLength: 60 }), (actions) => {
        let state: AnswerState = unanswered;
        for (const action of actions) {
          state = deepFreeze(answerReducer(state, action));
          expectWellFormed(state);
        }
      }),
      RUNS,
    );
  });

  it("locks an answer: once selected, only reset changes the selection", () => {
    fc.assert(
      fc.property(fc.array(answerAction, { maxLength: 60 }), (actions) => {
        let state: AnswerState = unanswered;
        for (const action of actions) {
          const next = answerReducer(state, action);
          if (isAnswered(state) && action.type !== "reset") expect(next.selected).toBe(state.selected);
          state = next;
        }
      }),
      RUNS,
    );
  });

  it("answers with the first option chosen and shows its explanation straight away", () => {
    fc.assert(
      fc.property(fc.array(answerAction, { maxLength: 40 }), (actions) => {
        let state: AnswerState = unanswered;
        for (const action of actions) {
          const next = answerReducer(state, action);
          if (!isAnswered(state) && action.type === "select") expect(next).toEqual({ selected: action.option, explanationShown: true });
          if (!isAnswered(state) && action.type !== "select") expect(next).toEqual(unanswered);
          state = next;
        }
      }),
      RUNS,
    );
  });

  it("reset always returns to the initial state, whatever came before", () => {
    fc.assert(
      fc.property(fc.array(answerAction, { maxLength: 60 }), (actions) => {
        const state = actions.reduce(answerReducer, unanswered);
        expect(answerReducer(state, { type: "reset" })).toBe(unanswered);
      }),
      RUNS,
    );
  });
});

describe("pageReducer under random action sequences", SLOW, () => {
  const keys = ["margaret-pq1", "margaret-pq2", "margaret-pq3:0", "margaret-pq3:1", "margaret-pq3:2"];

  it("never throws or mutates, stores only answered questions, and keeps each answer locked until reset", () => {
    fc.assert(
      fc.property(fc.array(pageAction(keys), { maxLength: 80 }), (actions) => {
        let answers: PageAnswers = noAnswers;
        for (const action of actions) {
          const next = deepFreeze(pageReducer(answers, action));
          for (const stored of Object.values(next)) {
            expectWellFormed(stored);
            expect(isAnswered(stored)).toBe(true); // reset removes the entry rather than storing an empty one
          }
          for (const key of [...keys, "stray"]) {
            const before = answerFor(answers, key);
            const after = answerFor(next, key);
            expectWellFormed(after);
            if (isAnswered(before) && !resets(action, key)) expect(after.selected).toBe(before.selected);
            if (resets(action, key)) expect(after).toBe(unanswered);
            // An action on one question leaves every other question alone.
            if ("key" in action && action.key !== key) expect(after).toBe(before);
          }
          answers = next;
        }
      }),
      RUNS,
    );
  });

  it("resetAll returns to no answers, whatever came before", () => {
    fc.assert(
      fc.property(fc.array(pageAction(keys), { maxLength: 60 }), (actions) => {
        const answers = actions.reduce(pageReducer, noAnswers);
        expect(pageReducer(answers, { type: "resetAll" })).toBe(noAnswers);
        expect(pageReducer(answers, { type: "resetMany", keys: [...keys, "stray", "q-unknown:9"] })).toEqual({});
      }),
      RUNS,
    );
  });
});

// Random questions of the three kinds, with unique ids.
const base = {
  topic: "Tax" as const,
  knowledgeArea: "construction" as const,
  year: "2023–24" as const,
  sources: [{ title: "Source", url: "https://example.gov.au" }],
};

const multipleChoice = fc
  .integer({ min: 2, max: 6 })
  .chain((count) =>
    fc.record({
      options: fc.array(
        fc.string().map((text) => ({ text, rationale: "Because." })),
        { minLength: count, maxLength: count },
      ),
      correctAnswer: fc.integer({ min: 0, max: count - 1 }),
      marks: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    }),
  )
  .map((q): Omit<MultipleChoiceQuestion, "id"> => ({ ...base, type: "multiple-choice", question: "?", ...q }));

const trueFalse = fc
  .array(fc.constantFrom("True" as const, "False" as const), { minLength: 1, maxLength: 6 })
  .map((answers): Omit<TrueFalseQuestion, "id"> => ({
    ...base,
    type: "true-false-statements",
    question: "?",
    markInfo: "1 mark if all parts are correct",
    statements: answers.map((correct, i) => ({ text: `Statement ${i + 1}`, correct, explanation: "Because." })),
  }));

const written = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }).map((marks): Omit<TextBasedQuestion, "id"> => ({
  ...base,
  type: "text-based",
  question: "?",
  parts: marks.map((m, i) => ({ subQuestion: `Part ${i + 1}`, marks: m, modelAnswer: ["Model answer."] })),
}));

const questions: fc.Arbitrary<Question[]> = fc
  .array(fc.oneof(multipleChoice, trueFalse, written), { maxLength: 12 })
  .map((qs) => qs.map((q, i) => ({ ...q, id: `q${i}` }) as Question));

/** Questions with a random sequence of page actions on their own answer keys. */
const pageSession = questions.chain((qs) => {
  const keys = qs.flatMap(answerKeys);
  const actions = keys.length ? fc.array(pageAction(keys), { maxLength: 80 }) : fc.constant([] as PageAction[]);
  return fc.tuple(fc.constant(qs), actions);
});

function expectScoreWithinTotal(qs: readonly Question[], answers: PageAnswers) {
  const score = scoreQuestions(qs, answers);
  expect(score.total).toBe(qs.filter((q) => q.type !== "text-based").length);
  expect(score.correct).toBeGreaterThanOrEqual(0);
  expect(score.correct).toBeLessThanOrEqual(score.answered);
  expect(score.answered).toBeLessThanOrEqual(score.total);
}

describe("scoring under random questions and answers", SLOW, () => {
  it("never scores more than the total, nor more correct than answered, after any action", () => {
    fc.assert(
      fc.property(pageSession, ([qs, actions]) => {
        let answers: PageAnswers = noAnswers;
        expectScoreWithinTotal(qs, answers);
        for (const action of actions) {
          answers = pageReducer(answers, action);
          expectScoreWithinTotal(qs, answers);
        }
      }),
      RUNS,
    );
  });

  it("gives full marks for every right answer and nothing after resetAll", () => {
    fc.assert(
      fc.property(questions, (qs) => {
        let answers: PageAnswers = noAnswers;
        for (const q of qs) {
          if (q.type === "multiple-choice") answers = pageReducer(answers, { type: "select", key: q.id, option: q.correctAnswer });
          if (q.type === "true-false-statements") {
            q.statements.forEach((s, i) => {
              answers = pageReducer(answers, { type: "select", key: `${q.id}:${i}`, option: trueFalseIndex(s.correct) });
            });
          }
        }
        const full = scoreQuestions(qs, answers);
        expect(full.correct).toBe(full.total);
        expect(full.answered).toBe(full.total);
        expect(scoreQuestions(qs, pageReducer(answers, { type: "resetAll" }))).toEqual({ answered: 0, correct: 0, total: full.total });
      }),
      RUNS,
    );
  });

  it("never gives more marks than the page offers, with written parts self-marked at random", () => {
    const session = pageSession.chain(([qs, actions]) => {
      // Self-marks as the card sends them: each part's own maximum, any mark (out-of-range ones included).
      const parts = qs.flatMap((q) => (q.type === "text-based" ? q.parts.map((p, i) => ({ key: partKey(q.id, i), max: p.marks })) : []));
      const writtenAction: fc.Arbitrary<WrittenAction> = parts.length
        ? fc.oneof(
            fc.constantFrom(...parts).map(({ key }) => ({ type: "showModel" as const, key })),
            fc.tuple(fc.constantFrom(...parts), fc.integer({ min: -1, max: 5 })).map(([{ key, max }, mark]) => ({ type: "selfMark" as const, key, mark, max })),
            fc.constant({ type: "resetAll" as const }),
          )
        : fc.constant({ type: "resetAll" as const });
      return fc.tuple(fc.constant(qs), fc.constant(actions), fc.array(writtenAction, { maxLength: 40 }));
    });
    fc.assert(
      fc.property(session, ([qs, actions, writtenActions]) => {
        const answers = actions.reduce(pageReducer, noAnswers);
        const marks: WrittenMarks = writtenActions.reduce(writtenReducer, noWrittenMarks);
        const progress = pageProgress(qs, answers, marks);
        expect(progress.maxMarks).toBe(qs.reduce((sum, q) => sum + questionMaxMarks(q), 0));
        expect(progress.marks).toBeGreaterThanOrEqual(0);
        expect(progress.marks).toBeLessThanOrEqual(progress.maxMarks);
        expect(progress.correct).toBeLessThanOrEqual(progress.answered);
        expect(progress.answered).toBeLessThanOrEqual(progress.total);
        expect(progress.total).toBe(qs.length);
      }),
      RUNS,
    );
  });
});
