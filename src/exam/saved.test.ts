import { describe, expect, it } from "vitest";
import { answerFor, statementKey } from "~/answering/answer-state";
import { fixtureSections, itemsFor, mc, sessionFor } from "./fixtures";
import { fingerprint, parseSavedExam, resumeExam, savedExam, serialiseExam, summarise, SAVED_EXAM_VERSION, type SavedExam } from "./saved";
import { defaultSettings, type ExamMode } from "./session";
import { examReducer, initialExamState, type ExamAction, type ExamState } from "./state";

const STARTED = 1_000_000;
const MINUTE = 60_000;

/** Four questions (m1, the true/false set m3, m4, g1), 2.5 minutes each: a 10-minute limit when timed. */
function start(mode: ExamMode = "timed") {
  const session = sessionFor(fixtureSections, { ...defaultSettings, sectionIds: ["margaret", "general"], shuffle: false, count: 4, mode, seed: 7 }, STARTED);
  return { session, state: initialExamState(session) };
}
const run = (state: ExamState, ...actions: ExamAction[]) => actions.reduce(examReducer, state);

/** An exam with work in it: m1 answered, one statement of m3, m4 struck and flagged, on question 3. */
function inProgress(mode: ExamMode = "timed") {
  const { session, state } = start(mode);
  const worked = run(
    state,
    { type: "choose", key: "m1", option: 2 },
    { type: "choose", key: statementKey("m3", 0), option: 0 },
    { type: "strike", questionId: "m4", option: 0 },
    { type: "strike", questionId: "m4", option: 3 },
    { type: "toggleFlag", questionId: "m4" },
    { type: "goTo", index: 2 },
  );
  return { session, state: worked };
}

/** The kept text, changed by `edit` (the JSON as data). */
function edited(edit: (data: SavedExam & Record<string, unknown>) => void): string {
  const { session, state } = inProgress();
  const data = JSON.parse(serialiseExam(session, state));
  edit(data);
  return JSON.stringify(data);
}

describe("a mock exam kept in the tab", () => {
  it("keeps the questions drawn, their option orders, the rules and the learner's work, and not the questions' content", () => {
    const { session, state } = inProgress();
    const saved = savedExam(session, state);
    expect(saved.version).toBe(SAVED_EXAM_VERSION);
    expect(saved.session.items.map((item) => item.id)).toEqual(["m1", "m3", "m4", "g1"]);
    expect(saved.session.items[0]!.order).toEqual(session.items[0]!.order);
    expect(saved.session.items[1]).toEqual({ id: "m3", parts: 2, asks: fingerprint(session.items[1]!.question as never) });
    expect(saved.state).toEqual({ answers: state.answers, flagged: ["m4"], struck: { m4: [0, 3] }, current: 2 });
    const text = serialiseExam(session, state);
    expect(text).not.toContain("m1 option");
    expect(text).not.toContain("it is right for");
  });

  it("reads back what it wrote", () => {
    const { session, state } = inProgress();
    expect(parseSavedExam(serialiseExam(session, state))).toEqual(savedExam(session, state));
  });

  it("says what it is without loading a question: where the learner was, how many answered, the time left", () => {
    const { session, state } = inProgress();
    const saved = parseSavedExam(serialiseExam(session, state))!;
    // A true/false set counts as answered only when every statement is.
    expect(summarise(saved, STARTED + 3 * MINUTE)).toEqual({ title: "Timed mock exam", current: 3, total: 4, answered: 1, secondsLeft: 7 * 60 });
    expect(summarise(saved, STARTED + 11 * MINUTE).secondsLeft).toBe(0);
    const tutor = inProgress("tutor");
    expect(summarise(savedExam(tutor.session, tutor.state), STARTED).secondsLeft).toBeNull();
  });

  it("resumes with everything restored, on the questions as loaded again, and the clock counting the time away", () => {
    const { session, state } = inProgress();
    const saved = parseSavedExam(serialiseExam(session, state))!;
    const resumed = resumeExam(saved, itemsFor(fixtureSections, saved.session.items), STARTED + 4 * MINUTE)!;
    expect(resumed.endedWhileAway).toBe(false);
    expect(resumed.session).toEqual({ ...session, flagged: undefined });
    expect(resumed.state).toEqual(state);
    expect(answerFor(resumed.state.answers, "m1").selected).toBe(2);
    // Its work goes on as before.
    const next = run(resumed.state, { type: "strike", questionId: "m4", option: 0 }, { type: "choose", key: "m4", option: 0 });
    expect(answerFor(next.answers, "m4").selected).toBe(0);
  });

  it("a timed exam whose deadline passed while the learner was away is submitted at its deadline, ended by time", () => {
    const { session, state } = inProgress();
    const saved = parseSavedExam(serialiseExam(session, state))!;
    const resumed = resumeExam(saved, itemsFor(fixtureSections, saved.session.items), STARTED + 60 * MINUTE)!;
    expect(resumed.endedWhileAway).toBe(true);
    expect(resumed.state).toMatchObject({ submittedAt: STARTED + 10 * MINUTE, endedBy: "time", answers: state.answers });
    // A tutor session has no deadline.
    const tutor = inProgress("tutor");
    const kept = savedExam(tutor.session, tutor.state);
    expect(resumeExam(kept, itemsFor(fixtureSections, kept.session.items), STARTED + 600 * MINUTE)?.endedWhileAway).toBe(false);
  });

  it("refuses to resume on a bank that changed: another question, edited words, another number of statements", () => {
    const { session, state } = inProgress();
    const saved = parseSavedExam(serialiseExam(session, state))!;
    const items = itemsFor(fixtureSections, saved.session.items);
    const at = STARTED + MINUTE;
    expect(resumeExam(saved, items.slice(0, 3), at)).toBeNull();
    expect(resumeExam(saved, [items[0]!, items[1]!, items[3]!, items[2]!], at)).toBeNull();
    const reworded = mc("m4", "Aged care", 1);
    expect(
      resumeExam(
        saved,
        [
          items[0]!,
          items[1]!,
          { ...items[2]!, question: { ...reworded, options: reworded.options.map((o, i) => (i === 0 ? { ...o, text: "A new option" } : o)) } },
          items[3]!,
        ],
        at,
      ),
    ).toBeNull();
    const m3 = items[1]!.question;
    if (m3.type !== "true-false-statements") throw new Error("m3 is a true/false set");
    expect(resumeExam(saved, [items[0]!, { ...items[1]!, question: { ...m3, statements: m3.statements.slice(0, 1) } }, items[2]!, items[3]!], at)).toBeNull();
    // A rationale or source fixed since changes nothing the learner answered.
    const fixed = { ...items[2]!, question: { ...items[2]!.question, sources: [] } };
    expect(resumeExam(saved, [items[0]!, items[1]!, fixed, items[3]!], at)).not.toBeNull();
  });
});

describe("reading a kept exam refuses anything that is not one", () => {
  it.each([
    ["empty text", ""],
    ["not JSON", "{ answers: "],
    ["JSON but not an object", "[1, 2]"],
    ["null", "null"],
    ["another version", edited((d) => void (d.version = 2 as never))],
    ["no session", edited((d) => void delete (d as Partial<SavedExam>).session)],
    ["no questions", edited((d) => void (d.session.items = []))],
    ["a question twice", edited((d) => void (d.session.items = [d.session.items[0]!, d.session.items[0]!]))],
    ["an option order that is not one", edited((d) => void ((d.session.items[0] as unknown as { order: number[] }).order = [0, 0, 1, 2]))],
    ["an unknown mode", edited((d) => void ((d.session as { mode: string }).mode = "exam"))],
    ["a timed exam without a limit", edited((d) => void ((d.session as { timeLimitSeconds: unknown }).timeLimitSeconds = null))],
    ["a start time that is not a number", edited((d) => void ((d.session as { startedAt: unknown }).startedAt = "yesterday"))],
    ["an answer to no question of the exam", edited((d) => void (d.state.answers = { ...d.state.answers, g2: { selected: 0, explanationShown: false } }))],
    ["an answer beyond the options", edited((d) => void (d.state.answers = { ...d.state.answers, m1: { selected: 4, explanationShown: false } }))],
    ["an answer that is not a choice", edited((d) => void (d.state.answers = { m1: { selected: null, explanationShown: false } as never }))],
    ["a statement beyond the set", edited((d) => void (d.state.answers = { "m3:2": { selected: 0, explanationShown: false } }))],
    ["a flag on no question of the exam", edited((d) => void (d.state.flagged = ["g3"]))],
    ["a strike on a true/false set", edited((d) => void (d.state.struck = { m3: [0] }))],
    ["a strike beyond the options", edited((d) => void (d.state.struck = { m4: [7] }))],
    ["the chosen option struck out", edited((d) => void (d.state.struck = { m1: [2] }))],
    ["a question on screen beyond the exam", edited((d) => void (d.state.current = 4))],
    ["a prototype key", edited((d) => void (d.state.answers = JSON.parse('{"__proto__": {"selected": 0, "explanationShown": false}}')))],
  ])("%s", (_, text) => {
    expect(parseSavedExam(text)).toBeNull();
  });

  it("the same exam unchanged is read", () => {
    expect(parseSavedExam(edited(() => {}))).not.toBeNull();
  });
});
