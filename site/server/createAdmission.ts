/** Thrown when a render would have to wait behind a full queue: the answer is a stale page or a fast 503. */
export class Overloaded extends Error {
  constructor() {
    super("The server is rendering as many pages as it can; the queue is full");
    this.name = "Overloaded";
  }
}

export interface Admission {
  /** Runs `work` when a slot is free; throws Overloaded at once when `queue` others already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Renders running and waiting now. */
  load(): { running: number; waiting: number };
}

/**
 * Admission control for uncached renders: at most `concurrency` at a time, at most `queue` more
 * waiting in order. Past that, or while `underPressure()` says the process is short of event loop
 * or memory, a request is refused at once instead of joining a queue that would only time out:
 * under overload the server answers fast, from its cache or with a 503.
 *
 * A render against the in-process platform hardly ever waits for I/O, so one started at once would
 * run to its end before the server even read the next request: the requests would queue unseen in
 * the sockets, where no limit applies (100 connections once waited up to 10 s). So a render never
 * starts in the turn it was asked for: every request read in that turn joins the queue first, and
 * the queue's length is the real demand.
 */
export function createAdmission({
  concurrency,
  queue,
  underPressure = () => false,
}: {
  concurrency: number;
  queue: number;
  underPressure?: () => boolean;
}): Admission {
  let running = 0;
  const waiting: (() => void)[] = [];
  let scheduled = false;

  const pump = () => {
    scheduled = false;
    while (running < concurrency && waiting.length) {
      running++;
      waiting.shift()!();
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  };

  return {
    async run(work) {
      // The process is short of event loop or memory: no new render until it recovers.
      if (underPressure()) throw new Overloaded();
      if (waiting.length >= Math.max(0, concurrency - running) + queue) throw new Overloaded();
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
      try {
        return await work();
      } finally {
        running--;
        schedule();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
