import { cn } from "~/ui/cn";
import type { ProfileFact } from "~/questions/types";

/** A client's facts as label and value pairs (a client profile, a case study's profile). */
export function FactList({ facts, className }: { facts: readonly ProfileFact[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-4 gap-y-2", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-bold">{fact.label}</dt>
          <dd className="text-ink-soft">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
