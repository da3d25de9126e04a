import { describe, expect, it } from "vitest";
import { baseURL, hydrated, openPage, ROUTES, sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("every route, in a real browser", () => {
  it.each(ROUTES)("$path: prerendered, titled, hydrates, current link marked, no errors, no outside requests", async (route) => {
    const { page, problems, close } = await openPage(browser());
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.title()).toBe(route.title);
    expect(await page.getByRole("heading", { level: 1 }).first().textContent()).toBe(route.h1);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(40);
    const current = page.getByRole("navigation", { name: "Main" }).locator('a[aria-current="page"]');
    expect(await current.allTextContents()).toContain(route.nav);
    expect(await page.getByRole("contentinfo").textContent()).toMatch(/not financial advice.*2023–24/s);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    await close();
  });

  it("home meta description mentions scenarios, standalone questions and answers", async () => {
    const { page, close } = await openPage(browser());
    await page.goto("/");
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(description).toMatch(/scenarios/i);
    expect(description).toMatch(/standalone/i);
    expect(description).toMatch(/answers/i);
    await close();
  });

  it("home: Start Practicing goes to Margaret, View Answers to the answer key, the grid to every section", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Start Practicing" }).click();
    await page.waitForURL("**/margaret");
    await page.waitForFunction(() => document.title.startsWith("Margaret |"));
    await page.goBack();
    await page.getByRole("link", { name: "View Answers" }).click();
    await page.waitForURL("**/answers");
    await page.goBack();
    await page.getByRole("heading", { name: "Practice Sections" }).waitFor();
    for (const heading of ["Character-Based Scenarios", "Targeted Practice", "Exam-Ready Format", "Exam Structure & Content", "Client Scenarios & Case Studies", "Regulatory & Ethical Standards", "Varied Question Types", "Practice Sections"]) {
      expect(await page.getByRole("heading", { name: heading }).count()).toBe(1);
    }
    const grid = page.locator("section", { has: page.getByRole("heading", { name: "Practice Sections" }) });
    const hrefs = await grid.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/margaret", "/julie-scott", "/standalone", "/general", "/exam", "/answers"]);
    expect(await page.getByRole("link", { name: "Take a mock exam" }).getAttribute("href")).toBe("/exam");
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "Mock exam" }).getAttribute("href")).toBe("/exam");
    expect(problems).toEqual([]);
    await close();
  });

  it("an unknown path shows the not-found page with status 404, the navigation and a way home", async () => {
    const { page, problems, close } = await openPage(browser());
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link").count()).toBeGreaterThanOrEqual(6);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.waitForURL(`${baseURL()}/`);
    expect(problems).toEqual([]);
    await close();
  });

  it("pages are separate documents: a link loads the next page whole, which hydrates, and Back returns", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/margaret");
    await hydrated(page);
    // Mark this document: a full page load (not a client-side route change) starts without the mark.
    await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "General Questions" }).click();
    await page.waitForURL("**/general");
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBeUndefined();
    expect(await page.title()).toMatch(/^General Questions \|/);
    await page.goBack();
    await page.waitForURL("**/margaret");
    await page.getByRole("heading", { level: 1, name: /Margaret/ }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("/julie-and-scott redirects permanently to /julie-scott", async () => {
    const { page, close } = await openPage(browser());
    const response = await page.goto("/julie-and-scott");
    expect(page.url()).toBe(`${baseURL()}/julie-scott`);
    expect(response?.status()).toBe(200);
    const redirect = await fetch(`${baseURL()}/julie-and-scott`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/julie-scott");
    await close();
  });

  it("the prerendered /julie-and-scott page redirects on hosts without server redirects", async () => {
    const { page, close } = await openPage(browser());
    // Load the prerendered file directly, as a static host without redirect rules would serve it.
    await page.goto("/julie-and-scott/index.html");
    await page.waitForURL("**/julie-scott");
    await page.getByRole("heading", { name: "Client scenario: Julie & Scott" }).waitFor();
    await close();
  });
});
