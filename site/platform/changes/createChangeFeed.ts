import { randomBytes } from "node:crypto";
import type { NumberedChange, PlatformChange } from "./PlatformChange.js";

/** How many changes a listener that lost its connection may ask for again. */
const KEPT = 1024;

export interface ChangeFeed {
  publish(change: PlatformChange): NumberedChange;
  /** Calls the listener with every change published from now on; returns how to stop. */
  subscribe(listener: (change: NumberedChange) => void): () => void;
  /**
   * The changes after `lastId`, or undefined when they cannot be told (another epoch: this process
   * restarted; or too old): the listener must then forget everything it cached.
   */
  since(lastId: string): NumberedChange[] | undefined;
}

/**
 * The platform's changes in order, kept on the instance (one per platform process): in-process
 * listeners and the `/_platform/changes` stream read it. Ids carry a random epoch so that a listener
 * reconnecting to a restarted platform knows its position means nothing there.
 */
export function createChangeFeed(): ChangeFeed {
  const epoch = randomBytes(6).toString("base64url");
  const kept: NumberedChange[] = [];
  const listeners = new Set<(change: NumberedChange) => void>();
  let sequence = 0;
  return {
    publish(change) {
      sequence += 1;
      const numbered = { ...change, id: `${epoch}.${sequence}` };
      kept.push(numbered);
      if (kept.length > KEPT) kept.shift();
      for (const listener of listeners) listener(numbered);
      return numbered;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    since(lastId) {
      const [lastEpoch, lastSequence] = lastId.split(".");
      const after = Number(lastSequence);
      if (lastEpoch !== epoch || !Number.isInteger(after) || after > sequence) return undefined;
      const first = kept[0] ? Number(kept[0].id.split(".")[1]) : sequence + 1;
      if (after + 1 < first) return undefined;
      return kept.filter((change) => Number(change.id.split(".")[1]) > after);
    },
  };
}
