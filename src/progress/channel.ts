/**
 * Tabs of the site tell each other the record changed (BroadcastChannel, same origin only), so a
 * second tab shows a new attempt's "Last time" and /progress its counts without a reload. The
 * record itself is only ever read from IndexedDB: the message carries no data.
 */
export const CHANNEL_NAME = "adviserready-record";

export interface RecordChannel {
  /** Tell the other tabs. */
  announce(): void;
  close(): void;
}

export function openChannel(onChange: () => void): RecordChannel {
  if (typeof BroadcastChannel === "undefined") return { announce() {}, close() {} };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => onChange();
  return {
    announce: () => channel.postMessage("changed"),
    close: () => channel.close(),
  };
}
