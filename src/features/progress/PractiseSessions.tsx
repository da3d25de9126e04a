import { Play } from "lucide-react";
import { useId } from "react";
import { PRACTISE_EMPTY, PRACTISE_KINDS, PRACTISE_NAMES, PRACTISE_SESSION_MAX, practiseHref, type PractiseKind } from "~/progress/practise";
import { ButtonLink, buttonClass } from "~/ui/button";

/** The four sessions the record can start in the mock exam's tutor mode, each with its count; at zero, disabled with the reason. */
export function PractiseSessions({ counts }: { counts: Readonly<Record<PractiseKind, number>> }) {
  const id = useId();
  return (
    <div className="space-y-3">
      <p className="text-ink-soft">
        Each starts a tutor session in the mock exam (feedback after every answer), of up to {PRACTISE_SESSION_MAX} questions at a time.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PRACTISE_KINDS.map((kind) => {
          const count = counts[kind];
          const label = `${PRACTISE_NAMES[kind]} (${count})`;
          return (
            <li key={kind} className="space-y-1">
              {count > 0 ? (
                <ButtonLink href={practiseHref(kind)} className="w-full justify-start">
                  <Play aria-hidden="true" className="size-4" />
                  {label}
                </ButtonLink>
              ) : (
                <>
                  <button type="button" aria-disabled="true" aria-describedby={`${id}-${kind}`} className={buttonClass({ variant: "outline" }, "w-full justify-start text-ink-soft")}>
                    <Play aria-hidden="true" className="size-4" />
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
