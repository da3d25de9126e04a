import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { cn } from "./cn";

describe("cn", () => {
  it("lets the later of two conflicting Tailwind classes win, whatever the stylesheet order", () => {
    expect(cn("text-sm font-bold", "text-base")).toBe("font-bold text-base");
    expect(cn("px-4", false, "px-6")).toBe("px-6");
  });
});

describe("Button", () => {
  it("renders a large button in the base size only (no small size left to win by stylesheet order)", () => {
    render(<Button size="lg">Start Practicing</Button>);
    const classes = screen.getByRole("button", { name: "Start Practicing" }).className.split(" ");
    expect(classes).toContain("text-base");
    expect(classes).not.toContain("text-sm");
  });
});
