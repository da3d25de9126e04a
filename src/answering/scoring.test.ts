import { describe, expect, it } from "vitest";
import { noAnswers, pageReducer, statementKey, type PageAction } from "./answer-state";
import { answerKeys, questionResult, scoreQuestions } from "./scoring";
import { mc as buildMc, tf as buildTf, written as buildWritten } from "~/test/questions";

const mc = buildMc("mc", "Tax", 2);
const tf = buildTf("tf", "Tax");
const written = buildWritten("w", "Tax", 1);

const play = (...actions: PageAction[]) => actions.reduce(pageReducer, noAnswers);

describe("scoring is derived from the answers", () => {
  it("marks a multiple-choice question right or wrong", () => {
    expect(questionResult(mc, play({ type: "select", key: "mc", option: 2 }))).toEqual({ answered: true, correct: true });
    expect(questionResult(mc, play({ type: "select", key: "mc", option: 0 }))).toEqual({ answered: true, correct: false });
    expect(questionResult(mc, noAnswers)).toEqual({ answered: false, correct: false });
  });

  it("gives a true/false set its mark only when every statement is answered and right", () => {
    const half = play({ type: "select", key: statementKey("tf", 0), option: 0 });
    expect(questionResult(tf, half)).toEqual({ answered: false, correct: false });
    const allRight = pageReducer(half, { type: "select", key: statementKey("tf", 1), option: 1 });
    expect(questionResult(tf, allRight)).toEqual({ answered: true, correct: true });
    const oneWrong = pageReducer(half, { type: "select", key: statementKey("tf", 1), option: 0 });
    expect(questionResult(tf, oneWrong)).toEqual({ answered: true, correct: false });
  });

  it("leaves written questions out of the automatic score", () => {
    expect(questionResult(written, noAnswers)).toBeNull();
    expect(answerKeys(written)).toEqual([]);
    const answers = play({ type: "select", key: "mc", option: 2 }, { type: "select", key: "tf:0", option: 1 });
    expect(scoreQuestions([mc, tf, written], answers)).toEqual({ answered: 1, correct: 1, total: 2 });
  });
});
