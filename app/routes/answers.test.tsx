import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sections } from "~/content";
import { answerKeyPagePath } from "~/quiz/answer-key";
import { renderPage } from "~/test/render";
import AnswersPage from "./answers";
import AnswerSectionPage from "./answers-section";
import type { Route } from "./+types/answers-section";

/** What the production server sends for /answers/<section>: that page, prerendered. */
function sectionPageHtml(path: string): string {
  const props = { params: { section: path.replace("/answers/", "") } } as Route.ComponentProps;
  return `<!doctype html><html><body>${renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <AnswerSectionPage {...props} />
    </MemoryRouter>,
  )}</body></html>`;
}

/** A fetch that serves the answer-key section pages, and counts what it was asked for. */
function serveSectionPages({ fail = false } = {}) {
  const requested: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requested.push(url);
      if (fail) throw new TypeError("Failed to fetch");
      return new Response(sectionPageHtml(url), { status: 200, headers: { "content-type": "text/html" } });
    }),
  );
  return requested;
}

afterEach(() => vi.unstubAllGlobals());

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

  it("links each section to its own page, for readers without JavaScript", () => {
    renderPage(<AnswersPage />, { path: "/answers" });
    for (const section of sections) {
      expect(screen.getByRole("link", { name: `Open the ${section.title} answers` })).toHaveAttribute("href", answerKeyPagePath(section));
    }
  });

  it("opens several sections at once, each loading its questions, correct answers and explanations", async () => {
    const requested = serveSectionPages();
    const user = userEvent.setup();
    renderPage(<AnswersPage />, { path: "/answers" });
    const [margaret, , standalone] = document.querySelectorAll("details");
    await user.click(within(margaret!).getByText("Margaret"));
    await user.click(within(standalone!).getByText("Standalone Scenarios"));
    expect(margaret).toHaveAttribute("open");
    expect(standalone).toHaveAttribute("open");
    expect(await within(margaret!).findByRole("link", { name: "Question PQ1" })).toHaveAttribute("href", "/margaret#pq1");
    expect(within(margaret!).getAllByText("Correct answer").length).toBeGreaterThan(0);
    expect(await within(standalone!).findAllByText(/^(Source|Sources):/)).not.toHaveLength(0);
    expect(within(margaret!).getByRole("status")).toHaveTextContent(`${sections[0].questions.length} questions with their answers.`);
    expect(requested).toEqual(expect.arrayContaining(["/answers/margaret", "/answers/standalone-scenarios"]));
  });

  it("fetches a section once, however often it is opened and closed", async () => {
    const requested = serveSectionPages();
    const user = userEvent.setup();
    renderPage(<AnswersPage />, { path: "/answers" });
    const general = document.querySelectorAll("details")[3]!;
    const summary = within(general).getByText("General Questions");
    await user.click(summary);
    await within(general).findAllByText("Correct answer");
    await user.click(summary);
    await user.click(summary);
    expect(within(general).getAllByRole("list").filter((list) => list.matches("[data-answer-entries]"))).toHaveLength(1);
    expect(requested.filter((url) => url === "/answers/general-questions")).toHaveLength(1);
  });

  it("says when a section cannot be loaded, links to its page, and tries again on the next opening", async () => {
    serveSectionPages({ fail: true });
    const user = userEvent.setup();
    renderPage(<AnswersPage />, { path: "/answers" });
    const julieScott = document.querySelectorAll("details")[1]!;
    const summary = within(julieScott).getByText("Julie & Scott");
    await user.click(summary);
    const status = within(julieScott).getByRole("status");
    await vi.waitFor(() => expect(status).toHaveTextContent("The Julie & Scott answers could not be loaded."));
    expect(within(status).getByRole("link", { name: "Open them on their own page" })).toHaveAttribute("href", "/answers/julie-scott");

    serveSectionPages();
    await user.click(summary);
    await user.click(summary);
    expect(await within(julieScott).findByRole("link", { name: "Question PQ13" })).toHaveAttribute("href", "/julie-scott#pq13");
  });
});

describe("a section's own answer page", () => {
  it("shows every question of the section with its answer, and a way back to the whole key", () => {
    const props = { params: { section: "general-questions" } } as Route.ComponentProps;
    renderPage(<AnswerSectionPage {...props} />, { path: "/answers/general-questions" });
    expect(screen.getByRole("heading", { level: 1, name: "Answers: General Questions" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All answers" })).toHaveAttribute("href", "/answers");
    const general = sections[3];
    expect(document.querySelectorAll("[data-answer-entries] > li")).toHaveLength(general.questions.length);
  });

  it("is a not-found page for a section that does not exist", () => {
    const props = { params: { section: "nobody" } } as Route.ComponentProps;
    renderPage(<AnswerSectionPage {...props} />, { path: "/answers/nobody" });
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
