import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderPage } from "~/test/render";
import { SiteNav } from "./SiteNav";

describe("site navigation", () => {
  it("has the six links in order and marks the current page", () => {
    renderPage(<SiteNav />, { path: "/julie-scott" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    const labels = ["Preface", "Margaret", "Julie & Scott", "Standalone Scenarios", "General Questions", "Answers"];
    const desktop = within(nav).getAllByRole("list")[0]!;
    expect(within(desktop).getAllByRole("link").map((a) => a.textContent)).toEqual(labels);
    expect(within(desktop).getByRole("link", { name: "Julie & Scott" })).toHaveAttribute("aria-current", "page");
    expect(within(desktop).getByRole("link", { name: "Preface" })).not.toHaveAttribute("aria-current");
  });

  it("opens the menu with the Menu button, and Escape closes it and returns focus", async () => {
    const user = userEvent.setup();
    renderPage(<SiteNav />, { path: "/" });
    const menuButton = screen.getByRole("button", { name: /Menu/ });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(menuButton.getAttribute("aria-controls")!)!;
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole("link")).toHaveLength(6);
    await user.keyboard("{Escape}");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(menuButton).toHaveFocus();
  });

  it("closes the menu after following a link", async () => {
    const user = userEvent.setup();
    renderPage(<SiteNav />, { path: "/" });
    const menuButton = screen.getByRole("button", { name: /Menu/ });
    await user.click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute("aria-controls")!)!;
    await user.click(within(menu).getByRole("link", { name: "General Questions" }));
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });
});
