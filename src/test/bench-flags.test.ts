import { Launcher } from "chrome-launcher";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chromePath } from "../../scripts/bench/lib/common.mjs";
import { lighthouseChromeFlags } from "../../scripts/bench/lib/lighthouse.mjs";

describe("the Chromium the bench's Lighthouse runs", () => {
  it("has one --disable-features, keeping chrome-launcher's list and switching off the address bar's preloaded popup", () => {
    const flags: string[] = lighthouseChromeFlags();
    const disabled = flags.filter((flag) => flag.startsWith("--disable-features="));
    // Chromium reads the last --disable-features only, and chrome-launcher puts its own first.
    expect(disabled).toHaveLength(1);
    const features = disabled[0]!.slice("--disable-features=".length).split(",");
    const defaults = Launcher.defaultFlags().find((flag) => flag.startsWith("--disable-features="))!;
    expect(features).toEqual(expect.arrayContaining(defaults.slice("--disable-features=".length).split(",")));
    expect(features).toEqual(expect.arrayContaining(["RenderDocument", "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]));
    expect(flags).toContain("--headless=new");
  });
});

describe("which Chromium the bench measures in", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("takes BENCH_CHROME_PATH when it names a file", async () => {
    vi.stubEnv("BENCH_CHROME_PATH", process.execPath);
    await expect(chromePath({ log: () => {} })).resolves.toBe(process.execPath);
  });

  it("says what is wrong when BENCH_CHROME_PATH names nothing, instead of measuring another browser", async () => {
    vi.stubEnv("BENCH_CHROME_PATH", "/nowhere/chromium-headless-shell");
    await expect(chromePath({ log: () => {} })).rejects.toThrow("BENCH_CHROME_PATH is set to /nowhere/chromium-headless-shell, but no file is there.");
  });
});
