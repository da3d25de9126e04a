import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/ui/error-boundary";
import { examErrorNote } from "./ExamIsland";
import { writeSavedExam } from "./saved-exam";

function Broken(): never {
  throw new Error("boom");
}

function crash() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return render(
    <ErrorBoundary note={examErrorNote}>
      <Broken />
    </ErrorBoundary>,
  );
}

describe("the mock exam's error screen says only what is true", () => {
  afterEach(() => vi.restoreAllMocks());

  it("with an exam kept in the tab: it can be resumed after a reload, and there is a way back", async () => {
    writeSavedExam("{}");
    crash();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Your mock exam is kept in this tab: reload the page and choose Resume to carry on where you were");
    expect(alert).not.toHaveTextContent(/nothing is lost/);
    const reload = vi.fn();
    vi.stubGlobal("location", { ...location, reload });
    await userEvent.click(within(alert).getByRole("button", { name: "Reload this page" }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
    expect(within(alert).getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  });

  it("with none kept: a reload starts from the form", () => {
    crash();
    expect(screen.getByRole("alert")).toHaveTextContent("No mock exam in progress is kept in this tab, so a reload starts from the form.");
  });
});
