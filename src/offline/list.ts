/**
 * The build's list of every file outside the app shell (offline.json, written by
 * integrations/offline.mjs): what "Make every page available offline" saves, and how much of it
 * this device already keeps. What is kept is read from the cache itself, never from a flag.
 */

export interface OfflineFile {
  /** "/margaret", "/data/questions/tax-01.json", "/pagefind/…". */
  url: string;
  /** As the server sends it (brotli where the build compressed it). */
  bytes: number;
  revision: string;
}

export interface OfflineList {
  /** The cache this build's service worker keeps pages and files in. */
  cache: string;
  /** Every file's bytes together. */
  bytes: number;
  files: readonly OfflineFile[];
}

/** How many of the list's files this device keeps, and the bytes of the rest. */
export interface Tally {
  saved: number;
  total: number;
  bytesLeft: number;
}

/** The list as the build wrote it, or undefined for anything else (an older or broken file). */
export function parseList(value: unknown): OfflineList | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { cache, bytes, files } = value as Partial<OfflineList>;
  if (typeof cache !== "string" || typeof bytes !== "number" || !Array.isArray(files)) return undefined;
  const valid = files.every(
    (f: Partial<OfflineFile>) => typeof f?.url === "string" && f.url.startsWith("/") && typeof f.bytes === "number" && typeof f.revision === "string",
  );
  return valid ? { cache, bytes, files } : undefined;
}

/** The files not among `kept` (the paths the cache holds). */
export function missingFiles(list: OfflineList, kept: ReadonlySet<string>): OfflineFile[] {
  return list.files.filter((file) => !kept.has(file.url));
}

export function tally(list: OfflineList, kept: ReadonlySet<string>): Tally {
  const missing = missingFiles(list, kept);
  return { saved: list.files.length - missing.length, total: list.files.length, bytesLeft: missing.reduce((sum, file) => sum + file.bytes, 0) };
}

/** "about 2.7 MB", "about 340 KB": a download's size in round figures (1 MB = 1,000,000 bytes). */
export function aboutSize(bytes: number): string {
  if (bytes >= 999_500) return `about ${(bytes / 1e6).toFixed(1).replace(/\.0$/, "")} MB`;
  return `about ${Math.max(1, Math.round(bytes / 1e3))} KB`;
}
