import "fake-indexeddb/auto";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureSections, itemsFor } from "~/exam/fixtures";
import { outlineOf, poolEntries } from "~/exam/pool";
import { renderPage } from "~/test/render";
import { MissingFile, type ExamData } from "./data";
import { ExamPage } from "./ExamPage";
import { $recordPreference } from "~/site/stores";

// The fixture bank: Margaret m1 (Ethics, C), m2 written, m3 true/false set (True, False), m4 (Aged care, B);
// General g1 (Tax, A), g2 (Ethics, D), g3 (Tax, B).

/** The fixture bank as the site serves it: the pool's index, then the questions drawn. */
function fixtureData(online: () => boolean = () => true) {
  const offline = () => Promise.reject(new Error("Failed to fetch"));
  return {
    pool: vi.fn(() => (online() ? Promise.resolve(poolEntries(fixtureSections)) : offline())),
    items: vi.fn((ids: readonly string[]) =>
      online()
        ? Promise.resolve(
            itemsFor(
              fixtureSections,
              ids.map((id) => ({ id })),
            ),
          )
        : offline(),
    ),
  } satisfies ExamData;
}

/** The page as the route gives it: the bank's outline at once, questions on request. */
function renderExam(data: ExamData = fixtureData(), now?: () => number) {
  return renderPage(<ExamPage outline={outlineOf(fixtureSections)} data={data} seed={() => 1} now={now} />);
}

/** An option by its text (the mock exam shuffles the letters). */
const option = (card: HTMLElement, text: string) => within(card).getByRole("button", { name: new RegExp(`^[A-D]\\. ${text}`) });
/** The letter an option is shown with. */
const letterOf = (card: HTMLElement, text: string) => option(card, text).textContent!.trim()[0];

async function build(user: ReturnType<typeof userEvent.setup>, { mode, count, minutes }: { mode: "Timed" | "Tutor"; count: number; minutes?: string }) {
  await user.click(screen.getByRole("radio", { name: new RegExp(mode) }));
  await user.clear(screen.getByRole("spinbutton", { name: "Number of questions" }));
  await user.type(screen.getByRole("spinbutton", { name: "Number of questions" }), String(count));
  if (minutes !== undefined) {
    await user.clear(screen.getByRole("spinbutton", { name: "Minutes per question" }));
    await user.type(screen.getByRole("spinbutton", { name: "Minutes per question" }), minutes);
  }
  await user.click(screen.getByRole("checkbox", { name: "Shuffle questions" }));
  await user.click(screen.getByRole("button", { name: /^Start/ }));
  // The session starts once the bank is in.
  await screen.findByRole("navigation", { name: "Question navigator" });
}

const question = (n: number) => screen.getByRole("article", { name: new RegExp(`^Question ${n}$`) });
const navigator = () => screen.getByRole("navigation", { name: "Question navigator" });

afterEach(() => {
  vi.useRealTimers();
});

describe("mock exam builder", { timeout: 30_000 }, () => {
  it("offers the sections, only the topics present, and says written questions are left out", async () => {
    const user = userEvent.setup();
    renderExam();
    expect(screen.getByRole("checkbox", { name: /Margaret \(3 questions\)/ })).toBeChecked();
    const topics = within(screen.getByRole("group", { name: "Topics" }));
    expect(topics.getAllByRole("checkbox").map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      "Code of Ethics (2)",
      "Tax (2)",
      "Aged care (2)",
    ]);
    expect(screen.getByText(/Written-response questions are left out \(1 question in your choice\)/)).toBeInTheDocument();
    expect(screen.getByText("6 questions available with these choices; you will get all 6.")).toBeInTheDocument();
    expect(screen.getByText(/Time limit: 15 min for 6 questions/)).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: /Margaret/ }));
    expect(topics.queryByRole("checkbox", { name: /Aged care/ })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole("group", { name: "Topics" })).getByRole("checkbox", { name: /Tax/ }));
    expect(screen.getByText("1 question available with these choices; you will get all 1.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start timed exam (1 question)" })).toBeEnabled();
  });

  it("rejects minutes with more than one decimal and keeps the learner in the builder", async () => {
    const user = userEvent.setup();
    renderExam();
    const minutes = screen.getByRole("spinbutton", { name: "Minutes per question" });
    await user.clear(minutes);
    await user.type(minutes, "0.05");
    await user.click(screen.getByRole("button", { name: /^Start/ }));
    expect(minutes).toHaveAttribute("aria-invalid", "true");
    expect(minutes).toHaveFocus();
    expect(minutes).toHaveAccessibleDescription(/at most one decimal/);
    expect(screen.queryByRole("navigation", { name: "Question navigator" })).not.toBeInTheDocument();
  });

  it("loads the pool's index when the learner reaches the form, then only the questions drawn", async () => {
    const user = userEvent.setup();
    const data = fixtureData();
    renderExam(data);
    expect(data.pool).not.toHaveBeenCalled();
    await user.hover(screen.getByRole("checkbox", { name: /Margaret/ }));
    expect(data.pool).toHaveBeenCalled();
    expect(data.items).not.toHaveBeenCalled();
    await build(user, { mode: "Timed", count: 2 });
    expect(data.items).toHaveBeenCalledTimes(1);
    expect(data.items.mock.calls[0]![0]).toHaveLength(2);
  });

  it("says so when the questions cannot be loaded, and starts when Start is pressed again", async () => {
    const user = userEvent.setup();
    let online = false;
    renderExam(fixtureData(() => online));
    await user.click(screen.getByRole("button", { name: /^Start/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The questions could not be loaded. Check your connection, then press Start again.");
    expect(screen.getByRole("button", { name: /^Start/ })).toHaveFocus();
    expect(screen.queryByRole("navigation", { name: "Question navigator" })).not.toBeInTheDocument();

    online = true;
    await user.click(screen.getByRole("button", { name: /^Start/ }));
    expect(await screen.findByRole("navigation", { name: "Question navigator" })).toBeInTheDocument();
  });
});

describe("tutor session", { timeout: 30_000 }, () => {
  it("gives feedback after each question, as on the practice pages, then results", async () => {
    const user = userEvent.setup();
    renderExam();
    await build(user, { mode: "Tutor", count: 2 });
    expect(screen.getByRole("heading", { name: "Practice session" })).toBeInTheDocument();
    expect(question(1)).toHaveFocus();

    await user.click(option(question(1), "m1 option A"));
    expect(await screen.findByText("Not quite right 🤔")).toBeInTheDocument();
    // The explanation names the letters as shown.
    const right = letterOf(question(1), "m1 option C");
    expect(await within(question(1)).findByText(`${right} is right: it is right for m1.`)).toBeInTheDocument();
    expect(option(question(1), "m1 option C")).toHaveAccessibleName(/Correct answer/);
    // Locked, as on the practice pages.
    await user.click(option(question(1), "m1 option C"));
    expect(option(question(1), "m1 option A")).toHaveAttribute("aria-pressed", "true");
    expect(within(navigator()).getByRole("button", { name: "Question 1: answered, incorrect" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    const set = question(2);
    await user.click(within(within(set).getByRole("group", { name: "Statement 1: true or false" })).getByRole("button", { name: "True" }));
    expect(await screen.findByText("Correct! 🎉")).toBeInTheDocument();
    await user.click(within(within(set).getByRole("group", { name: "Statement 2: true or false" })).getByRole("button", { name: "False" }));
    expect(within(set).getByText(/1 mark earned/)).toBeInTheDocument();

    await user.click(screen.getAllByRole("button", { name: "Finish" })[0]!);
    expect(screen.getByRole("heading", { name: "Results" })).toHaveFocus();
    expect(screen.getByTestId("score")).toHaveTextContent("1 of 2");
    // Both questions are in the fixture's one knowledge area: its row says the same.
    expect(within(screen.getByRole("table", { name: "Score by knowledge area" })).getByText("1 of 2")).toBeInTheDocument();
    expect(screen.getByText("Tutor mode: no time limit")).toBeInTheDocument();
  });
});

describe("timed session", { timeout: 30_000 }, () => {
  it("hides feedback, lets answers change, flags, confirms unanswered, scores, reviews and retries the incorrect", async () => {
    const user = userEvent.setup();
    renderExam();
    await build(user, { mode: "Timed", count: 4 });
    expect(screen.getByRole("heading", { name: "Timed mock exam" })).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("10:00");
    expect(within(navigator()).getAllByRole("button")).toHaveLength(4);

    // Q1: choose option A as written, change to C. No feedback.
    await user.click(option(question(1), "m1 option A"));
    await user.click(option(question(1), "m1 option C"));
    expect(within(question(1)).getByText(`Your answer: ${letterOf(question(1), "m1 option C")}`)).toBeInTheDocument();
    expect(screen.queryByText(/Correct! 🎉|Not quite right/)).not.toBeInTheDocument();
    expect(within(question(1)).queryByText(/is right for/)).not.toBeInTheDocument();

    // Q2 (the true/false set): one statement only, then flag it.
    await user.click(within(navigator()).getByRole("button", { name: /^Question 2/ }));
    await user.click(within(within(question(2)).getByRole("group", { name: /Statement 1/ })).getByRole("button", { name: "True" }));
    await user.click(screen.getByRole("button", { name: "Flag for review" }));
    expect(screen.getByRole("button", { name: "Flagged for review" })).toHaveAttribute("aria-pressed", "true");
    expect(within(navigator()).getByRole("button", { name: "Question 1: answered" })).toBeInTheDocument();
    expect(within(navigator()).getByRole("button", { name: "Question 2: partly answered (1 of 2 statements), flagged" })).toHaveAttribute(
      "aria-current",
      "step",
    );

    // Q3 (m4, right answer B) answered wrongly; Q4 left alone.
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(option(question(3), "m4 option D"));

    await user.click(screen.getAllByRole("button", { name: "Submit exam" })[0]!);
    const dialog = screen.getByRole("dialog", { name: "Submit with questions unanswered?" });
    expect(dialog).toHaveTextContent("2 questions are not answered yet.");
    expect(within(dialog).getByRole("button", { name: "Keep working" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Keep working" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(question(3)).toBeInTheDocument();

    await user.click(screen.getAllByRole("button", { name: "Submit exam" })[0]!);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit exam" }));

    // Results: 1 of 4 (25%) against the 70% target, by topic, then the review.
    expect(screen.getByRole("heading", { name: "Results" })).toHaveFocus();
    expect(screen.getByTestId("score")).toHaveTextContent("1 of 4");
    expect(screen.getByText(/25% correct · 2 of 4 answered/)).toBeInTheDocument();
    expect(screen.getByText("Below your target")).toBeInTheDocument();
    const chart = screen.getByRole("table", { name: "Score by topic" });
    const ethics = within(chart).getByRole("row", { name: /Code of Ethics/ });
    expect(ethics).toHaveTextContent("1 of 1");
    expect(ethics).toHaveTextContent("100%");
    expect(ethics).toHaveTextContent("Met");
    expect(within(chart).getByRole("row", { name: /Aged care/ })).toHaveTextContent("0 of 2");

    const filters = within(screen.getByRole("group", { name: "Show questions" }));
    expect(filters.getByRole("button", { name: "Incorrect (3)" })).toHaveAttribute("aria-pressed", "true");
    const reviewed = () => within(screen.getByRole("list", { name: "Reviewed questions" })).getAllByRole("article");
    expect(reviewed().map((a) => a.id)).toEqual(["review-q2", "review-q3", "review-q4"]);
    // The true/false set: statement by statement, the learner's answer and the right one.
    const statements = within(reviewed()[0]!).getAllByRole("group", { name: /Statement \d: true or false/ });
    expect(within(statements[0]!).getByRole("button", { name: /True.*Your answer: correct/ })).toBeInTheDocument();
    expect(within(statements[1]!).getByRole("button", { name: /False.*Correct answer/ })).toBeInTheDocument();
    expect(reviewed()[0]).toHaveTextContent("Partly answered");
    // The multiple-choice question, on the same card with the same order of options as in the exam.
    const q3 = reviewed()[1]!;
    expect(option(q3, "m4 option D")).toHaveAccessibleName(/Your answer: incorrect/);
    expect(option(q3, "m4 option B")).toHaveAccessibleName(/Correct answer/);
    expect(q3).toHaveTextContent(`${letterOf(q3, "m4 option B")} is right: it is right for m4.`);
    expect(q3).toHaveTextContent("Source for m4");
    // Each reviewed question links to its own card on its practice page.
    expect(within(q3).getByRole("link", { name: "Practise it on Margaret, question PQ4" })).toHaveAttribute("href", "/margaret#m4");
    expect(within(reviewed()[0]!).getByRole("link", { name: "Practise it on Margaret, question PQ3" })).toHaveAttribute("href", "/margaret#m3");

    await user.click(filters.getByRole("button", { name: "Flagged (1)" }));
    expect(reviewed()).toHaveLength(1);
    expect(reviewed()[0]).toHaveTextContent("Flagged");
    await user.click(filters.getByRole("button", { name: "All (4)" }));
    expect(reviewed()).toHaveLength(4);

    await user.click(screen.getByRole("button", { name: "Retry incorrect (3)" }));
    expect(screen.getByRole("heading", { name: "Retry incorrect: Timed mock exam" })).toBeInTheDocument();
    expect(within(navigator()).getAllByRole("button")).toHaveLength(3);
    expect(screen.getByRole("timer")).toHaveTextContent("7:30");
    expect(question(1)).toHaveTextContent("Statements m3");
  });

  it("submits itself when time runs out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderExam();
    await build(user, { mode: "Timed", count: 1, minutes: "0.1" });
    expect(screen.getByRole("timer")).toHaveTextContent("0:06");
    await user.click(option(question(1), "m1 option C"));
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole("timer").textContent).toMatch(/0:0[1-3]/);
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByRole("heading", { name: "Results" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Time is up: your exam was submitted automatically.");
    expect(screen.getByText("6 s")).toBeInTheDocument();
    expect(screen.getByTestId("score")).toHaveTextContent("1 of 1");
  });

  it("warns before the page is closed mid-exam, and not after submission", async () => {
    const user = userEvent.setup();
    renderExam();
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await build(user, { mode: "Timed", count: 1 });
    expect(leave()).toBe(true);
    await user.click(option(question(1), "m1 option C"));
    await user.click(screen.getAllByRole("button", { name: "Submit exam" })[0]!);
    expect(leave()).toBe(false);
  });
});

describe("practice sessions from the study record (/exam?practise=…)", { timeout: 30_000 }, () => {
  afterEach(() => $recordPreference.set("off"));

  it("starts a tutor session of the record's questions, named for what it practises", async () => {
    $recordPreference.set("on");
    const practise = vi.fn<(kind: string, entries: readonly { multipleChoice: boolean }[]) => Promise<string[]>>(async () => ["g2", "m1"]);
    renderPage(<ExamPage outline={outlineOf(fixtureSections)} data={fixtureData()} seed={() => 1} search={() => "?practise=mistakes"} practise={practise} />);
    expect(await screen.findByRole("heading", { name: "Practise my mistakes: Practice session" })).toBeInTheDocument();
    expect(within(navigator()).getAllByRole("button")).toHaveLength(2);
    expect(question(1)).toHaveTextContent("Question g2?");
    // Only multiple-choice questions are offered to the record.
    expect(practise.mock.calls[0]![0]).toBe("mistakes");
    expect(practise.mock.calls[0]![1].every((entry) => entry.multipleChoice)).toBe(true);
  });

  it("Practise flagged opens with its questions flagged", async () => {
    $recordPreference.set("on");
    renderPage(
      <ExamPage outline={outlineOf(fixtureSections)} data={fixtureData()} seed={() => 1} search={() => "?practise=flagged"} practise={async () => ["g1"]} />,
    );
    expect(await screen.findByRole("heading", { name: "Practise flagged: Practice session" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Flagged for review" })).toHaveAttribute("aria-pressed", "true");
  });

  it("says why when there is nothing to practise, or no record, and offers the builder", async () => {
    $recordPreference.set("on");
    const view = renderPage(
      <ExamPage outline={outlineOf(fixtureSections)} data={fixtureData()} seed={() => 1} search={() => "?practise=due"} practise={async () => []} />,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Review due: No reviews are due yet");
    expect(screen.getByRole("button", { name: /^Start/ })).toBeInTheDocument();
    view.unmount();

    $recordPreference.set("off");
    const practise = vi.fn(async () => ["g1"]);
    renderPage(<ExamPage outline={outlineOf(fixtureSections)} data={fixtureData()} seed={() => 1} search={() => "?practise=mistakes"} practise={practise} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your progress is not being kept on this device");
    expect(within(screen.getByRole("alert")).getByRole("link", { name: "Back to your progress" })).toHaveAttribute("href", "/progress");
    expect(practise).not.toHaveBeenCalled();
  });
});

describe("a mock exam kept in the tab", { timeout: 30_000 }, () => {
  const MINUTE = 60_000;
  /** A clock the test moves: the time away from the page. */
  function clock() {
    let t = 1_000_000;
    return { now: () => t, pass: (ms: number) => (t += ms) };
  }
  const offer = () => screen.getByRole("region", { name: "Resume your mock exam" });
  /** The offer, once the page has read the tab (its code loads only when the tab keeps an exam). */
  const offered = () => screen.findByRole("region", { name: "Resume your mock exam" });
  /** The page after a reload, once it has read the tab and had time to load the offer's code. */
  async function reloaded(now: () => number) {
    const view = renderExam(fixtureData(), now);
    await act(async () => {
      await import("./on-demand");
    });
    return view;
  }
  /** Nothing of the exam is left in the tab. */
  const nothingKept = () => expect(sessionStorage.length).toBe(0);
  const strikeButton = (card: HTMLElement, text: string) => within(card).getByRole("button", { name: `Strike out option ${letterOf(card, text)}` });

  /** A timed exam of 4 questions (10 minutes): Q1 answered C with A struck out, Q2 half answered and flagged, on Q3 with D struck out. */
  async function examInProgress(user: ReturnType<typeof userEvent.setup>, now: () => number, data: ExamData = fixtureData()) {
    const view = renderExam(data, now);
    await build(user, { mode: "Timed", count: 4 });
    await user.click(strikeButton(question(1), "m1 option A"));
    await user.click(option(question(1), "m1 option C"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(within(within(question(2)).getByRole("group", { name: /Statement 1/ })).getByRole("button", { name: "True" }));
    await user.click(screen.getByRole("button", { name: "Flag for review" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(strikeButton(question(3), "m4 option D"));
    return view;
  }

  it("after a reload: offers to resume it, saying what it is; resuming restores answers, flags, strikes, the question and the time left", async () => {
    const user = userEvent.setup();
    const { now, pass } = clock();
    const letterD = await (async () => {
      const view = await examInProgress(user, now);
      const letter = letterOf(question(3), "m4 option D");
      view.unmount(); // the reload
      return letter;
    })();
    pass(3 * MINUTE);
    renderExam(fixtureData(), now);
    expect(await offered()).toHaveTextContent("Timed mock exam: question 3 of 4, 1 answered, 7 min left (the clock keeps running).");
    await user.click(within(offer()).getByRole("button", { name: "Resume" }));

    expect(await screen.findByRole("navigation", { name: "Question navigator" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Resume your mock exam" })).not.toBeInTheDocument();
    expect(question(3)).toHaveFocus();
    expect(screen.getByRole("timer")).toHaveTextContent("7:00");
    expect(within(question(3)).getByRole("button", { name: `Restore option ${letterD}` })).toHaveAttribute("aria-pressed", "true");
    expect(within(question(3)).getByRole("button", { name: new RegExp(`^${letterD}\\. m4 option D, struck out$`) })).toHaveAttribute("aria-disabled", "true");
    expect(within(navigator()).getByRole("button", { name: "Question 1: answered" })).toBeInTheDocument();
    expect(within(navigator()).getByRole("button", { name: "Question 2: partly answered (1 of 2 statements), flagged" })).toBeInTheDocument();
    await user.click(within(navigator()).getByRole("button", { name: /^Question 1/ }));
    expect(option(question(1), "m1 option C")).toHaveAttribute("aria-pressed", "true");
    expect(within(question(1)).getByRole("button", { name: `Restore option ${letterOf(question(1), "m1 option A")}` })).toHaveAttribute("aria-pressed", "true");
  });

  it("submitting deletes it: a reload then offers nothing", async () => {
    const user = userEvent.setup();
    const { now } = clock();
    const view = await examInProgress(user, now);
    await user.click(screen.getAllByRole("button", { name: "Submit exam" })[0]!);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit exam" }));
    expect(screen.getByRole("heading", { name: "Results" })).toBeInTheDocument();
    nothingKept();
    view.unmount();
    await reloaded(now);
    expect(screen.queryByRole("region", { name: "Resume your mock exam" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Start/ })).toBeInTheDocument();
  });

  it("leaving it deliberately deletes it, after asking", async () => {
    const user = userEvent.setup();
    const { now } = clock();
    const view = await examInProgress(user, now);
    await user.click(screen.getByRole("button", { name: "Leave without submitting" }));
    const dialog = screen.getByRole("dialog", { name: "Leave this mock exam?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep working" }));
    expect(question(3)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Leave without submitting" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Leave and discard it" }));
    expect(screen.getByRole("heading", { name: "Build your mock exam" })).toHaveFocus();
    nothingKept();
    view.unmount();
    await reloaded(now);
    expect(screen.queryByRole("region", { name: "Resume your mock exam" })).not.toBeInTheDocument();
  });

  it("its time ran out while the learner was away: resuming submits it, ended by time, and says so", async () => {
    const user = userEvent.setup();
    const { now, pass } = clock();
    (await examInProgress(user, now)).unmount();
    pass(60 * MINUTE);
    renderExam(fixtureData(), now);
    expect(await offered()).toHaveTextContent("Its time ran out while you were away, so resuming submits it as it stood and shows your results.");
    await user.click(within(offer()).getByRole("button", { name: "Resume" }));
    expect(await screen.findByRole("heading", { name: "Results" })).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Time ran out while you were away: your exam was submitted automatically, as it stood when its time was up.",
    );
    expect(screen.getByTestId("score")).toHaveTextContent("1 of 4");
    expect(screen.getByText("10 min")).toBeInTheDocument();
  });

  it("Discard asks first, then deletes it and says so", async () => {
    const user = userEvent.setup();
    const { now } = clock();
    (await examInProgress(user, now)).unmount();
    const view = renderExam(fixtureData(), now);
    await user.click(within(await offered()).getByRole("button", { name: "Discard it" }));
    const dialog = screen.getByRole("dialog", { name: "Discard your mock exam?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(offer()).toBeInTheDocument();
    await user.click(within(offer()).getByRole("button", { name: "Discard it" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Discard it" }));
    expect(screen.getByText("Your mock exam was discarded.")).toHaveFocus();
    nothingKept();
    view.unmount();
    await reloaded(now);
    expect(screen.queryByRole("region", { name: "Resume your mock exam" })).not.toBeInTheDocument();
  });

  it("a kept exam that cannot be read is discarded with a message, never a crash", async () => {
    sessionStorage.setItem("adviserready-exam", '{"version":1,"session":');
    const view = renderExam();
    expect(await screen.findByText("A mock exam kept in this tab could not be read, so it was discarded. Build a new one below.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Resume your mock exam" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Start/ })).toBeInTheDocument();
    nothingKept();
    view.unmount();
    await reloaded(Date.now);
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it("a kept exam that fits no current question (the bank changed) is discarded with a message", async () => {
    const user = userEvent.setup();
    const { now } = clock();
    (await examInProgress(user, now)).unmount();
    // m4's options were rewritten since.
    const changed = fixtureData();
    changed.items.mockImplementation(async (ids) =>
      itemsFor(
        fixtureSections,
        ids.map((id) => ({ id })),
      ).map((item) =>
        item.question.id === "m4" && item.question.type === "multiple-choice"
          ? { ...item, question: { ...item.question, options: item.question.options.slice(0, 3) } }
          : item,
      ),
    );
    renderExam(changed, now);
    await user.click(within(await offered()).getByRole("button", { name: "Resume" }));
    expect(await screen.findByText(/no longer fits the question bank, which has changed since you started it, so it was discarded/)).toHaveFocus();
    expect(screen.queryByRole("region", { name: "Resume your mock exam" })).not.toBeInTheDocument();
    nothingKept();
  });

  it("a question the site no longer has discards it too; a failed connection keeps it to try again", async () => {
    const user = userEvent.setup();
    const { now } = clock();
    (await examInProgress(user, now)).unmount();
    let online = false;
    const view = renderExam(
      fixtureData(() => online),
      now,
    );
    await user.click(within(await offered()).getByRole("button", { name: "Resume" }));
    expect(await within(offer()).findByRole("alert")).toHaveTextContent("Its questions could not be loaded. Check your connection, then press Resume again.");
    online = true;
    view.unmount();

    const gone = fixtureData();
    gone.items.mockRejectedValue(new MissingFile("/data/questions/m4.json"));
    renderExam(gone, now);
    await user.click(within(await offered()).getByRole("button", { name: "Resume" }));
    expect(await screen.findByText(/no longer fits the question bank/)).toBeInTheDocument();
  });

  it("a reload of /exam?practise=… mid-session offers the kept exam instead of starting another", async () => {
    const user = userEvent.setup();
    const { now } = clock();
    (await examInProgress(user, now)).unmount();
    localStorage.setItem("adviserready-record", "on");
    const practise = vi.fn(async () => ["g1"]);
    renderPage(
      <ExamPage outline={outlineOf(fixtureSections)} data={fixtureData()} seed={() => 1} now={now} search={() => "?practise=mistakes"} practise={practise} />,
    );
    expect(await offered()).toBeInTheDocument();
    expect(practise).not.toHaveBeenCalled();
    localStorage.clear();
  });
});
