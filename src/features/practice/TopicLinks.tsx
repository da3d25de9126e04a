import type { QuestionLink } from "~/questions/catalogue";
import { textLinkClass } from "~/ui/text-link";

/** A topic's questions that live in case studies and on the original practice pages, where their facts are. */
export function TopicLinks({ links }: { links: readonly QuestionLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="topic-elsewhere" className="mt-12">
      <h2 id="topic-elsewhere" className="mb-3 text-xl font-bold">
        More on this topic in case studies
      </h2>
      <ul className="grid gap-1 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={textLinkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
