/**
 * Data worked out when a page is prerendered, written into the page as a JSON data block and read
 * back by the browser, so the browser build need not carry what it was worked out from: the mock
 * exam's page carries an outline of the bank (sections and topic counts), not the bank.
 *
 * A data block (`type="application/json"`) is never executed, so the Content-Security-Policy does
 * not apply to it and it needs no hash (server/headers.mjs leaves it out).
 */

/** JSON that cannot end the <script> element early: "<" is written as its escape. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The page's data block `id`, as its JSON value; throws if the page has none. */
export function readPageData<T>(id: string): T {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLScriptElement) || element.type !== "application/json") {
    throw new Error(`This page has no data block #${id}.`);
  }
  return JSON.parse(element.text) as T;
}

/** Writes `value` into the page for readPageData. Render the same value in the browser (it hydrates as is). */
export function PageData({ id, value }: { id: string; value: unknown }) {
  // eslint-disable-next-line no-restricted-syntax -- JSON, escaped for HTML, in a data block that is never executed
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: jsonForHtml(value) }} />;
}
