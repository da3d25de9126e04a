import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { importSummary, mergeRecords } from "~/progress/merge";
import type { StudyRecord } from "~/progress/record";
import { count, outlineButtonClass, primaryButtonClass } from "./styles";

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

/** "Export progress", "Import progress" and "Clear progress" (which asks first), each saying what it did, or why not, in a status message. */
export function RecordFileActions({ record, now, onReplace, onClear }: RecordFileActionsProps) {
  const input = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // Asking first: the question takes focus on its safe answer.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

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
    setMessage({
      tone: "done",
      text: `Exported ${count(record.attempts.length, "answer")}, ${count(record.exams.length, "mock exam")} and your flags to ${name}.`,
    });
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
        text: `Imported ${file.name}: ${count(summary.added, "answer")} added${summary.known > 0 ? ` (${summary.known} already here, not counted twice)` : ""}, ${count(summary.exams, "mock exam")} added, flags and exam date merged.`,
      });
    } catch {
      setMessage({
        tone: "refused",
        text: "That file could not be read, or your progress could not be saved. Nothing was imported; your progress is unchanged.",
      });
    } finally {
      setBusy(false);
    }
  }

  function clear() {
    setConfirming(false);
    onClear().then(
      () => setMessage({ tone: "done", text: "Your progress is cleared: nothing of it is left in this browser." }),
      () => setMessage({ tone: "refused", text: "Your progress could not be cleared. Reload the page and try again." }),
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={outlineButtonClass} onClick={() => void exportFile()}>
          Export progress
        </button>
        <button type="button" className={outlineButtonClass} onClick={() => input.current?.click()} disabled={busy}>
          Import progress
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void importFile(event)}
          data-testid="import-file"
        />
        <button
          ref={clearRef}
          type="button"
          className={outlineButtonClass}
          aria-expanded={confirming}
          aria-controls="clear-confirm"
          onClick={() => setConfirming(true)}
        >
          Clear progress
        </button>
      </div>
      {confirming && (
        <div id="clear-confirm" role="group" aria-labelledby="clear-confirm-title" className="rounded-lg border-2 border-incorrect-line bg-incorrect-soft p-4">
          <p id="clear-confirm-title" className="font-bold">
            Clear your progress?
          </p>
          <p className="mt-1 text-ink-soft">
            This removes every answer, flag and mock exam result kept here, and your exam date. It cannot be undone: export your progress first to keep a copy.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              className={outlineButtonClass}
              onClick={() => {
                setConfirming(false);
                clearRef.current?.focus();
              }}
            >
              Keep it
            </button>
            <button type="button" className={primaryButtonClass} onClick={clear}>
              Yes, clear my progress
            </button>
          </div>
        </div>
      )}
      <p role="status" className={`font-bold ${message?.tone === "refused" ? "text-incorrect" : "text-correct"} ${message ? "" : "sr-only"}`}>
        {message && (message.tone === "refused" ? `Refused. ${message.text}` : message.text)}
      </p>
    </div>
  );
}
