import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteNav } from "./SiteNav";

describe("site navigation", () => {
  it("has the six links in order and marks the current page", () => {
    render(<SiteNav path="/julie-scott" />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const labels = ["Preface", "Margaret", "Julie & Scott", "Standalone Scenarios", "General Questions", "Answers"];
    const desktop = within(nav).getAllByRole("list")[0]!;
    expect(within(desktop).getAllByRole("link").map((a) => a.textContent)).toEqual(labels);
    expect(within(desktop).getByRole("link", { name: "Julie & Scott" })).toHaveAttribute("aria-current", "page");
    expect(within(desktop).getByRole("link", { name: "Preface" })).not.toHaveAttribute("aria-current");
  });

  it("marks Answers as current on an answer-key section's page", () => {
    render(<SiteNav path="/answers/margaret" />);
    const desktop = within(screen.getByRole("navigation", { name: "Main" })).getAllByRole("list")[0]!;
    expect(within(desktop).getByRole("link", { name: "Answers" })).toHaveAttribute("aria-current", "page");
  });

  it("has a Menu button that opens the six links in the browser's own popover (no script)", () => {
    const { container } = render(<SiteNav path="/" />);
    const menuButton = screen.getByRole("button", { name: "Menu" });
    const menu = container.querySelector(`#${menuButton.getAttribute("popovertarget")}`)!;
    expect(menu).toHaveAttribute("popover", "auto");
    expect(menu.querySelectorAll("a")).toHaveLength(6);
  });
});
