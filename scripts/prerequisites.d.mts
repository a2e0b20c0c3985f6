export type Env = Record<string, string | undefined>;

export type System = {
  exists(file: string): boolean;
  list(dir: string): string[];
  isRoot(): boolean;
  hasApt(): boolean;
  install(packages: string[]): boolean;
};

export type Prerequisite = {
  name: string;
  usedBy: string;
  packages: string[];
  found(env: Env, system: System): boolean;
  lookedFor(env: Env): string;
};

export const PREREQUISITES: Prerequisite[];
export const realSystem: System;
export function chromiumPath(env: Env): string;
export function sofficePath(env: Env): string;
export function installCommand(packages: string[], asRoot: boolean): string;
export function ensurePrerequisites(options?: {
  env?: Env;
  system?: System;
  prerequisites?: Prerequisite[];
}): { ok: true; installed: string[] } | { ok: false; message: string };
