import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/** Random clicks and key presses with a printed, replayable seed. */
const SEED = (process.env.MONKEY_SEED ? Number(process.env.MONKEY_SEED) : 20_261_125) >>> 0;
const KEYS = ["a", "b", "c", "d", "1", "2", "e", "r", "j", "k", "t", "f", "Tab", "Enter", " ", "Escape", "?"];
// The pages with the most to press: a practice page (multiple choice, written and true/false
// questions, the record switch) and the mock exam.
const ROUTES = ["/margaret", "/exam"];
const ACTIONS = 40;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a learner could see broken: a blank page, no heading, an open dialog without a title. */
async function broken(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if ((document.body.innerText ?? "").trim().length < 100) problems.push("the page is (nearly) blank");
    if (document.querySelectorAll("h1").length !== 1) problems.push(`${document.querySelectorAll("h1").length} h1 elements`);
    for (const dialog of document.querySelectorAll("dialog[open]")) if (!dialog.getAttribute("aria-labelledby")) problems.push("an open dialog has no title");
    return problems;
  });
}

ROUTES.forEach((path, index) => {
  // Each action reads the page and checks it again: slow on a busy machine.
  test.slow();
  test(`${ACTIONS} random clicks and key presses on ${path} (MONKEY_SEED=${SEED})`, async ({ page }) => {
    const random = mulberry32(SEED + index);
    await page.goto(path);
    await hydrated(page);
    const log: string[] = [];
    for (let action = 0; action < ACTIONS; action++) {
      const [kind, pick, key] = [random(), random(), random()];
      const target = await page.evaluate((pick) => {
        const candidates = Array.from(document.querySelectorAll<HTMLElement>("main button, main summary, update-offer button")).filter(
          (element) => element.offsetParent !== null && !element.closest("[hidden], [inert]"),
        );
        const element = candidates[Math.floor(pick * candidates.length)];
        if (!element) return null;
        element.scrollIntoView({ block: "center" });
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2, what: (element.textContent ?? "").trim().slice(0, 40) };
      }, pick);
      if (kind < 0.6 && target) {
        log.push(`click ${target.what}`);
        await page.mouse.click(target.x, target.y);
      } else {
        let pressed = KEYS[Math.floor(key * KEYS.length)]!;
        // Following a link is for the other journeys: this test stays on its page.
        if ((pressed === "Enter" || pressed === " ") && (await page.evaluate(() => document.activeElement?.closest("a") !== null))) pressed = "Escape";
        log.push(`key ${pressed}`);
        await page.keyboard.press(pressed);
      }
      expect(new URL(page.url()).pathname, `after: ${log.slice(-8).join(" | ")}`).toBe(path);
      expect(await broken(page), `after: ${log.slice(-8).join(" | ")}`).toEqual([]);
    }
  });
});
