export const repoRoot: string;
export const SERVER_BUILD: string;

export type LaunchDatabase = { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };
export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type LaunchedServer = {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** SIGTERM (graceful close), then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<ServerExit>;
  /** kill -9; resolves once the process is gone. */
  kill(): Promise<ServerExit>;
  /** True until the process has exited. */
  alive(): boolean;
  /** Resolves when the process exits, however it ends. */
  exited: Promise<ServerExit>;
  /** Its stdout and stderr so far (the last 256 KB), for failure messages. */
  logs(): string;
};

export type LaunchOptions = {
  /** The database it serves; omitted, `env` must name it (SQLITE_PATH or DATABASE_URL). */
  database?: LaunchDatabase;
  /** Extra or overriding environment variables (PORT and HOST are chosen here). */
  env?: Record<string, string | undefined>;
  /** The bundle to run: the build (npm run build) unless given; the server tests bundle the source per run. */
  serverFile?: string;
  nodeFlags?: string[];
  /** Copy its output to this process's stderr. */
  echo?: boolean;
  /** How long to wait for GET /api/health to answer 200. */
  timeoutMs?: number;
};

export function freePort(): Promise<number>;
export function serverEnv(
  database: LaunchDatabase | undefined,
  overrides?: Record<string, string | undefined>,
  base?: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv;
export function launchServer(options: LaunchOptions): Promise<LaunchedServer>;
export function stopAllServers(): Promise<void>;
