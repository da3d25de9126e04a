import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sections } from "~/content";
import { renderPage } from "~/test/render";
import AnswersPage from "./answers";

describe("answer key", () => {
  it("has one section per practice page with its question count, all closed at first", () => {
    renderPage(<AnswersPage />, { path: "/answers" });
    const groups = document.querySelectorAll("details");
    expect(groups).toHaveLength(4);
    sections.forEach((section, i) => {
      const summary = groups[i]!.querySelector("summary")!;
      expect(summary).toHaveTextContent(section.title);
      expect(summary).toHaveTextContent(`${section.questions.length} question`);
      expect(groups[i]).not.toHaveAttribute("open");
    });
  });

  it("opens several sections at once, each showing questions, correct answers and explanations", async () => {
    const user = userEvent.setup();
    renderPage(<AnswersPage />, { path: "/answers" });
    const [margaret, , standalone] = document.querySelectorAll("details");
    await user.click(within(margaret!).getByText("Margaret"));
    await user.click(within(standalone!).getByText("Standalone Scenarios"));
    expect(margaret).toHaveAttribute("open");
    expect(standalone).toHaveAttribute("open");
    expect(within(margaret!).getAllByText("Correct answer").length).toBeGreaterThan(0);
    expect(within(margaret!).getByRole("link", { name: "Question PQ1" })).toHaveAttribute("href", "/margaret#pq1");
    expect(screen.getAllByText(/^(Source|Sources):/).length).toBeGreaterThan(0);
  });
});
