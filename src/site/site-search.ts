/**
 * <site-search>: the search field in the header (and in the phone menu). Nothing of the search is
 * loaded until the learner uses the field (src/scripts/site.ts loads this module on first focus): then Pagefind's script and index, built with the site
 * (integrations/search-index.mjs), come from /pagefind/ on this site, so no request leaves it.
 * Results are links to a question's own anchor or a topic's study notes, with the words that
 * matched marked. "/" anywhere (outside a text field) focuses the field; arrow keys move between
 * the results; Escape goes back to the field, then clears it.
 */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(term: string, options?: Record<string, unknown>, wait?: number): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const SHOWN = 8;
let pagefind: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  const url = "/pagefind/pagefind.js";
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 22 });
    return module;
  });
  return pagefind;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/** Pagefind's excerpt (escaped text with <mark> around matches) as nodes: no HTML is parsed. */
function excerptNodes(excerpt: string): Node[] {
  return excerpt.split(/(<mark>.*?<\/mark>)/).map((part) => {
    const marked = /^<mark>(.*)<\/mark>$/.exec(part);
    if (!marked) return document.createTextNode(decode(part));
    const mark = document.createElement("mark");
    mark.textContent = decode(marked[1]!);
    return mark;
  });
}

class SiteSearch extends HTMLElement {
  #search = 0;

  get #input() {
    return this.querySelector("input")!;
  }
  get #list() {
    return this.querySelector("ul")!;
  }
  get #status() {
    return this.querySelector("[role=status]")!;
  }
  get #links() {
    return [...this.#list.querySelectorAll("a")];
  }

  connectedCallback() {
    const input = this.#input;
    void loadPagefind().catch(() => {});
    input.addEventListener("input", () => void this.#run(input.value.trim()));
    // This code loads when the field is first used: what was typed meanwhile is searched now.
    if (input.value.trim()) void this.#run(input.value.trim());
    this.addEventListener("keydown", this.#keys);
    this.querySelector("form")?.addEventListener("submit", (event) => {
      event.preventDefault();
      this.#links[0]?.focus();
    });
  }

  #keys = (event: KeyboardEvent) => {
    const links = this.#links;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown" && links.length > 0) {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]!.focus();
    } else if (event.key === "ArrowUp" && at >= 0) {
      event.preventDefault();
      if (at === 0) this.#input.focus();
      else links[at - 1]!.focus();
    } else if (event.key === "Escape") {
      if (at >= 0) this.#input.focus();
      else if (this.#input.value) {
        this.#input.value = "";
        void this.#run("");
      } else return;
      event.preventDefault();
    }
  };

  async #run(term: string) {
    const mine = ++this.#search;
    if (!term) return this.#show(term, []);
    try {
      const found = await (await loadPagefind()).debouncedSearch(term, {}, 150);
      if (!found || mine !== this.#search) return;
      const data = await Promise.all(found.results.slice(0, SHOWN).map((result) => result.data()));
      if (mine === this.#search) this.#show(term, data, found.results.length);
    } catch {
      if (mine === this.#search) this.#say("Search is not available right now: reload the page to try again.");
    }
  }

  #say(text: string) {
    this.#status.textContent = text;
  }

  #show(term: string, results: PagefindResultData[], total = results.length) {
    const list = this.#list;
    list.replaceChildren(
      ...results.map((result) => {
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = result.url;
        const title = document.createElement("span");
        title.className = "block font-bold text-ink";
        title.textContent = result.meta.title ?? result.url;
        const excerpt = document.createElement("span");
        excerpt.className = "block text-sm text-ink-soft";
        excerpt.append(...excerptNodes(result.excerpt));
        link.append(title, excerpt);
        item.append(link);
        return item;
      }),
    );
    list.hidden = results.length === 0;
    if (!term) return this.#say("");
    const shown = total > results.length ? `; the first ${results.length} are shown` : "";
    this.#say(total === 0 ? `No results for “${term}”.` : `${total} result${total === 1 ? "" : "s"} for “${term}”${shown}.`);
  }
}

if (!customElements.get("site-search")) customElements.define("site-search", SiteSearch);

// A module: src/scripts/site.ts imports it when the field is first used.
export {};
