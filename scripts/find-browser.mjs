// Finds the browsers the tests drive, installing Debian's packages as root when they are missing,
// or saying exactly what to install:
// - Chromium for the Playwright tests: CHROME_PATH, then /usr/bin/chromium (package chromium);
// - Firefox ESR and WebKit (WebKitWebDriver with MiniBrowser, under Xvfb) for the smoke journeys
//   in e2e/other-browsers.mjs (packages firefox-esr, webkit2gtk-driver, xvfb).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

/** Root on a machine with apt-get: Debian's packages can be installed. */
export function canInstallDebianPackages() {
  return typeof process.getuid === "function" && process.getuid() === 0 && existsSync("/usr/bin/apt-get");
}

let listsRefreshed = false;

/** apt-get install of some packages, refreshing the package lists once first (a fresh machine has stale ones). */
export function installDebianPackage(...names) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!listsRefreshed) execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  listsRefreshed = true;
  execFileSync("apt-get", ["install", "-y", "-qq", ...names], { stdio: "inherit", env });
}

export function findBrowser({ install = true } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;

  if (install && canInstallDebianPackages()) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
    installDebianPackage("chromium");
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    [
      "The end-to-end tests need Chromium and none was found.",
      "Install it, then run npm test again:",
      "  Debian/Ubuntu:  sudo apt-get install -y chromium",
      "  or point CHROME_PATH at an installed Chrome or Chromium, e.g. CHROME_PATH=/path/to/chrome npm test",
    ].join("\n"),
  );
}

const OTHER_BROWSERS = [
  { name: "Firefox ESR", packages: ["firefox-esr"], present: () => existsSync(process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr") },
  { name: "WebKit (WebKitWebDriver, MiniBrowser, Xvfb)", packages: ["webkit2gtk-driver", "xvfb"], present: () => existsSync("/usr/bin/WebKitWebDriver") && existsSync("/usr/bin/xvfb-run") },
];

/** Makes sure Firefox ESR and WebKit are here for the smoke journeys; throws with what to install. */
export function ensureOtherBrowsers() {
  const missing = OTHER_BROWSERS.filter((browser) => !browser.present());
  if (missing.length === 0) return;
  const packages = missing.flatMap((browser) => browser.packages);
  if (canInstallDebianPackages()) {
    console.log(`Installing Debian's ${packages.join(", ")} for the Firefox and WebKit smoke journeys...`);
    installDebianPackage(...packages);
    if (OTHER_BROWSERS.every((browser) => browser.present())) return;
  }
  throw new Error(
    [
      `The Firefox and WebKit smoke journeys need ${missing.map((b) => b.name).join(" and ")}, not found.`,
      "Install them, then run npm test again:",
      `  Debian/Ubuntu:  sudo apt-get install -y ${packages.join(" ")}`,
    ].join("\n"),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findBrowser());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
