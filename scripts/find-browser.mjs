// Finds a Chromium for the end-to-end tests: CHROME_PATH, then Debian's /usr/bin/chromium.
// As root on Debian it installs the chromium package; otherwise it says exactly what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

/** Root on a machine with apt-get: Debian's packages can be installed. */
export function canInstallDebianPackages() {
  return typeof process.getuid === "function" && process.getuid() === 0 && existsSync("/usr/bin/apt-get");
}

/** apt-get install of one package, refreshing the package lists first (a fresh machine has stale ones). */
export function installDebianPackage(name) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", name], { stdio: "inherit", env });
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

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findBrowser());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
