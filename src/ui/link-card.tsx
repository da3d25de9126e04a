import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

/** A card that is one link: a title with an arrow, an optional line of detail, and a description. */
export function LinkCard({ href, title, detail, children }: { href: string; title: string; detail?: string; children: ReactNode }) {
  return (
    <a href={href} className="group block h-full rounded-xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-brand focus-ring">
      <span className="flex items-center justify-between gap-2 text-lg font-bold">
        {title}
        <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand" />
      </span>
      {detail && <span className="mt-1 block text-sm text-ink-soft">{detail}</span>}
      <span className="mt-2 block leading-relaxed text-ink-soft">{children}</span>
    </a>
  );
}
