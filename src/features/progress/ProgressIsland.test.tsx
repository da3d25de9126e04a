import "fake-indexeddb/auto";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openRecordStore } from "~/progress/db";
import { recordFileText } from "~/progress/file";
import { $recordPreference, RECORD_PREFERENCE_KEY } from "~/site/stores";
import { emptyRecord, type Attempt } from "~/progress/record";
import { KNOWLEDGE_AREAS, TOPICS } from "~/questions/types";
import { resetRecordStateForTests } from "./entry";
import { ProgressIsland, type OutlineRow } from "./ProgressIsland";

const areas = KNOWLEDGE_AREAS.map(({ id, title }) => ({ id, title }));
const topic = (name: (typeof TOPICS)[number]) => TOPICS.indexOf(name);
// Four questions: two on tax (construction), one on the Code of Ethics (ethics), one on privacy (regulatory).
const questions: OutlineRow[] = [
  ["t1", topic("Tax"), 2],
  ["t2", topic("Tax"), 2],
  ["e1", topic("Code of Ethics"), 1],
  ["r1", topic("Privacy"), 0],
];
const HOUR = 3_600_000;
const now = Date.now();
const attempt = (id: string, questionId: string, correct: boolean, at: number): Attempt => ({
  id,
  questionId,
  option: 0,
  correct,
  at,
  where: { kind: "page", path: "/general" },
});

async function seed() {
  const store = await openRecordStore();
  await store.addAttempts([attempt("a1", "t1", false, now - 2 * HOUR), attempt("a2", "e1", true, now - HOUR)]);
  await store.setFlag({ questionId: "r1", flagged: true, at: now - HOUR });
  await store.addExam({ id: "x1", at: now - HOUR, mode: "timed", correct: 14, total: 20, byArea: [{ area: "construction", correct: 14, total: 20 }] });
  store.close();
}

function renderProgress() {
  return render(<ProgressIsland areas={areas} topics={TOPICS} questions={questions} now={() => now} />);
}

const figure = (id: string) => screen.getByTestId(id);

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  $recordPreference.set("off");
  resetRecordStateForTests();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/progress", () => {
  it("shows nothing of a record while it is off, and stores nothing", async () => {
    renderProgress();
    expect(screen.queryByTestId("record-dashboard")).not.toBeInTheDocument();
    expect(await indexedDB.databases()).toEqual([]);
  });

  it("shows the record: counts, standing weakest first, accuracy, mock exams against the band, and the sessions it can start", async () => {
    await seed();
    $recordPreference.set("on");
    renderProgress();
    await screen.findByTestId("record-dashboard");
    expect(figure("answered")).toHaveTextContent("2 of 4");
    expect(figure("answers")).toHaveTextContent("2");
    expect(figure("correct")).toHaveTextContent("50%");
    expect(figure("exams")).toHaveTextContent("1");

    const areasTable = screen.getByRole("table", { name: "By knowledge area, weakest first" });
    expect(
      within(areasTable)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Financial advice construction",
      "Applied ethical and professional reasoning and communication",
      "Financial advice regulatory and legal obligations",
    ]);
    const construction = within(areasTable).getByRole("row", { name: /Financial advice construction/ });
    expect(construction).toHaveTextContent("1 of 2");
    expect(construction).toHaveTextContent("0% (0 of 1)");
    const topicsTable = screen.getByRole("table", { name: "By topic, weakest first" });
    expect(within(topicsTable).getAllByRole("rowheader")[0]).toHaveTextContent("Tax");
    expect(within(topicsTable).getByRole("row", { name: /Privacy/ })).toHaveTextContent("Not yet answered");

    expect(screen.getByRole("img", { name: /Share of answers right by day/ })).toHaveAccessibleName(/50% right/);
    const chart = screen.getByRole("img", { name: /Mock exam scores against the real exam's 65–74% band/ });
    expect(chart).toHaveAccessibleName(/70% on .* \(in the band\)/);
    expect(within(screen.getByRole("table", { name: "Finished mock exams" })).getByRole("row", { name: /Timed mock exam/ })).toHaveTextContent(
      "70% (14 of 20) · In the band",
    );
    expect(screen.getByRole("link", { name: "ACER, Financial Adviser Exam: Results" })).toHaveAttribute("href", "https://fae.acer.org/results");

    expect(screen.getByRole("link", { name: "Practise my mistakes (1)" })).toHaveAttribute("href", "/exam?practise=mistakes");
    expect(screen.getByRole("link", { name: "Practise flagged (1)" })).toHaveAttribute("href", "/exam?practise=flagged");
    expect(screen.getByRole("link", { name: "Practise unseen (2)" })).toHaveAttribute("href", "/exam?practise=unseen");
    const due = screen.getByRole("button", { name: "Review due (0)" });
    expect(due).toHaveAttribute("aria-disabled", "true");
    expect(due).toHaveAccessibleDescription(/No reviews are due yet/);
  });

  it("exports the record as a versioned file", async () => {
    await seed();
    $recordPreference.set("on");
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), "blob:record"));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderProgress();
    await user.click(await screen.findByRole("button", { name: "Export progress" }));
    expect(await screen.findByText(/^Exported 2 answers, 1 mock exam and your flags to adviserready-progress-\d{4}-\d{2}-\d{2}\.json\.$/)).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    const file = JSON.parse(await blobs[0]!.text()) as Record<string, unknown>;
    expect(file).toMatchObject({ app: "AdviserReady", kind: "study-record", version: 1 });
  });

  it("imports a file: merged, nothing counted twice; refuses one that is damaged and changes nothing", async () => {
    await seed();
    $recordPreference.set("on");
    const user = userEvent.setup();
    renderProgress();
    await screen.findByTestId("record-dashboard");
    const input = screen.getByTestId("import-file");

    await user.upload(input, new File(["{ not json"], "broken.json", { type: "application/json" }));
    expect(
      await screen.findByText(
        /^Refused\. That file is not an AdviserReady progress file \(it is not JSON\)\. Nothing was imported; your progress is unchanged\.$/,
      ),
    ).toBeInTheDocument();
    expect(figure("answers")).toHaveTextContent("2");

    const other = { ...emptyRecord(), attempts: [attempt("a2", "e1", true, now - HOUR), attempt("b1", "t2", true, now - HOUR / 2)] };
    await user.upload(input, new File([recordFileText(other, now)], "phone.json", { type: "application/json" }));
    expect(await screen.findByText(/^Imported phone\.json: 1 answer added \(1 already here, not counted twice\)/)).toBeInTheDocument();
    await waitFor(() => expect(figure("answers")).toHaveTextContent("3"));
  });

  it("clears the record after asking first", async () => {
    await seed();
    $recordPreference.set("on");
    const user = userEvent.setup();
    renderProgress();
    await user.click(await screen.findByRole("button", { name: "Clear progress" }));
    const ask = screen.getByRole("group", { name: "Clear your progress?" });
    expect(within(ask).getByRole("button", { name: "Keep it" })).toHaveFocus();
    await user.click(within(ask).getByRole("button", { name: "Keep it" }));
    expect(figure("answers")).toHaveTextContent("2");
    await user.click(screen.getByRole("button", { name: "Clear progress" }));
    await user.click(screen.getByRole("button", { name: "Yes, clear my progress" }));
    expect(await screen.findByText("Your progress is cleared: nothing of it is left in this browser.")).toBeInTheDocument();
    await waitFor(() => expect(figure("answers")).toHaveTextContent("0"));
    expect(screen.queryByRole("link", { name: /Practise flagged/ })).not.toBeInTheDocument();
  });

  it("turned off with a record kept, then cleared: nothing at all is left", async () => {
    await seed();
    $recordPreference.set("paused");
    const user = userEvent.setup();
    renderProgress();
    expect(await screen.findByText(/nothing new is kept/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear progress" }));
    await user.click(screen.getByRole("button", { name: "Yes, clear my progress" }));
    await waitFor(() => expect(screen.queryByTestId("record-dashboard")).not.toBeInTheDocument());
    expect($recordPreference.get()).toBe("off");
    expect(localStorage.getItem(RECORD_PREFERENCE_KEY)).toBeNull();
    expect(await indexedDB.databases()).toEqual([]);
  });
});
