export interface TemporaryPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/platform`: an empty database for the platform. */
  url: string;
  port: number;
  /** The server's (the postmaster's) PID, while it runs. */
  pid(): number | undefined;
  /** The recent log of its latest start. */
  output(): string;
  /** Stops the server by its PID (SIGKILL if it has not stopped after 30 s), its data kept: `fast` rolls back open transactions, `immediate` is a crash. */
  halt(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts the halted server again and waits until it answers. */
  start(): Promise<void>;
  /** halt, then start: as an operator's restart does. */
  restart(mode?: "fast" | "immediate"): Promise<void>;
  /** Stops the server by its PID and removes its folder. */
  stop(): Promise<void>;
}

export const POSTGRES_PACKAGES: string;
export function findPostgres(): { bin: string; error?: undefined } | { error: string; bin?: undefined };
export function startPostgres(options?: { quiet?: boolean }): Promise<TemporaryPostgres>;
