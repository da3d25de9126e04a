import { screen, waitFor, within, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PracticeSection } from "~/questions/types";
import { QuestionList } from "./QuestionList";

const section: PracticeSection = {
  id: "margaret",
  path: "/margaret",
  title: "Practice",
  numberPrefix: "PQ",
  firstNumber: 1,
  kind: "section",
  questions: [
    {
      id: "margaret-pq1",
      type: "multiple-choice",
      topic: "Tax",
      knowledgeArea: "construction",
      year: "2023–24",
      question: "Pick B.",
      options: [
        { text: "one", rationale: "it is not two." },
        { text: "two", rationale: "it is two." },
        { text: "three", rationale: "it is not two." },
        { text: "four", rationale: "it is not two." },
      ],
      correctAnswer: 1,
      sources: [{ title: "Source one", url: "https://example.gov.au/one" }],
    },
    {
      id: "margaret-pq2",
      type: "text-based",
      topic: "Estate planning",
      knowledgeArea: "construction",
      year: "2023–24",
      question: "Explain.",
      parts: [
        { subQuestion: "a) First part?", marks: 2, modelAnswer: ["Model point one.", "Model point two."] },
        { subQuestion: "b) Second part?", marks: 2, modelAnswer: ["Model point three.", "Model point four."] },
      ],
      sources: [{ title: "Source two", url: "https://example.gov.au/two" }],
    },
  ],
};

const progress = () => screen.getByLabelText("Practice progress");

describe("progress bar", () => {
  it("starts at zero and updates live as the learner answers and self-marks", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    expect(progress()).toHaveTextContent("Answered0/2");
    expect(progress()).toHaveTextContent("Marks0/5");
    expect(screen.getByRole("progressbar", { name: "Questions answered" })).toHaveAttribute("value", "0");

    await user.click(screen.getByRole("button", { name: /^B\./ }));
    // The card's verdict comes first; the bar's figures follow once it has painted.
    await waitFor(() => expect(progress()).toHaveTextContent("Answered1/2"));
    expect(progress()).toHaveTextContent("Correct1");
    expect(progress()).toHaveTextContent("Marks1/5");
    expect(screen.getAllByRole("status").some((s) => s.textContent === "Answered 1 of 2. Correct 1. Marks 1 of 5.")).toBe(true);

    await user.click(within(screen.getByRole("group", { name: "Mark your answer to part a" })).getByRole("button", { name: "2 marks" }));
    await user.click(within(screen.getByRole("group", { name: "Mark your answer to part b" })).getByRole("button", { name: "1 mark" }));
    await waitFor(() => expect(progress()).toHaveTextContent("Answered2/2"));
    expect(progress()).toHaveTextContent("Marks4/5");
  });

  it("Reset page asks first, then clears every answer", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    await user.click(screen.getByRole("button", { name: /^B\./ }));
    await user.click(screen.getByRole("button", { name: "Reset page" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(progress()).toHaveTextContent("Answered1/2"));

    await user.click(screen.getByRole("button", { name: "Reset page" }));
    expect(screen.getByText(/clears every answer, self-mark and draft/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reset all answers" }));
    await waitFor(() => expect(progress()).toHaveTextContent("Answered0/2"));
    expect(screen.queryByRole("button", { pressed: true })).not.toBeInTheDocument();
  });
});

describe("Attempt first", () => {
  it("hides model answers behind a draft box until the learner asks, then lets them mark themselves", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    expect(screen.getByText("Model point one.")).toBeInTheDocument();
    const toggle = screen.getByRole("switch", { name: /Attempt first/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(screen.queryByText("Model point one.")).not.toBeInTheDocument();

    const draft = screen.getByRole("textbox", { name: /Your answer to part a/ });
    await user.type(draft, "The executor applies for probate.");
    expect(draft).toHaveValue("The executor applies for probate.");
    await user.click(screen.getAllByRole("button", { name: "Show model answer" })[0]!);
    expect(screen.getByText("Model point one.")).toBeInTheDocument();
    expect(screen.queryByText("Model point three.")).not.toBeInTheDocument();
    await user.click(within(screen.getByRole("group", { name: "Mark your answer to part a" })).getByRole("button", { name: "1 mark" }));
    await waitFor(() => expect(progress()).toHaveTextContent("Marks1/5"));
  });
});

describe("keyboard shortcuts", () => {
  it("J focuses the first question, B chooses, E hides the explanation, R resets, ? lists the shortcuts", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    await user.keyboard("j");
    const card = screen.getByRole("article", { name: /Question PQ1/ });
    expect(card).toHaveFocus();
    await user.keyboard("b");
    expect(within(card).getByRole("button", { name: /^B\./ })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByText("Correct! 🎉")).toBeInTheDocument();
    // The explanation and Reset follow the verdict a frame later.
    await within(card).findByText(/B is right/);
    await user.keyboard("e");
    expect(within(card).queryByText(/B is right/)).not.toBeInTheDocument();
    await user.keyboard("r");
    expect(within(card).queryByRole("button", { pressed: true })).not.toBeInTheDocument();
    await user.keyboard("j");
    expect(screen.getByRole("article", { name: /Question PQ2/ })).toHaveFocus();
    await user.keyboard("k");
    expect(card).toHaveFocus();
    await user.keyboard("?");
    expect(screen.getByRole("heading", { name: "Keyboard shortcuts" })).toBeInTheDocument();
  });

  it("does nothing while typing in a text box", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    await user.click(screen.getByRole("switch", { name: /Attempt first/ }));
    await user.click(screen.getByRole("textbox", { name: /Your answer to part a/ }));
    await user.keyboard("jbe?");
    expect(screen.getByRole("textbox", { name: /Your answer to part a/ })).toHaveValue("jbe?");
    expect(screen.queryByRole("button", { pressed: true })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Keyboard shortcuts" })).not.toBeInTheDocument();
  });
});
