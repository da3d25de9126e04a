import { CircleExclamationPoint, Download, Trash, Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { importSummary, mergeRecords } from "~/progress/merge";
import type { StudyRecord } from "~/progress/record";
import { plural } from "~/quiz/plural";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ConfirmDialog } from "~/ui/confirm-dialog";

/** The file format's code (Zod included) loads only when a file is exported or imported. */
const loadFile = () => import("~/progress/file");

interface RecordFileActionsProps {
  record: StudyRecord;
  now: () => number;
  /** Replace the record kept here (an import merged with it). */
  onReplace: (record: StudyRecord) => Promise<void>;
  onClear: () => Promise<void>;
}

type Message = { tone: "done" | "refused"; text: string };

/** "Export progress", "Import progress" and "Clear progress", each saying what it did (or why not) in a status message. */
export function RecordFileActions({ record, now, onReplace, onClear }: RecordFileActionsProps) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function exportFile() {
    const { recordFileName, recordFileText } = await loadFile();
    const at = now();
    const name = recordFileName(new Date(at));
    const url = URL.createObjectURL(new Blob([recordFileText(record, at)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setMessage({ tone: "done", text: `Exported ${plural(record.attempts.length, "answer")}, ${plural(record.exams.length, "mock exam")} and your flags to ${name}.` });
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setBusy(true);
    try {
      const { parseRecordFile, refuseSize } = await loadFile();
      const parsed = refuseSize(file.size) ?? parseRecordFile(await file.text());
      if (!parsed.ok) return setMessage({ tone: "refused", text: parsed.message });
      const summary = importSummary(record, parsed.record);
      await onReplace(mergeRecords(record, parsed.record));
      setMessage({
        tone: "done",
        text: `Imported ${file.name}: ${plural(summary.added, "answer")} added${summary.known > 0 ? ` (${summary.known} already here, not counted twice)` : ""}, ${plural(summary.exams, "mock exam")} added, flags and exam date merged.`,
      });
    } catch {
      setMessage({ tone: "refused", text: "That file could not be read, or your progress could not be saved. Nothing was imported; your progress is unchanged." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void exportFile()}>
          <Download aria-hidden="true" className="size-4" />
          Export progress
        </Button>
        <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
          <Upload aria-hidden="true" className="size-4" />
          Import progress
        </Button>
        <input ref={input} type="file" accept=".json,application/json" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void importFile(event)} data-testid="import-file" />
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <Trash aria-hidden="true" className="size-4" />
          Clear progress
        </Button>
      </div>
      <p role="status" className={cn("flex items-start gap-2 font-bold", message?.tone === "refused" ? "text-incorrect" : "text-correct", !message && "sr-only")}>
        {message?.tone === "refused" && <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
        {message?.text}
      </p>
      <ConfirmDialog
        open={confirming}
        title="Clear your progress?"
        confirmLabel="Clear progress"
        cancelLabel="Keep it"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClear().then(
            () => setMessage({ tone: "done", text: "Your progress is cleared: nothing of it is left in this browser." }),
            () => setMessage({ tone: "refused", text: "Your progress could not be cleared. Reload the page and try again." }),
          );
        }}
      >
        <p>This removes every answer, flag and mock exam result kept here, and your exam date. It cannot be undone: export your progress first to keep a copy.</p>
      </ConfirmDialog>
    </div>
  );
}
