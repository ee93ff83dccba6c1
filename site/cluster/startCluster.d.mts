import type { StartedProcess } from "./startProcess.mjs";
import type { TemporaryPostgres } from "./startPostgres.mjs";

/** One process of the cluster: what startProcess returned for it, with its role and where it listens. */
export interface ClusterProcess extends StartedProcess {
  role: "varnish" | "node" | "platform";
  url: string;
}

export interface Cluster {
  /** `workDir` is varnishd's `-n` folder (varnishstat, varnishadm, varnishlog read it). */
  varnish: ClusterProcess & { workDir: string };
  /** The first platform process (the only one, by default). */
  platform: ClusterProcess;
  platforms: ClusterProcess[];
  nodes: ClusterProcess[];
  /** The temporary PostgreSQL started for more than one platform process without DATABASE_URL. */
  postgres: TemporaryPostgres | undefined;
  dataDir: string;
  secret: string;
  stopNode(index: number, signal?: NodeJS.Signals): Promise<void>;
  startNode(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  nodes?: number;
  /** Platform processes (1 by default); more than one share DATABASE_URL, or a temporary PostgreSQL. */
  platforms?: number;
  port?: number;
  dataDir?: string;
  tenantsDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
  varnishStorage?: string;
}

export const VARNISH_PACKAGES: string;
export function findVarnish(): { path: string; error?: undefined } | { error: string; path?: undefined };
export function nodesVcl(nodePorts: number[], platformPorts: number[]): string;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
