import { X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "./cn";
import { useModalDialog } from "./use-modal-dialog";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal built on the native <dialog>: the browser traps focus, Escape closes it, and focus
 * returns to whatever opened it.
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const id = useId();
  const ref = useModalDialog(open);
  const titleId = `${id}-title`;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
      className={cn(
        "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-0 text-ink shadow-dialog backdrop:bg-black/50",
        className,
      )}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label="Close" className="rounded-md p-1 text-ink-soft hover:bg-muted focus-ring">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
