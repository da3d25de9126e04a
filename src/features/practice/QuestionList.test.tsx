import { screen, within, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PracticeSection } from "~/questions/types";
import { QuestionList } from "./QuestionList";

const section: PracticeSection = {
  id: "general",
  path: "/general",
  title: "Test questions",
  numberPrefix: "PQ",
  firstNumber: 1,
  kind: "section",
  questions: [
    {
      id: "general-1",
      type: "multiple-choice",
      topic: "Tax",
      knowledgeArea: "construction",
      year: "2023–24",
      question: "What is the Medicare levy?",
      options: [
        { text: "1%", rationale: "the levy is higher." },
        { text: "2% of taxable income", rationale: "it is 2%." },
        { text: "3%", rationale: "the levy is lower." },
        { text: "4%", rationale: "the levy is far lower." },
      ],
      correctAnswer: 1,
      sources: [{ title: "ATO: Medicare levy", url: "https://www.ato.gov.au/medicare-levy" }],
    },
    {
      id: "general-2",
      type: "true-false-statements",
      topic: "Code of Ethics",
      knowledgeArea: "construction",
      year: "2023–24",
      question: "True or false?",
      markInfo: "1 mark if all parts are correct",
      statements: [
        { text: "The sky is blue.", correct: "True", explanation: "Because of Rayleigh scattering." },
        { text: "Fish can fly.", correct: "False", explanation: "Most cannot." },
      ],
      sources: [{ title: "Code of Ethics, Standard 1", url: "https://www.legislation.gov.au/F2019L00117/latest/text" }],
    },
    {
      id: "general-3",
      type: "text-based",
      topic: "Estate planning",
      knowledgeArea: "construction",
      year: "2023–24",
      question: "Write about wills.",
      parts: [
        { subQuestion: "a) Who signs a will?", marks: 2, modelAnswer: ["The will-maker.", "Two witnesses."] },
        { subQuestion: "b) When does a power of attorney end?", marks: 2, modelAnswer: ["On death.", "Or revocation."] },
      ],
      sources: [{ title: "Succession Act", url: "https://legislation.nsw.gov.au/succession-act" }],
    },
  ],
};

function card(label: RegExp) {
  return screen.getByRole("article", { name: label });
}

describe("multiple-choice question card", () => {
  it("shows the number badge, question, lettered options, and no explanation yet", () => {
    render(<QuestionList section={section} />);
    const q = card(/Question PQ1/);
    expect(within(q).getByText("What is the Medicare levy?")).toBeInTheDocument();
    expect(within(q).getAllByRole("button", { name: /^[A-D]\. /, pressed: false })).toHaveLength(4);
    expect(within(q).getAllByRole("button", { name: /^Strike out option [A-D]$/, pressed: false })).toHaveLength(4);
    expect(within(q).getByRole("button", { name: /^B\. 2% of taxable income/ })).toBeInTheDocument();
    expect(within(q).queryByText(/B is right/)).not.toBeInTheDocument();
    expect(within(q).queryByRole("button", { name: "Reset" })).not.toBeInTheDocument();
  });

  it("asks the learner to answer first before showing the explanation", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    await user.click(within(card(/Question PQ1/)).getByRole("button", { name: "Show Explanation" }));
    expect(await screen.findByText("Answer first! 📝")).toBeInTheDocument();
    expect(screen.getByText("Please select an answer before viewing the explanation.")).toBeInTheDocument();
    expect(screen.queryByText(/B is right/)).not.toBeInTheDocument();
  });

  it("click option B; see 'Correct! 🎉', the explanation and its source; the answer locks", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    const q = card(/Question PQ1/);
    await user.click(within(q).getByRole("button", { name: /^B\./ }));
    expect(await screen.findByText("Correct! 🎉")).toBeInTheDocument();
    expect(screen.getByText("Well done! You got it right.")).toBeInTheDocument();
    // The explanation follows the verdict a frame later.
    expect(await within(q).findByText(/B is right/)).toBeInTheDocument();
    expect(within(q).getByText("ATO: Medicare levy")).toBeInTheDocument();
    expect(within(q).getByRole("button", { name: /^B\..*Your answer: correct/, pressed: true })).toHaveAttribute("aria-disabled", "true");
    expect(within(q).getByRole("status")).toHaveTextContent("Correct. B is the right answer.");

    // Locked: choosing another option changes nothing.
    await user.click(within(q).getByRole("button", { name: /^C\./ }));
    expect(within(q).getByRole("button", { name: /^C\./ })).toHaveAttribute("aria-pressed", "false");
  });

  it("click a wrong option; see 'Not quite right 🤔', the wrong pick in red text and the right one marked", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    const q = card(/Question PQ1/);
    await user.click(within(q).getByRole("button", { name: /^D\./ }));
    expect(await screen.findByText("Not quite right 🤔")).toBeInTheDocument();
    expect(screen.getByText("Check the explanation to learn more.")).toBeInTheDocument();
    expect(within(q).getByRole("button", { name: /^D\..*Your answer: incorrect/ })).toHaveAttribute("data-variant", "incorrect");
    expect(within(q).getByRole("button", { name: /^B\..*Correct answer/ })).toHaveAttribute("data-variant", "correct");
    expect(within(q).getByRole("status")).toHaveTextContent("The correct answer is B.");
    // The explanation says why each option is wrong, with the letters shown.
    expect(await within(q).findByText("B is right: it is 2%.")).toBeInTheDocument();
    expect(within(q).getByText("D is wrong because the levy is far lower.")).toBeInTheDocument();
  });

  it("hides and shows the explanation, then Reset returns the question to unanswered", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    const q = card(/Question PQ1/);
    await user.click(within(q).getByRole("button", { name: /^A\./ }));
    // The explanation and Reset follow the verdict a frame later.
    await user.click(await within(q).findByRole("button", { name: "Hide Explanation" }));
    expect(within(q).queryByText(/B is right/)).not.toBeInTheDocument();
    await user.click(within(q).getByRole("button", { name: "Show Explanation" }));
    expect(await within(q).findByText(/B is right/)).toBeInTheDocument();

    await user.click(within(q).getByRole("button", { name: "Reset" }));
    expect(within(q).queryByText(/B is right/)).not.toBeInTheDocument();
    expect(within(q).queryByRole("button", { pressed: true })).not.toBeInTheDocument();
    expect(within(q).queryByRole("button", { name: "Reset" })).not.toBeInTheDocument();
    expect(within(q).getByRole("button", { name: /^A\./ })).toHaveFocus();
    // And it can be answered again.
    await user.click(within(q).getByRole("button", { name: /^B\./ }));
    expect(within(q).getByRole("button", { name: /^B\./, pressed: true })).toBeInTheDocument();
  });
});

describe("striking out an option", () => {
  it("click 'Strike out option A'; see it drawn through and disabled; it cannot be chosen until restored, and scores nothing", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    const q = card(/Question PQ1/);
    const strikeA = within(q).getByRole("button", { name: "Strike out option A" });
    expect(strikeA).toHaveAttribute("aria-pressed", "false");
    await user.click(strikeA);

    const restoreA = within(q).getByRole("button", { name: "Restore option A" });
    expect(restoreA).toHaveAttribute("aria-pressed", "true");
    // The option says so in words, is drawn through, and is marked disabled; a click on it does nothing.
    const a = within(q).getByRole("button", { name: /^A\. 1%, struck out$/ });
    expect(a).toHaveAttribute("aria-disabled", "true");
    // Drawn through: the option's text sits in the struck style (a look, so read from the DOM).
    // eslint-disable-next-line testing-library/no-node-access
    expect(within(a).getByText("1%").closest(".line-through")).not.toBeNull();
    await user.click(a);
    expect(a).toHaveAttribute("aria-pressed", "false");
    // No verdict (the card's own, not a toast: an earlier test's may still be leaving).
    expect(within(q).getByRole("status")).toHaveTextContent(/^$/);
    // The progress bar counts no answer.
    expect(screen.getByRole("progressbar", { name: "Questions answered" })).toHaveAttribute("value", "0");

    await user.click(restoreA);
    expect(within(q).getByRole("button", { name: "Strike out option A" })).toHaveAttribute("aria-pressed", "false");
    await user.click(within(q).getByRole("button", { name: /^A\. 1%$/ }));
    expect(within(q).getByRole("status")).toHaveTextContent("Not quite right. The correct answer is B.");
  });

  it("Shift+C strikes out option C of the focused card and says so; C then does not choose it; Reset clears the strikes", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    const q = card(/Question PQ1/);
    q.focus();
    await user.keyboard("{Shift>}C{/Shift}");
    expect(within(q).getByRole("button", { name: "Restore option C" })).toHaveAttribute("aria-pressed", "true");
    expect(within(q).getByRole("status")).toHaveTextContent("Option C struck out.");
    await user.keyboard("c");
    expect(within(q).getByRole("button", { name: /^C\. 3%, struck out$/ })).toHaveAttribute("aria-pressed", "false");
    expect(within(q).getByRole("status")).toHaveTextContent("Option C is struck out: Shift+C restores it.");

    // Answered: the strike toggles go and the verdict takes over; Reset starts the question afresh.
    await user.keyboard("b");
    expect(within(q).queryByRole("button", { name: /^(Strike out|Restore) option/ })).not.toBeInTheDocument();
    await user.click(await within(q).findByRole("button", { name: "Reset" }));
    expect(within(q).getByRole("button", { name: "Strike out option C" })).toHaveAttribute("aria-pressed", "false");
    expect(within(q).getByRole("button", { name: /^C\. 3%$/ })).not.toHaveAttribute("aria-disabled");
  });
});

describe("true/false statements card", () => {
  it("answers each statement once, shows its explanation, and awards the mark when all are right", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    const q = card(/Question PQ2/);
    expect(within(q).getByText("1 mark if all parts are correct")).toBeInTheDocument();
    const first = within(q).getByRole("group", { name: "Statement 1: true or false" });
    await user.click(within(first).getByRole("button", { name: "True" }));
    expect(await screen.findByText("Correct! 🎉")).toBeInTheDocument();
    expect(await within(q).findByText("Because of Rayleigh scattering.")).toBeInTheDocument();
    await user.click(within(first).getByRole("button", { name: /False/ }));
    expect(within(first).getByRole("button", { name: /False/ })).toHaveAttribute("aria-pressed", "false");

    const second = within(q).getByRole("group", { name: "Statement 2: true or false" });
    await user.click(within(second).getByRole("button", { name: /False/ }));
    expect(within(q).getByText(/1 mark earned/)).toBeInTheDocument();
  });

  it("withholds the mark when a statement is wrong", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    const q = card(/Question PQ2/);
    await user.click(within(within(q).getByRole("group", { name: /Statement 1/ })).getByRole("button", { name: /False/ }));
    expect(await screen.findByText("Not quite right 🤔")).toBeInTheDocument();
    await user.click(within(within(q).getByRole("group", { name: /Statement 2/ })).getByRole("button", { name: /False/ }));
    expect(within(q).getByText(/0 marks/)).toBeInTheDocument();
    await user.click(within(q).getByRole("button", { name: "Reset" }));
    expect(within(q).queryByText(/0 marks/)).not.toBeInTheDocument();
    expect(within(q).queryByText("Most cannot.")).not.toBeInTheDocument();
  });

  it("reveals the answers and explanations without answering", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    const q = card(/Question PQ2/);
    await user.click(within(q).getByRole("button", { name: "Reveal answers" }));
    expect(await within(q).findByText("Because of Rayleigh scattering.")).toBeInTheDocument();
    expect(await within(q).findByText("Most cannot.")).toBeInTheDocument();
    expect(within(q).getAllByText("Correct answer")).toHaveLength(2);
    expect(within(q).queryByText(/mark earned/)).not.toBeInTheDocument();
    await user.click(within(q).getByRole("button", { name: "Hide answers" }));
    expect(within(q).queryByText("Most cannot.")).not.toBeInTheDocument();
  });
});

describe("written question card", () => {
  it("shows parts a and b with their marks and bulleted model answers", () => {
    render(<QuestionList section={section} />);
    const q = card(/Question PQ3/);
    expect(within(q).getByText("Who signs a will?")).toBeInTheDocument();
    expect(within(q).getAllByText("(2 marks)")).toHaveLength(2);
    expect(within(q).getByText("Written response, 4 marks")).toBeInTheDocument();
    expect(within(q).getByText("On death.")).toBeInTheDocument();
  });
});

describe("page state", () => {
  it("keeps one answer per question, independently", async () => {
    const user = userEvent.setup();
    render(<QuestionList section={section} />);
    await user.click(within(card(/Question PQ1/)).getByRole("button", { name: /^A\./ }));
    const tf = card(/Question PQ2/);
    expect(within(tf).queryAllByRole("button", { pressed: true })).toHaveLength(0);
    expect(within(card(/Question PQ1/)).getByRole("button", { name: /^A\./, pressed: true })).toBeInTheDocument();
  });
});
