import "fake-indexeddb/auto";
import { screen, within, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";
import { QuestionList } from "~/features/practice";
import { openRecordStore } from "~/progress/db";
import { $recordPreference } from "~/site/stores";
import type { PracticeSection } from "~/questions/types";
import { mc } from "~/test/questions";
import { resetRecordStateForTests } from "./entry";

const section: PracticeSection = {
  id: "general",
  path: "/general",
  title: "Test questions",
  numberPrefix: "",
  firstNumber: 1,
  kind: "section",
  questions: [mc("g1", "Tax", 1), mc("g2", "Superannuation", 2)],
};

const card = (n: number) => screen.getByRole("article", { name: new RegExp(`^Question ${n}$`) });
const attempts = async () => {
  const store = await openRecordStore();
  try {
    return await store.attempts();
  } finally {
    store.close();
  }
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  $recordPreference.set("off");
  resetRecordStateForTests();
});

describe("a practice page with the study record", () => {
  it("off (the default): no flag, nothing stored", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    await user.click(within(card(1)).getByRole("button", { name: /^B\. / }));
    expect(await within(card(1)).findByText(/B is right/)).toBeInTheDocument();
    expect(within(card(1)).queryByRole("button", { name: "Flag for review" })).not.toBeInTheDocument();
    expect(await indexedDB.databases()).toEqual([]);
  });

  it("on: an answer is an attempt, and next time the card says how it went, before it is answered again", async () => {
    $recordPreference.set("on");
    const user = userEvent.setup();
    const view = render(<QuestionList section={section} />);
    await within(card(1)).findByRole("button", { name: "Flag for review" });
    await user.click(within(card(1)).getByRole("button", { name: /^B\. / }));
    await user.click(within(card(2)).getByRole("button", { name: /^A\. / }));
    await user.click(within(card(2)).getByRole("button", { name: "Flag for review" }));
    expect(within(card(2)).getByRole("button", { name: "Flag for review" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(async () => expect(await attempts()).toHaveLength(2));
    const kept = await attempts();
    expect(kept.find((a) => a.questionId === "g1")).toMatchObject({ option: 1, correct: true, where: { kind: "page", path: "/general" } });
    expect(kept.find((a) => a.questionId === "g2")).toMatchObject({ option: 0, correct: false });
    // While answered here, the verdict is on the card: no "Last time" yet.
    expect(screen.queryByText(/^Last time:/)).not.toBeInTheDocument();

    // A reload.
    view.unmount();
    resetRecordStateForTests();
    render(<QuestionList section={section} />);
    expect(await within(card(1)).findByText("Last time: correct, just now")).toBeInTheDocument();
    expect(within(card(2)).getByText("Last time: incorrect, just now")).toBeInTheDocument();
    expect(within(card(2)).getByRole("button", { name: "Flag for review" })).toHaveAttribute("aria-pressed", "true");
    // Answered again: the line gives way to the verdict.
    await user.click(within(card(1)).getByRole("button", { name: /^B\. / }));
    await waitFor(() => expect(within(card(1)).queryByText(/^Last time:/)).not.toBeInTheDocument());
    await waitFor(async () => expect(await attempts()).toHaveLength(3));
  });
});
