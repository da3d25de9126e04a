import { describe, expect, it } from "vitest";
import { THEME_INIT, THEME_STORAGE_KEY as INIT_KEY } from "../../integrations/csp.mjs";
import { THEME_STORAGE_KEY } from "./theme-key";

describe("the stored theme", () => {
  it("is read before the first paint under the key the toggle writes", () => {
    expect(INIT_KEY).toBe(THEME_STORAGE_KEY);
    expect(THEME_INIT).toContain(`localStorage.getItem("${THEME_STORAGE_KEY}")`);
  });
});
