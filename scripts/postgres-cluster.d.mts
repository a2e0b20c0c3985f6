export function findPostgresBin(): string;
export function stopLeftoverClusters(binDir?: string): void;
export function startPostgresCluster(options?: { dataDir?: string }): Promise<{ url: string; stop(): void }>;
