import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixtureSections } from "~/exam/fixtures";
import { answerKeyGroups } from "~/questions/answer-key";
import { AnswerKeyPrint } from "./AnswerKeyPrint";
import { AnswerSectionPage } from "./AnswerSectionPage";
import { AnswersPage, summarise } from "./AnswersPage";

const groups = answerKeyGroups(fixtureSections);

describe("/answers, the answer key's index", () => {
  it("lists every section with its count, each a link to its own page, and the print view of every answer", () => {
    render(<AnswersPage core={summarise(groups)} caseStudies={[]} topics={[]} />);
    const core = within(screen.getByRole("region", { name: "The core practice set" }));
    for (const group of groups)
      expect(core.getByRole("link", { name: new RegExp(`^${group.title}\\s*${group.entries.length} answers?$`) })).toHaveAttribute("href", group.page);
    expect(screen.getByRole("link", { name: "Print every answer" })).toHaveAttribute("href", "/answers/print");
    // The answers themselves are on the section pages.
    expect(screen.queryByText("Correct answer")).not.toBeInTheDocument();
  });
});

// An anchor is an element's id, which is what a link lands on: these tests read ids directly.
/* eslint-disable testing-library/no-node-access, testing-library/no-container */
describe("the answer key's anchors", () => {
  it("on a section's page, each answer is anchored by its question's id and links to its card on the practice page", () => {
    const { container } = render(<AnswerSectionPage group={groups[0]!} />);
    // Each entry is headed by its question's number.
    const entries = screen.getAllByRole("heading", { level: 2, name: /^Question PQ\d/ }).map((heading) => heading.closest("li")!);
    expect(entries.map((li) => li.id)).toEqual(["m1", "m2", "m3", "m4"]);
    expect(within(container.querySelector("#m4")!).getByRole("link", { name: "Question PQ4" })).toHaveAttribute("href", "/margaret#m4");
  });

  it("in the print view, every question of every section has its anchor, once, under its section's heading", () => {
    const { container } = render(<AnswerKeyPrint groups={groups} />);
    const ids = fixtureSections.flatMap((section) => section.questions.map((q) => q.id));
    for (const id of ids) expect(container.querySelectorAll(`[id="${id}"]`), id).toHaveLength(1);
    expect(container.querySelector("#g2")).toHaveTextContent("Question g2?");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(groups.map((group) => group.title));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(ids.length);
  });
});
