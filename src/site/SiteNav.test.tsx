import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { navLinks } from "./site";
import { SiteNav } from "./SiteNav";

const ORIGINALS = [
  { to: "/margaret", label: "Margaret" },
  { to: "/julie-scott", label: "Julie & Scott" },
  { to: "/standalone", label: "Standalone Scenarios" },
  { to: "/general", label: "General Questions" },
];
const LINKS = navLinks(ORIGINALS);
const LABELS = ["Preface", "Margaret", "Julie & Scott", "Standalone Scenarios", "General Questions", "Answers", "Practice", "Mock exam", "Progress"];

describe("site navigation", () => {
  it("has the original pages' links, then Answers, Practice, Mock exam and Progress, and marks the current page", () => {
    render(<SiteNav path="/julie-scott" links={LINKS} />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const wide = within(nav).getAllByRole("list")[0]!;
    expect(
      within(wide)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(LABELS);
    expect(within(wide).getByRole("link", { name: "Julie & Scott" })).toHaveAttribute("aria-current", "page");
    expect(within(wide).getByRole("link", { name: "Preface" })).not.toHaveAttribute("aria-current");
  });

  it("marks Answers as current on an answer-key section's page", () => {
    render(<SiteNav path="/answers/margaret" links={LINKS} />);
    const wide = within(screen.getByRole("navigation", { name: "Main" })).getAllByRole("list")[0]!;
    expect(within(wide).getByRole("link", { name: "Answers" })).toHaveAttribute("aria-current", "page");
  });

  it("has a search field, and a Menu button that opens the links and another search field in the browser's own popover", () => {
    render(<SiteNav path="/" links={LINKS} />);
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("searchbox", { name: "Search questions and study notes" })).toBeInTheDocument();
    const menuButton = screen.getByRole("button", { name: "Menu" });
    // The popover is hidden until opened: found by the name the button targets.
    const menu = screen.getByLabelText("Menu", { selector: "[popover]" });
    expect(menuButton).toHaveAttribute("popovertarget", menu.id);
    expect(menu).toHaveAttribute("popover", "auto");
    // Closed, the popover's contents are hidden from everyone; they are there for when it opens.
    expect(
      within(menu)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(LABELS);
    expect(within(menu).getByRole("searchbox", { name: "Search questions and study notes", hidden: true })).toBeInTheDocument();
  });
});
