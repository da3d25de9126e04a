// The browsers the tests and the bench drive, all Debian's packages, installed in this one place:
// `npm test` runs it first. As root it installs what is missing with apt-get; otherwise it stops
// and prints the exact command to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const BROWSERS = [
  {
    what: "Chromium's headless shell (Playwright Test and the bench)",
    path: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
    packages: ["chromium-headless-shell"],
  },
  { what: "Firefox ESR", path: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr", packages: ["firefox-esr"] },
  { what: "WebKit (WebKitWebDriver, MiniBrowser)", path: "/usr/bin/WebKitWebDriver", packages: ["webkit2gtk-driver"] },
  { what: "a virtual display for WebKit (xvfb-run)", path: "/usr/bin/xvfb-run", packages: ["xvfb"] },
];

const missing = BROWSERS.filter((browser) => !existsSync(browser.path));
if (missing.length > 0) {
  const packages = missing.flatMap((browser) => browser.packages);
  const asRoot = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (asRoot) {
    console.log(`Installing Debian's ${packages.join(", ")}...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
  }
  const still = BROWSERS.filter((browser) => !existsSync(browser.path));
  if (still.length > 0) {
    console.error(`The tests need ${still.map((b) => b.what).join(", ")}. Install them, then run npm test again:`);
    console.error(`  sudo apt-get install -y ${still.flatMap((b) => b.packages).join(" ")}`);
    console.error("(or set CHROME_PATH or FIREFOX_PATH to a browser you have)");
    process.exit(1);
  }
}
