import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { writeServiceWorker } from "../integrations/static-site.mjs";
import { createSiteServer } from "../server/serve.mjs";
import { expect, hydrated, test } from "./fixtures";

const root = join(import.meta.dirname, "..");
const distA = join(root, "dist");
const distB = join(root, ".builds", "update-b");

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(html|js|json)$/.test(path))
    .map((path) => join(dir, path));
}

/**
 * Deploy B: dist/ as the next deploy differs from it, without a second `astro build` (40 s or more
 * on the CI machine): every script under a new name (a hashed name changes with its content), a
 * new version in the footer and the scripts, and the offline list and service worker written
 * again by the build's own code. The compressed copies are left out (the server sends the file).
 */
function deployB(version: string) {
  rmSync(distB, { recursive: true, force: true });
  cpSync(distA, distB, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
  const scripts = readdirSync(join(distB, "_astro")).filter((name) => name.endsWith(".js"));
  for (const name of scripts) renameSync(join(distB, "_astro", name), join(distB, "_astro", name.replace(/\.js$/, "-b.js")));
  const names = new RegExp(scripts.map((name) => name.replace(/[.$]/g, "\\$&")).join("|"), "g");
  let versions = 0;
  for (const file of textFiles(distB)) {
    const text = readFileSync(file, "utf8");
    const next = text
      .replace(names, (name) => name.replace(/\.js$/, "-b.js"))
      .replaceAll(`<!-- -->${version}<!-- -->`, () => (versions++, "<!-- -->update-b<!-- -->"))
      .replaceAll(`\`${version}\``, () => (versions++, "`update-b`"));
    if (next !== text) writeFileSync(file, next);
  }
  expect(versions, "the version, in the pages and the scripts").toBeGreaterThan(1);
  return writeServiceWorker(distB);
}

function listen(dir: string, port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createSiteServer(dir);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

test("a new deploy never breaks an open page: a mock exam in progress finishes, the new version is offered, and it replaces the kept pages", async ({
  browser,
}, info) => {
  test.slow();

  const port = 4500 + info.workerIndex;
  const origin = `http://127.0.0.1:${port}`;
  let server = await listen(distA, port);
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/exam`);
    const versionA =
      (await page
        .locator("footer")
        .getByText(/^Version /)
        .textContent()) ?? "";
    expect(versionA).not.toContain("update-b");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await hydrated(page);
    // A page read under build A's worker, in a tab since closed: kept on the device.
    const other = await context.newPage();
    await other.goto(`${origin}/margaret`);
    await expect(other.locator("footer").getByText(/^Version /)).toHaveText(versionA);
    await other.close();

    // Deploy B: the server now has only build B's files.
    await deployB(versionA.replace(/^Version |\.$/g, ""));
    const islandOf = (dir: string) => /component-url="\/_astro\/([^"]+)"/.exec(readFileSync(join(dir, "exam.html"), "utf8"))?.[1];
    expect(islandOf(distB)).not.toBe(islandOf(distA));
    expect(existsSync(join(distB, "_astro", islandOf(distA)!))).toBe(false);
    await close(server);
    server = await listen(distB, port);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const banner = page.locator("update-offer");
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner.getByRole("status")).toHaveText(/A new version of AdviserReady is ready/);

    // The open page carries on with its own build: the exam loads its parts (served by the worker) and finishes.
    const fromWorker: boolean[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/_astro/") || response.url().includes("/data/")) fromWorker.push(response.fromServiceWorker());
    });
    await page.getByRole("button", { name: "Clear sections" }).click();
    await page.getByRole("checkbox", { name: /^General Questions \(/ }).check();
    await page.getByRole("radio", { name: /^Tutor/ }).check();
    await page.getByRole("spinbutton", { name: "Number of questions" }).fill("2");
    await page.getByRole("button", { name: /^Start/ }).click();
    const first = page.getByRole("article", { name: "Question 1", exact: true });
    await first.getByRole("button", { name: /^A\. / }).click();
    await expect(first.getByRole("heading", { name: "Explanation" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("article", { name: "Question 2", exact: true }).getByRole("button", { name: /^B\. / }).click();
    await page.getByRole("button", { name: "Finish" }).first().click();
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    expect(fromWorker.length).toBeGreaterThan(0);
    expect(fromWorker.every(Boolean)).toBe(true);
    await expect(page.locator("footer").getByText(/^Version /)).toHaveText(versionA);

    // The learner takes the new version when they choose to.
    await banner.getByRole("button", { name: "Reload now" }).click();
    await expect(page.locator("footer").getByText(/^Version /)).toHaveText("Version update-b.");
    // The new deploy replaced the kept page: offline, it is build B's.
    await context.setOffline(true);
    await page.goto(`${origin}/margaret`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client scenario: Margaret");
    await expect(page.locator("footer").getByText(/^Version /)).toHaveText("Version update-b.");
    await context.setOffline(false);
  } finally {
    await context.close();
    await close(server);
  }
});
