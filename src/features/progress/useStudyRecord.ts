import { useEffect, useState } from "react";
import { decodePool, type PoolIndexFile } from "~/exam/pool";
import { openChannel } from "~/progress/channel";
import { openRecordStore, type RecordStore } from "~/progress/db";
import type { StudyRecord } from "~/progress/record";
import { cardsFrom } from "~/progress/schedule";
import type { OutlineEntry } from "~/progress/stats";

/** The bank's multiple-choice questions with their area and topic: the mock exam's index, which the build writes. */
export async function siteOutline(url = "/data/pool.json"): Promise<OutlineEntry[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return decodePool((await response.json()) as PoolIndexFile)
    .filter((entry) => entry.multipleChoice)
    .map(({ id, topic, knowledgeArea }) => ({ id, topic, knowledgeArea }));
}

export type LoadedRecord =
  | { status: "idle" | "loading" | "unavailable" | "no-outline" }
  | {
      status: "ready";
      record: StudyRecord;
      outline: readonly OutlineEntry[];
      /** When it was read: what is due, and days left, count from here. */
      now: number;
      store: RecordStore;
      /** Read the record again, and tell the other tabs it changed. */
      changed: () => Promise<void>;
    };

/**
 * The whole record and the bank's outline, for /progress: read when `active`, and again whenever
 * another tab changes the record. Each question's card is rebuilt from its attempts (ts-fsrs) and
 * kept when the record is on.
 */
export function useStudyRecord(active: boolean, keepCards: boolean, loadOutline: () => Promise<readonly OutlineEntry[]>): LoadedRecord {
  const [loaded, setLoaded] = useState<LoadedRecord>({ status: "idle" });

  useEffect(() => {
    if (!active) return;
    let live = true;
    let store: RecordStore | undefined;
    const read = async (s: RecordStore, outline: readonly OutlineEntry[]) => {
      const record = await s.read();
      const cards = cardsFrom(record.attempts);
      if (keepCards && JSON.stringify(cards) !== JSON.stringify(record.cards)) await s.putCards(cards);
      if (live) setLoaded({ status: "ready", record: { ...record, cards }, outline, now: Date.now(), store: s, changed });
    };
    let outline: readonly OutlineEntry[] = [];
    const channel = openChannel(() => {
      if (store) read(store, outline).catch(() => live && setLoaded({ status: "unavailable" }));
    });
    async function changed() {
      channel.announce();
      if (store) await read(store, outline);
    }
    (async () => {
      const [opened, entries] = await Promise.all([openRecordStore(), loadOutline().catch(() => null)]);
      store = opened;
      if (!live) return opened.close();
      if (!entries) return setLoaded({ status: "no-outline" });
      outline = entries;
      await read(opened, entries);
    })().catch(() => live && setLoaded({ status: "unavailable" }));
    return () => {
      live = false;
      channel.close();
      store?.close();
    };
  }, [active, keepCards, loadOutline]);

  return active ? (loaded.status === "idle" ? { status: "loading" } : loaded) : { status: "idle" };
}
