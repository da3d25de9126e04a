import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, openPage, ROUTES, sharedBrowser } from "./browser";

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------
// Monkey test: random clicks and key presses with a printed, replayable seed.
// ---------------------------------------------------------------------------------------------

const SEED = (process.env.MONKEY_SEED ? Number(process.env.MONKEY_SEED) : 20_240_606) >>> 0;
console.log(`monkey seed: ${SEED} (replay with MONKEY_SEED=${SEED})`);

/** mulberry32: a tiny seeded PRNG, so a failing run can be replayed exactly. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = ["a", "b", "c", "d", "1", "2", "3", "4", "e", "r", "j", "k", "t", "f", "Tab", "Enter", "Space", "Escape", "?"] as const;

// /exam is looked for at run time, so this file works on builds with and without the mock exam.
const hasExam = (await fetch(new URL("/exam", baseURL()))).status === 200;
const MONKEY_ROUTES = [...ROUTES.map((r) => r.path), ...(hasExam ? ["/exam"] : [])];
/** At least 500 actions in all, shared between the routes. */
const ACTIONS_PER_ROUTE = Math.ceil(520 / MONKEY_ROUTES.length);
/** A safety stop well under the 60 s test timeout: fail with the log rather than time out. */
const ROUTE_BUDGET_MS = 40_000;

interface Inspection {
  /** Invariants a learner could see broken. */
  broken: string[];
  /** Where to click next (scrolled to the middle of the screen), if anything is clickable. */
  target: { x: number; y: number; what: string } | null;
  /** Focus is on a link out of the site: Enter or Space would leave it. */
  focusLeavesSite: boolean;
}

/**
 * One round trip per action: checks the invariants after the last action and picks the next
 * click target (`pick` and `which` are random numbers in [0, 1)).
 *
 * Invariants: each multiple-choice card, true/false statement and self-mark group has at most
 * one pressed option; no multiple-choice card shows its explanation unanswered; the progress
 * bar never counts more answers than questions or more marks than the maximum; the page is
 * never blank.
 *
 * Targets: visible, enabled buttons, links, summaries and switches in the main content (only
 * inside an open dialog, which is modal), and now and then a link in the navigation. Links
 * out of the site are never picked.
 */
function inspect(page: Page, pick: number, which: number): Promise<Inspection> {
  return page.evaluate(
    ([pick, which]) => {
      const leavesSite = (link: Element | null | undefined) =>
        !!link && (/^[a-z][a-z0-9+.-]*:/i.test(link.getAttribute("href") ?? "") || link.getAttribute("target") === "_blank");
      const shown = (el: Element) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== "hidden" && !el.closest("[hidden], [inert]");
      };

      const broken: string[] = [];
      for (const card of Array.from(document.querySelectorAll<HTMLElement>("article[data-question]"))) {
        const name = card.id || "a question";
        const trueFalse = !!card.querySelector("[data-statement]");
        const groups = trueFalse ? Array.from(card.querySelectorAll("[data-statement]")) : card.querySelector("[data-option-index]") ? [card] : [];
        for (const group of groups) {
          const pressed = group.querySelectorAll('[data-option-index][aria-pressed="true"]').length;
          if (pressed > 1) broken.push(`${name}: ${pressed} options pressed at once`);
        }
        for (const marks of Array.from(card.querySelectorAll('[role="group"][aria-label^="Mark your answer"]'))) {
          const pressed = marks.querySelectorAll('[aria-pressed="true"]').length;
          if (pressed > 1) broken.push(`${name}: ${pressed} self-marks pressed at once`);
        }
        if (!trueFalse && groups.length && !card.querySelector('[data-option-index][aria-pressed="true"]')) {
          const explanation = Array.from(card.querySelectorAll("h3")).some((h) => h.textContent?.trim() === "Explanation" && shown(h));
          if (explanation) broken.push(`${name}: explanation shown with no answer`);
        }
      }
      // Any other single-choice group (the mock exam, for one): at most one choice.
      for (const group of Array.from(document.querySelectorAll('main [role="radiogroup"]'))) {
        const checked = group.querySelectorAll('[aria-checked="true"]').length;
        if (checked > 1) broken.push(`a radio group has ${checked} checked options`);
      }
      const progress = document.querySelector("[data-progress] dl")?.textContent ?? "";
      if (progress) {
        const answered = /Answered(\d+)\/(\d+)/.exec(progress);
        const marks = /Marks(\d+)\/(\d+)/.exec(progress);
        if (!answered || !marks) broken.push(`progress bar unreadable: "${progress}"`);
        else {
          if (Number(answered[1]) > Number(answered[2])) broken.push(`progress: answered ${answered[1]} of ${answered[2]}`);
          if (Number(marks[1]) > Number(marks[2])) broken.push(`progress: marks ${marks[1]} of ${marks[2]}`);
        }
      }
      const main = document.querySelector("main");
      if (!main?.textContent?.trim()) broken.push("blank page: main has no text");

      const usable = (el: Element) =>
        shown(el) && !(el.tagName === "A" && leavesSite(el)) && !(el as HTMLButtonElement).disabled && el.getAttribute("aria-disabled") !== "true";
      const dialog = document.querySelector("dialog[open]");
      const pool =
        !dialog && pick < 0.08
          ? Array.from(document.querySelectorAll('nav[aria-label="Main"] a[href]')).filter(usable)
          : Array.from((dialog ?? main)?.querySelectorAll("button, a[href], summary, [role=switch]") ?? []).filter(usable);
      let target: Inspection["target"] = null;
      if (pool.length) {
        const el = pool[Math.floor(which * pool.length)] as HTMLElement;
        el.scrollIntoView({ block: "center", inline: "center" });
        const rect = el.getBoundingClientRect();
        const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        target = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, what: `${el.tagName.toLowerCase()} "${label}"` };
      }
      return { broken, target, focusLeavesSite: leavesSite(document.activeElement?.closest("a[href]")) };
    },
    [pick, which] as const,
  );
}

/**
 * Retries across a full page load: every in-site link loads a new document, which may replace
 * the one being checked mid-check (more than once, if a link was followed during the load).
 */
async function settled<T>(page: Page, check: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt === 5 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState("load");
      await page.waitForTimeout(50);
    }
  }
}

describe("monkey test (issue 6)", () => {
  MONKEY_ROUTES.forEach((path, routeIndex) => {
    it(`${ACTIONS_PER_ROUTE} random clicks and key presses starting on ${path}`, async () => {
      const seed = (SEED + routeIndex) >>> 0;
      const random = mulberry32(seed);
      const { page, problems, close } = await openPage(browser());
      await page.goto(path);
      await hydrated(page);
      const log: string[] = [];
      const started = Date.now();
      let actions = 0;
      const fail = (why: string) =>
        `${why}\nroute ${path}, MONKEY_SEED=${SEED} (this route's PRNG seed ${seed}), after ${actions} actions; the last ones:\n  ${log.slice(-12).join("\n  ")}`;

      for (;;) {
        // Draw the same random numbers every step, whatever the page shows, so a seed replays exactly.
        const [kind, pick, which, keyIndex] = [random(), random(), random(), random()];
        const state = await settled(page, () => inspect(page, pick, which));
        expect(state.broken, fail("broken invariant")).toEqual([]);
        expect(problems, fail("error in the page")).toEqual([]);
        if (actions === ACTIONS_PER_ROUTE || Date.now() - started > ROUTE_BUDGET_MS) break;

        if (kind < 0.55 && state.target) {
          log.push(`${new URL(page.url()).pathname}: click ${state.target.what}`);
          await page.mouse.click(state.target.x, state.target.y);
        } else {
          let key: string = KEYS[Math.floor(keyIndex * KEYS.length)]!;
          // Following a link out of the site is not for an offline test.
          if ((key === "Enter" || key === "Space") && state.focusLeavesSite) key = "Escape";
          log.push(`${new URL(page.url()).pathname}: key ${key}`);
          await page.keyboard.press(key);
        }
        actions++;
      }
      expect(actions, fail(`only ${actions} actions in ${ROUTE_BUDGET_MS / 1000} s`)).toBe(ACTIONS_PER_ROUTE);
      await close();
    });
  });

  it("covers every route with at least 500 actions in all", () => {
    expect(MONKEY_ROUTES).toEqual(expect.arrayContaining(["/", "/margaret", "/julie-scott", "/standalone", "/general", "/answers"]));
    expect(ACTIONS_PER_ROUTE * MONKEY_ROUTES.length).toBeGreaterThanOrEqual(500);
  });
});

// ---------------------------------------------------------------------------------------------
// Back and forward, double clicks, deep links.
// ---------------------------------------------------------------------------------------------

const route = (path: string) => ROUTES.find((r) => r.path === path)!;

async function expectOn(page: Page, path: string) {
  const { title, h1 } = route(path);
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole("heading", { level: 1, name: h1 }).waitFor();
  expect(await page.title()).toBe(title);
  expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

describe("history, double clicks and deep links (issue 6)", () => {
  it("back and forward move between pages followed by links, with the right page and title each time", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/");
    await hydrated(page);
    await expectOn(page, "/");
    await nav(page).getByRole("link", { name: "Margaret" }).click();
    await expectOn(page, "/margaret");
    await nav(page).getByRole("link", { name: "Answers" }).click();
    await expectOn(page, "/answers");

    await page.goBack();
    await expectOn(page, "/margaret");
    await page.goBack();
    await expectOn(page, "/");
    await page.goForward();
    await expectOn(page, "/margaret");
    // The page is live after a history step: answering still works. Wait for it to come to life:
    // Playwright's Chromium keeps no page in its back/forward cache, so the step loads the page
    // again, and a click on its HTML before the scripts have run does nothing (CI once clicked
    // that early).
    await hydrated(page);
    await page.locator("#pq1").getByRole("button", { name: /^A\. / }).click();
    expect(await page.locator("#pq1").locator('button[aria-pressed="true"]').count()).toBe(1);
    await page.goForward();
    await expectOn(page, "/answers");
    expect(await page.locator("main details").count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it("double clicks record one answer, reset once and navigate once", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/general");
    await hydrated(page);
    // Count every toast raised (sonner removes them after a few seconds, so counting what is on screen could miss one).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsRaised: string[] }).toastsRaised = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof HTMLElement)) continue;
            const toasts = node.matches("[data-sonner-toast]") ? [node] : Array.from(node.querySelectorAll<HTMLElement>("[data-sonner-toast]"));
            for (const toast of toasts) seen.push(toast.dataset.type ?? "");
          }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const toastsRaised = async () => {
      // Give a duplicate toast, if any, time to appear before counting.
      await page.waitForTimeout(300);
      return page.evaluate(() => (window as unknown as { toastsRaised: string[] }).toastsRaised);
    };
    const card = page.locator("#q1");
    const pressed = card.locator('button[aria-pressed="true"]');
    const progress = page.getByLabel("General Questions progress");

    await card.getByRole("button", { name: /^B\. / }).dblclick();
    expect(await pressed.count()).toBe(1);
    expect(await card.getByRole("button", { name: /^B\. / }).getAttribute("aria-pressed")).toBe("true");
    expect(await progress.textContent()).toContain("Answered1/8");
    await card.getByRole("heading", { name: "Explanation" }).waitFor(); // it follows the verdict a frame later
    // One answer, one result toast: the second click lands on a locked option.
    const afterAnswer = await toastsRaised();
    expect(afterAnswer).toHaveLength(1);
    expect(["success", "error"]).toContain(afterAnswer[0]);

    await card.getByRole("button", { name: "Reset" }).dblclick();
    expect(await pressed.count()).toBe(0);
    expect(await progress.textContent()).toContain("Answered0/8");
    expect(await card.getByRole("heading", { name: "Explanation" }).count()).toBe(0);
    expect(await card.getByRole("button", { name: "Show Explanation" }).count()).toBe(1);
    // Resetting raises no toast (no stray "Answer first!" from the second click either).
    expect(await toastsRaised()).toHaveLength(1);

    // Answer again after the double reset: still exactly one choice and one more toast.
    await card.getByRole("button", { name: /^D\. / }).dblclick();
    expect(await pressed.count()).toBe(1);
    expect(await progress.textContent()).toContain("Answered1/8");
    expect(await toastsRaised()).toHaveLength(2);

    await nav(page).getByRole("link", { name: "Answers" }).dblclick();
    await expectOn(page, "/answers");
    // One new history entry, not two: Back returns to the page the link was on.
    await page.goBack();
    await expectOn(page, "/general");
    expect(problems).toEqual([]);
    await close();
  });

  /** Where the question is, and what covers the top of the screen. */
  function deepLinkState(page: Page, id: string) {
    return page.evaluate((id) => {
      const article = document.getElementById(id)!;
      const bar = document.querySelector("[data-progress]")?.getBoundingClientRect();
      const header = document.querySelector("nav[aria-label='Main']")!.closest("header")!.getBoundingClientRect();
      return {
        focused: document.activeElement?.id ?? null,
        top: article.getBoundingClientRect().top,
        coveredTo: Math.max(header.bottom, bar && bar.top <= header.bottom + 1 ? bar.bottom : 0),
        viewport: innerHeight,
      };
    }, id);
  }

  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 375, height: 740 },
  ]) {
    it(`a deep link (/margaret#pq5) scrolls to and focuses the question, clear of the header (${viewport.name})`, async () => {
      const { page, problems, close } = await openPage(browser(), { viewport });
      await page.goto("/margaret#pq5");
      await hydrated(page);
      await page.waitForFunction(() => document.activeElement?.id === "pq5");
      const state = await deepLinkState(page, "pq5");
      expect(state.focused).toBe("pq5");
      expect(state.top).toBeGreaterThanOrEqual(state.coveredTo);
      expect(state.top).toBeLessThan(state.viewport / 2);
      // Keyboard users carry on from there: Tab goes into PQ5.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("article")?.id)).toBe("pq5");
      expect(problems).toEqual([]);
      await close();
    });
  }

  it("a hash change within the page scrolls to and focuses that question", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/margaret");
    await hydrated(page);
    await page.evaluate(() => {
      location.hash = "#pq9";
    });
    await page.waitForFunction(() => document.activeElement?.id === "pq9");
    const state = await deepLinkState(page, "pq9");
    expect(state.top).toBeGreaterThanOrEqual(state.coveredTo);
    expect(state.top).toBeLessThan(state.viewport / 2);
    // Back returns to the previous hash's place without errors; forward focuses PQ9 again.
    await page.goBack();
    await page.waitForURL((url) => url.hash === "");
    await page.goForward();
    await page.waitForFunction(() => document.activeElement?.id === "pq9");
    expect(problems).toEqual([]);
    await close();
  });

  it("an answer-key link to /general#q3 opens the page at question 3, focused", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/answers");
    await hydrated(page);
    // The section loads its answers when it opens.
    const general = page.locator('details[data-answer-group="general"]');
    await general.locator("summary").click();
    await general.locator('a[href="/general#q3"]').click();
    await expectOn(page, "/general");
    // A new document: the browser scrolls to and focuses the fragment itself; once hydrated, the
    // page aligns it below the sticky progress bar as well.
    await hydrated(page);
    await page.waitForFunction(() => document.activeElement?.id === "q3");
    const state = await deepLinkState(page, "q3");
    expect(new URL(page.url()).hash).toBe("#q3");
    expect(state.top).toBeGreaterThanOrEqual(state.coveredTo);
    expect(state.top).toBeLessThan(state.viewport / 2);

    // Following another question link on the same page moves focus again.
    await page.evaluate(() => {
      location.hash = "#q6";
    });
    await page.waitForFunction(() => document.activeElement?.id === "q6");
    expect(problems).toEqual([]);
    await close();
  });
});
