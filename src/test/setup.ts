import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";

// jsdom has <dialog> but not its modal methods: give it the attribute behaviour browsers have.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

// jsdom does no layout.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  // sonner keeps toasts in a module-level store: clear it so tests do not see each other's toasts.
  toast.dismiss();
  cleanup();
  // A mock exam in progress is kept in the tab's sessionStorage: each test starts in a fresh tab.
  sessionStorage.clear();
});
