import { setRecordOn, useRecordState, type RecordNotice } from "./entry";

export const SWITCH_LABEL = "Keep my progress on this device";

/** What turning the record on keeps, and where: one sentence. */
export const KEPT_SENTENCE =
  "Your answers (the question, your choice, right or wrong, when and where), your flags and your mock exam results are now kept in this browser's own storage on this device, and never sent anywhere.";

/** Where the browser will not promise to keep the record. */
export const MAY_BE_CLEARED =
  "This browser has not promised to keep it: Safari, for one, may clear a site's data after some days without a visit, so use Export progress on the Progress page to keep a copy.";

export const UNAVAILABLE =
  "This browser is not letting the site keep anything here (a private window, or storage that is full or blocked), so your progress is not being kept: everything works as with the record off.";

function noticeText(notice: RecordNotice | null): string {
  switch (notice?.kind) {
    case undefined:
      return "";
    case "on":
      return notice.persistence === "refused" ? `${KEPT_SENTENCE} ${MAY_BE_CLEARED}` : KEPT_SENTENCE;
    case "off":
      return "Turned off: nothing new is kept. What was kept stays in this browser until you clear it on the Progress page.";
    case "unavailable":
      return UNAVAILABLE;
    case "newer":
      return "Your progress here was saved by a newer version of AdviserReady: reload the page to use it. Until then nothing is kept.";
  }
}

/**
 * "Keep my progress on this device": off by default. A real switch (role="switch", aria-checked)
 * with On or Off in words beside its track; what it does is said once, in a status message.
 */
export function RecordSwitch({ progressLink = false, className = "" }: { progressLink?: boolean; className?: string }) {
  const { preference, status, notice } = useRecordState();
  const on = preference === "on" && status !== "unavailable";
  const text = noticeText(notice);
  return (
    <div className={`print:hidden ${className}`} data-record-switch>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          onClick={() => setRecordOn(!on)}
          className="inline-flex min-h-9 items-center gap-3 rounded-lg px-2 py-1 text-left font-bold hover:bg-muted focus-ring"
        >
          {SWITCH_LABEL}
          <span aria-hidden="true" className={`relative h-5 w-9 shrink-0 rounded-full ${on ? "bg-brand" : "bg-line"}`}>
            <span className={`absolute top-0.5 size-4 rounded-full bg-surface transition-all ${on ? "left-4.5" : "left-0.5"}`} />
          </span>
          <span aria-hidden="true" className="w-7 text-sm">
            {on ? "On" : "Off"}
          </span>
        </button>
        {progressLink && (
          <a href="/progress" className="rounded text-sm font-bold text-brand underline underline-offset-2 focus-ring">
            Your progress
          </a>
        )}
      </div>
      <p role="status" className={`mt-2 max-w-3xl text-sm text-ink-soft ${text ? "" : "sr-only"}`}>
        {text}
      </p>
    </div>
  );
}
