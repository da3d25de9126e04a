import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function Boom(): never {
  throw new Error("Kaboom: a bug in a page");
}

function Fine() {
  return <h1>Margaret</h1>;
}

afterEach(() => vi.restoreAllMocks());

describe("the error page", () => {
  it("shows a friendly page with a way home when a page throws, instead of a blank screen", async () => {
    // React reports the caught error on the console; keep the output clean but make sure it happened.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    // As in the app: pages are children of the root route, whose ErrorBoundary catches their errors.
    const Stub = createRoutesStub([{ path: "/", Component: Outlet, ErrorBoundary, children: [{ path: "general", Component: Boom }] }]);
    render(<Stub initialEntries={["/general"]} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(/An unexpected error stopped this page from loading/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    expect(consoleError).toHaveBeenCalled();
  });

  it("catches an error thrown while the learner is using the page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Fragile() {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error("Kaboom after a click");
      return (
        <button type="button" onClick={() => setBroken(true)}>
          Break
        </button>
      );
    }
    const Stub = createRoutesStub([{ path: "/", Component: Outlet, ErrorBoundary, children: [{ path: "margaret", Component: Fragile }] }]);
    render(<Stub initialEntries={["/margaret"]} />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Break" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Break" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  });

  it("says 'Page not found' for a 404 response, also with a way home", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: Fine,
        ErrorBoundary,
        HydrateFallback: () => null, // the loader runs before the first render
        loader: () => {
          throw new Response("Not Found", { status: 404 });
        },
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("heading", { name: "Margaret" })).not.toBeInTheDocument();
  });
});
