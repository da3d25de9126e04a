import { Launcher } from "chrome-launcher";
import { describe, expect, it } from "vitest";
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
