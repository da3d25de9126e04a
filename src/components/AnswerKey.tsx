import { ChevronDown, type LucideIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { plural } from "~/lib/plural";
import type { AnswerKeyEntry, AnswerKeyGroup } from "~/quiz/answer-key";
import { SourceList } from "./SourceList";
import { textLinkClass } from "./ui/text-link";

export interface AnswerKeyGroupStyle {
  icon: LucideIcon;
  /** Tailwind classes for the header's icon tile. */
  colour: string;
}

/** A section's answers: question, correct answer, explanation and sources, in question order. */
export function AnswerKeyEntries({ entries }: { entries: readonly AnswerKeyEntry[] }) {
  return (
    <ol className="space-y-6" data-answer-entries="">
      {entries.map((entry) => (
        <li key={entry.id} className="answer-entry break-inside-avoid">
          <h2 className="mb-2 flex items-start gap-2 font-bold">
            <Link
              to={entry.href}
              className="inline-flex shrink-0 items-center rounded-full bg-brand px-2.5 py-0.5 text-sm text-on-brand focus-ring"
            >
              <span className="sr-only">Question</span>{" "}
              {entry.number}
            </Link>
            <span className="whitespace-pre-line">{entry.question}</span>
          </h2>
          <dl className="space-y-3">
            {entry.items.map((item) => (
              <div key={item.label} className="rounded-lg bg-muted p-3">
                <dt className="text-sm font-bold text-ink-soft">{item.label}</dt>
                <dd className="mt-1">
                  {typeof item.answer === "string" ? (
                    <p className="font-bold text-correct">{item.answer}</p>
                  ) : (
                    <ul className="list-disc space-y-1 pl-5">
                      {item.answer.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  )}
                  {item.explanation && <p className="mt-1 leading-relaxed">{item.explanation}</p>}
                </dd>
              </div>
            ))}
          </dl>
          <SourceList sources={entry.sources} />
        </li>
      ))}
    </ol>
  );
}

/**
 * One answer-key section as a native <details>: opens and closes on its own, several may be
 * open at once. Its answers live on the section's own page (/answers/margaret), so the answer
 * key's first load stays small however large the bank grows; `useAnswerSectionLoader` brings
 * them in when the section opens. Without JavaScript the section links to that page.
 */
export function AnswerKeySection({ group, style }: { group: AnswerKeyGroup; style: AnswerKeyGroupStyle }) {
  const Icon = style.icon;
  return (
    <details className="group rounded-xl border border-line bg-surface shadow-card" data-answer-group={group.id} data-answer-page={group.page} data-answer-title={group.title}>
      <summary className="flex cursor-pointer list-none items-center gap-4 rounded-xl p-5 focus-ring [&::-webkit-details-marker]:hidden">
        <span className={cn("inline-flex size-10 items-center justify-center rounded-lg", style.colour)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="flex-1">
          <span className="block text-lg font-bold">{group.title}</span>
          <span className="block text-sm text-ink-soft">{plural(group.entries.length, "question")}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-6 border-t border-line p-5" data-answer-slot="">
        <p role="status" className="text-ink-soft" data-answer-status="">
          <a href={group.page} className={textLinkClass}>
            Open the {group.title} answers
          </a>{" "}
          ({plural(group.entries.length, "question")}) on their own page.
        </p>
      </div>
    </details>
  );
}

/** Each answer-key page's HTML, fetched once (the service worker serves it after the first visit). */
const pageRequests = new Map<string, Promise<string>>();

function fetchPage(url: string): Promise<string> {
  let request = pageRequests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    });
    // A failed request is not remembered, so opening the section again retries.
    request.catch(() => pageRequests.delete(url));
    pageRequests.set(url, request);
  }
  return request;
}

function pageLink(href: string, text: string): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = href;
  link.className = textLinkClass;
  link.textContent = text;
  return link;
}

/**
 * Fills an opened answer-key section with the answer list from the section's own page. Does
 * nothing for a section that is loading or loaded; after a failure it says so and links to
 * the page, and the next opening tries again.
 */
export async function loadAnswerSection(details: HTMLElement): Promise<void> {
  const page = details.dataset.answerPage;
  const slot = details.querySelector<HTMLElement>("[data-answer-slot]");
  const status = slot?.querySelector<HTMLElement>("[data-answer-status]");
  if (!page || !slot || !status || slot.dataset.state === "loading" || slot.dataset.state === "loaded") return;
  const title = details.dataset.answerTitle ?? "section's";
  slot.dataset.state = "loading";
  slot.setAttribute("aria-busy", "true");
  status.textContent = `Loading the ${title} answers…`;
  try {
    const html = await fetchPage(page);
    // Without the section page's <style>: it inlines the CSS that page uses, which the CSP of
    // this page does not list, and the rest of this page's stylesheet already styles the answers here.
    const body = html.replace(/<style\b[\s\S]*?<\/style\s*>/gi, "");
    const list = new DOMParser().parseFromString(body, "text/html").querySelector("[data-answer-entries]");
    if (!list) throw new Error(`${page} has no answer list`);
    const count = list.querySelectorAll(":scope > li").length;
    status.replaceChildren(`${plural(count, "question")} with their answers. `, pageLink(page, `Open the ${title} answers on their own page`), " to print or share them.");
    slot.append(document.importNode(list, true));
    slot.dataset.state = "loaded";
  } catch {
    status.replaceChildren(`The ${title} answers could not be loaded. `, pageLink(page, "Open them on their own page"), ", or close and open the section to try again.");
    slot.dataset.state = "failed";
  } finally {
    slot.removeAttribute("aria-busy");
  }
}

/**
 * Loads an answer-key section's answers when it opens (and any already open when the page
 * hydrates), and starts fetching them as soon as the pointer rests on or focus reaches its summary.
 */
export function useAnswerSectionLoader() {
  useEffect(() => {
    function onToggle(event: Event) {
      const details = event.target instanceof HTMLDetailsElement && event.target.matches("[data-answer-page]") ? event.target : null;
      if (details?.open) void loadAnswerSection(details);
    }
    function onApproach(event: Event) {
      const summary = event.target instanceof Element ? event.target.closest("details[data-answer-page] > summary") : null;
      const page = summary?.parentElement?.dataset.answerPage;
      if (page) void fetchPage(page).catch(() => {});
    }
    for (const details of document.querySelectorAll<HTMLDetailsElement>("details[data-answer-page][open]")) void loadAnswerSection(details);
    // toggle does not bubble: listen in the capture phase.
    document.addEventListener("toggle", onToggle, true);
    document.addEventListener("pointerover", onApproach);
    document.addEventListener("focusin", onApproach);
    return () => {
      document.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("pointerover", onApproach);
      document.removeEventListener("focusin", onApproach);
    };
  }, []);
}
