export function findPostgresBin(): string;
export function stopLeftoverClusters(binDir?: string): void;
export function startPostgresCluster(options?: {
  dataDir?: string;
  settings?: string[];
}): Promise<{ url: string; stop(): void; stopImmediately(): void; start(): void }>;
