export function findPostgresBin(): string;
export function stopLeftoverClusters(binDir?: string): void;
export function startPostgresCluster(): Promise<{ url: string; stop(): void }>;
