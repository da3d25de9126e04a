import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";

/** Renders UI as the app does: inside a router, with the toaster mounted. */
export function renderPage(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Toaster />
    </MemoryRouter>,
  );
}
