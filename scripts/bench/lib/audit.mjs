// `npm audit --omit=dev`, a bench step rather than a test so the tests stay offline (issue 6).
import { execFile } from "node:child_process";
import { ROOT } from "./common.mjs";

/**
 * Returns { status: "clean" | "vulnerable" | "unavailable", total, lines }. "unavailable" means
 * the registry's advisory service could not be asked (offline, or a mirror without the audit
 * endpoint): nothing was checked, which is not the same as nothing found.
 */
export function npmAudit() {
  return new Promise((resolve) => {
    execFile("npm", ["audit", "--omit=dev", "--json"], { cwd: ROOT, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      let report;
      try {
        report = JSON.parse(stdout);
      } catch {
        resolve({ status: "unavailable", total: Number.NaN, lines: [`npm audit printed no report: ${error?.message ?? "no output"}`] });
        return;
      }
      const counts = report.metadata?.vulnerabilities;
      if (!counts) {
        const reason = report.message ?? report.error?.summary ?? "no vulnerability counts in the report";
        resolve({ status: "unavailable", total: Number.NaN, lines: [`npm audit could not check: ${reason}`] });
        return;
      }
      const total = counts.total ?? Object.values(counts).reduce((sum, n) => sum + n, 0);
      const lines = Object.values(report.vulnerabilities ?? {}).map(
        (v) => `${v.name} (${v.severity}): ${[v.via].flat().map((via) => (typeof via === "string" ? via : via.title)).join("; ")}`,
      );
      resolve({ status: total === 0 ? "clean" : "vulnerable", total, lines });
    });
  });
}
