import type { ChildProcess } from "node:child_process";

export interface ClusterProcess {
  role: "varnish" | "node" | "platform";
  url: string;
  child: ChildProcess;
  output(): string;
}

export interface Cluster {
  /** `workDir` is varnishd's `-n` folder (varnishstat, varnishadm, varnishlog read it). */
  varnish: ClusterProcess & { workDir: string };
  platform: ClusterProcess;
  nodes: ClusterProcess[];
  dataDir: string;
  secret: string;
  stopNode(index: number, signal?: NodeJS.Signals): Promise<void>;
  startNode(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  nodes?: number;
  port?: number;
  dataDir?: string;
  tenantsDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
  varnishStorage?: string;
}

export const VARNISH_PACKAGES: string;
export function findVarnish(): { path: string; error?: undefined } | { error: string; path?: undefined };
export function freePort(): Promise<number>;
export function nodesVcl(nodePorts: number[], platformPorts: number[]): string;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
