// The floor: a plain HTML page with no JavaScript and no stylesheet, carrying the same words as
// a practice page, served by the same server. The site's LCP is judged against this page's LCP
// measured in the same bench run, so the machine's speed cancels out.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The visible text of a prerendered page, as paragraphs (scripts, styles and the head dropped). */
export function visibleText(html) {
  const body = html
    .replace(/<head\b[\s\S]*?<\/head>/i, "")
    .replace(/<(script|style|template|svg)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<\/(p|li|h[1-6]|div|section|article|dt|dd|tr|summary|button|header|footer|nav)>/gi, "\n")
    .replace(/<[^>]+>/g, " ");
  return body
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const page = (title, paragraphs) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="A plain HTML page with the same text as a practice page, used as the performance floor.">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>${title}</h1>
${paragraphs.map((text) => `<p>${text}</p>`).join("\n")}
</main>
</body>
</html>
`;

/**
 * Writes the floor site into `dir` (index.html, plus the 404.html the server requires), with the
 * text of `samplePage` (a prerendered practice page). Returns the floor's HTML size in bytes.
 */
export function writeFloor(dir, samplePage) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const paragraphs = visibleText(readFileSync(samplePage, "utf8"));
  const html = page("Plain HTML floor", paragraphs);
  writeFileSync(join(dir, "index.html"), html);
  writeFileSync(join(dir, "404.html"), page("Not found", ["There is nothing here."]));
  return Buffer.byteLength(html);
}
