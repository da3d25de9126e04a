import { useId, useRef, type ReactNode } from "react";
import { Button } from "./button";
import { useModalDialog } from "./use-modal-dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog>: the browser traps focus, makes the page behind it
 * inert, closes on Escape (reported as cancel) and returns focus on close. The safe choice
 * (cancel) comes first and takes focus.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  // The safe choice takes focus.
  const ref = useModalDialog(open, () => cancelRef.current?.focus());

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: let React state close it, so state and dialog never disagree.
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-6 text-ink shadow-dialog backdrop:bg-black/60"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <div id={bodyId} className="mt-3 space-y-2 leading-relaxed text-ink-soft">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </dialog>
  );
}
