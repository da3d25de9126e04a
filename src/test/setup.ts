import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";

afterEach(() => {
  // sonner keeps toasts in a module-level store: clear it so tests do not see each other's toasts.
  toast.dismiss();
  cleanup();
});
