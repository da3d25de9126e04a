import type { Source } from "~/questions/types";

/** A question's sources, each a link a learner can open. */
export function SourceList({ sources }: { sources: readonly Source[] }) {
  return (
    <div className="mt-3 text-sm text-ink-soft">
      <span className="font-bold text-ink">{sources.length > 1 ? "Sources: " : "Source: "}</span>
      <ul className="inline">
        {sources.map((source, i) => (
          <li key={`${source.url} ${source.at ?? ""}`} className="inline">
            {i > 0 && "; "}
            <a href={source.url} className="underline underline-offset-2 hover:text-ink focus-ring" rel="noopener noreferrer">
              {source.at ? `${source.title}, ${source.at}` : source.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
