import { Dialog } from "~/ui/dialog";

const SHORTCUTS: readonly [keys: string[], what: string][] = [
  [["A", "B", "C", "D"], "Choose an option (or 1 to 4)"],
  [["Shift + A to D"], "Strike out an option, or restore it"],
  [["T", "F"], "True or False on the focused statement"],
  [["E"], "Show or hide the explanation"],
  [["R"], "Reset the question (in a timed exam: clear your answer)"],
  [["J"], "Next question"],
  [["K"], "Previous question"],
  [["?"], "Show these shortcuts"],
];

/** The keyboard shortcuts, listed. They act on the question that has focus and never while typing. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Keyboard shortcuts">
      <p className="mb-4 text-sm text-ink-soft">Shortcuts act on the question that has focus (press J to start). They do nothing while you type.</p>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={what} className="contents">
            <dt className="flex gap-1">
              {keys.map((k) => (
                <kbd key={k} className="min-w-7 rounded border border-line bg-muted px-2 py-0.5 text-center font-mono text-sm">
                  {k}
                </kbd>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
