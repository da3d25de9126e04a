/** Persistent storage: whether the browser promises not to clear the record under storage pressure. */

export type Persistence = "persisted" | "refused" | "unsupported";

/** Asks the browser to keep the record through storage pressure (it may say no: Safari often does). */
export async function askToPersist(): Promise<Persistence> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return "unsupported";
  try {
    if (await storage.persisted?.()) return "persisted";
    return (await storage.persist()) ? "persisted" : "refused";
  } catch {
    return "refused";
  }
}
