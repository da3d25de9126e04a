import { useLayoutEffect, useRef } from "react";

/**
 * Keeps a native <dialog> in step with React state: showModal() when open (the browser traps
 * focus, makes the page inert and returns focus on close), close() when not. Where showModal is
 * missing (jsdom) it toggles the open attribute. `onOpen` runs after opening (e.g. to focus).
 * A layout effect, so the dialog opens and closes in the same frame as the state change.
 */
export function useModalDialog(open: boolean, onOpen?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      onOpen?.();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
    // onOpen is read when the dialog opens; it need not re-run the effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return ref;
}
