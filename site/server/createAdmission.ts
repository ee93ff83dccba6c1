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
 */
export function createAdmission({ concurrency, queue, underPressure = () => false }: { concurrency: number; queue: number; underPressure?: () => boolean }): Admission {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run(work) {
      // The process is short of event loop or memory: no new render until it recovers.
      if (underPressure()) throw new Overloaded();
      if (running >= concurrency) {
        if (waiting.length >= queue) throw new Overloaded();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
