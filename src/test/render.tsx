import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

/**
 * Renders UI with a toaster mounted, as a page island does. A practice page's QuestionList brings
 * its own (render it with `render`); the mock exam's island adds one around ExamPage.
 */
export function renderPage(ui: ReactNode) {
  return render(
    <>
      {ui}
      <Toaster />
    </>,
  );
}
