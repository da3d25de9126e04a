import { describe, expect, it } from "vitest";
import { routesOf } from "../scripts/bench/lib/common.mjs";
import { clientDir, hydrated, openPage, sharedBrowser } from "./browser";
import { answerInTutor, buildExam, finish, score } from "./mock-exam";

const browser = sharedBrowser();

describe("offline (issue 5)", () => {
  it("after the first visit, every route and a whole mock exam work with the network off, including after a reload", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/");
    await hydrated(page);
    // Wait until the service worker has installed, precached the build and taken control.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
      }
    });

    await page.context().setOffline(true);
    // Every page the build prerendered (the bench's list: each answer-key section's page and /exam included).
    const paths: string[] = routesOf(clientDir());
    expect(paths).toEqual(expect.arrayContaining(["/", "/margaret", "/answers", "/answers/general-questions", "/exam"]));
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.ok(), `${path} offline`).toBe(true);
      await hydrated(page);
      expect((await page.getByRole("heading", { level: 1 }).first().textContent())?.length).toBeGreaterThan(3);
      await page.reload();
      await hydrated(page);
      expect((await page.getByRole("heading", { level: 1 }).first().textContent())?.length).toBeGreaterThan(3);
    }

    // The practice pages stay interactive offline.
    await page.goto("/margaret");
    await hydrated(page);
    await page.locator("#pq1").getByRole("button", { name: /^A\. / }).click();
    await page.locator("#pq1").getByRole("heading", { name: "Explanation" }).waitFor();

    // The mock exam loads its questions when a session starts: from the precache.
    await page.goto("/exam");
    await hydrated(page);
    await buildExam(page, { section: "Standalone Scenarios", mode: "Tutor", count: 2 });
    await answerInTutor(page, 1, "A");
    await page.getByRole("button", { name: "Next" }).click();
    await answerInTutor(page, 2, "B");
    await finish(page);
    expect((await score(page)).total).toBe(2);

    // Client-side navigation offline, and an unknown path gets the not-found page.
    await page.goto("/margaret");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Answers" }).first().click();
    await page.waitForURL("**/answers");
    // An answer-key section fetches its answers from the precache.
    await hydrated(page);
    const julieScott = page.locator('details[data-answer-group="julie-scott"]');
    await julieScott.locator("summary").click();
    await julieScott.getByRole("link", { name: "Question PQ13" }).waitFor();
    await page.goto("/nowhere");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.context().setOffline(false);
    expect(problems.filter((p) => !p.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await close();
  });
  it("registers its service worker only once the page has hydrated and loaded, so the precache does not compete with the first tasks", async () => {
    const { page, close } = await openPage(browser());
    // Notes the page's state at the moment the worker is registered.
    await page.addInitScript(() => {
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args: Parameters<ServiceWorkerContainer["register"]>) => {
        (window as unknown as { registeredWhen: string }).registeredWhen =
          `${document.documentElement.hasAttribute("data-hydrated") ? "hydrated" : "not hydrated"}, ${document.readyState}`;
        return register(...args);
      };
    });
    await page.goto("/standalone");
    await hydrated(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await page.evaluate(() => (window as unknown as { registeredWhen?: string }).registeredWhen)).toBe("hydrated, complete");
    await close();
  });
  it("is installable: a manifest with name, start URL, standalone display and 192/512 PNG icons (no SVG)", async () => {
    const { page, close } = await openPage(browser());
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest.name).toContain("AdviserReady");
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    const sizes = manifest.icons.filter((icon: { type: string }) => icon.type === "image/png").map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    // PNG only: Chromium fetches the manifest's best icon for the page and draws an SVG one in a
    // document of its own on the page's main thread, 7 to 14 ms after the page has come to life.
    expect(manifest.icons.map((icon: { type: string }) => icon.type)).toEqual(manifest.icons.map(() => "image/png"));
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
    await close();
  });
});
