import { useEffect, useState } from "react";
import { openChannel } from "~/progress/channel";
import { openRecordStore, type RecordStore } from "~/progress/db";
import type { StudyRecord } from "~/progress/record";
import { cardsFrom } from "~/progress/schedule";

export type LoadedRecord =
  | { status: "loading" }
  | { status: "unavailable"; newer: boolean }
  | {
      status: "ready";
      record: StudyRecord;
      /** When it was read: what is due, and days left, count from here. */
      now: number;
      store: RecordStore;
      /** Read the record again, and tell the other tabs it changed. */
      changed: () => Promise<void>;
    };

/**
 * The whole record, for /progress: read once, and again whenever another tab changes it. Each
 * question's card is rebuilt from its attempts (ts-fsrs), and kept when the record is on.
 */
export function useStudyRecord(keepCards: boolean): LoadedRecord {
  const [loaded, setLoaded] = useState<LoadedRecord>({ status: "loading" });

  useEffect(() => {
    let live = true;
    let store: RecordStore | undefined;
    const failed = (error: unknown) => live && setLoaded({ status: "unavailable", newer: error instanceof Error && error.name === "NewerRecordError" });
    const read = async (s: RecordStore) => {
      const record = await s.read();
      const cards = cardsFrom(record.attempts);
      if (keepCards && JSON.stringify(cards) !== JSON.stringify(record.cards)) await s.putCards(cards);
      if (live) setLoaded({ status: "ready", record: { ...record, cards }, now: Date.now(), store: s, changed });
    };
    const channel = openChannel(() => {
      if (store) read(store).catch(failed);
    });
    async function changed() {
      channel.announce();
      if (store) await read(store);
    }
    openRecordStore()
      .then((opened) => {
        store = opened;
        if (!live) return opened.close();
        return read(opened);
      })
      .catch(failed);
    return () => {
      live = false;
      channel.close();
      store?.close();
    };
  }, [keepCards]);

  return loaded;
}
