// Types of scripts/cluster.mjs, for the scale-out journey and the bench.
import type { ChildProcess } from 'node:child_process';

export const DEFAULT_DATABASE_URL: string;
export const DEFAULT_REDIS_URL: string;

export interface ClusterNode {
  name: string;
  port: number;
  child: ChildProcess;
  kill(signal?: NodeJS.Signals): boolean;
}

export interface Cluster {
  port: number;
  url(subdomain?: string | null, pathname?: string): string;
  nodes: ClusterNode[];
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function haproxyBinary(): string;
export function haproxyConfig(options: { port: number; nodes: Array<{ name: string; port: number }> }): string;
export function startCluster(options?: {
  count?: number;
  port?: number;
  databaseUrl?: string;
  redisUrl?: string;
  build?: boolean;
  env?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<Cluster>;
