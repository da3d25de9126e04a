import { useId } from "react";
import { PRACTISE_EMPTY, PRACTISE_KINDS, PRACTISE_NAMES, PRACTISE_SESSION_MAX, practiseHref, type PractiseKind } from "~/progress/practise";
import { outlineButtonClass, primaryButtonClass } from "./styles";

/** The four sessions the record can start in the mock exam's tutor mode, each with its count; at zero, disabled with the reason. */
export function PractiseSessions({ counts }: { counts: Readonly<Record<PractiseKind, number>> }) {
  const id = useId();
  return (
    <div className="space-y-3">
      <p className="text-ink-soft">
        Each starts a practice session on the Mock exam page (feedback after every answer), of up to {PRACTISE_SESSION_MAX} questions at a time.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PRACTISE_KINDS.map((kind) => {
          const label = `${PRACTISE_NAMES[kind]} (${counts[kind]})`;
          return (
            <li key={kind} className="space-y-1">
              {counts[kind] > 0 ? (
                <a href={practiseHref(kind)} className={`${primaryButtonClass} w-full`}>
                  {label}
                </a>
              ) : (
                <>
                  {/* aria-disabled, not disabled: it stays focusable, so its reason is heard. */}
                  <button type="button" aria-disabled="true" aria-describedby={`${id}-${kind}`} className={`${outlineButtonClass} w-full text-ink-soft`}>
                    {label}
                  </button>
                  <p id={`${id}-${kind}`} className="text-sm text-ink-soft">
                    {PRACTISE_EMPTY[kind]}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
