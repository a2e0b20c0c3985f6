import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const FORM_LIBRARIES = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;

/**
 * The modules that load zod or react-hook-form, themselves or through what they import: the schemas and
 * the form code. Known once every module is parsed (buildEnd); the chunk groups below read it.
 */
const formCode = new Set<string>();

const LOGIN_PAGE = /features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/;
/** The modules the login page loads, itself or through what it imports. Filled with formCode. */
const loginCode = new Set<string>();

/** Fills `into` with `starts` and every module reachable from them through `next`. */
function fillReachable(into: Set<string>, starts: string[], next: (id: string) => readonly string[]): void {
  into.clear();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (into.has(id)) continue;
    into.add(id);
    pending.push(...next(id));
  }
}

function findFormAndLoginCode(): Plugin {
  return {
    name: "inventario:find-form-and-login-code",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importers = new Map<string, string[]>();
      for (const id of ids)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? [])
          importers.set(imported, [...(importers.get(imported) ?? []), id]);
      // What loads a form library: the libraries and, up the import graph, whoever imports them.
      fillReachable(
        formCode,
        ids.filter((id) => FORM_LIBRARIES.test(id)),
        (id) => importers.get(id) ?? [],
      );
      // What the login page loads: down the import graph from it.
      fillReachable(
        loginCode,
        ids.filter((id) => LOGIN_PAGE.test(id)),
        (id) => this.getModuleInfo(id)?.importedIds ?? [],
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), findFormAndLoginCode()],
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    outDir: "dist",
    rolldownOptions: {
      output: {
        // Fewer, larger chunks (issue 21, mobile Lighthouse): left to itself the bundler made a chunk for
        // every set of screens sharing a module, and the dashboard's first load fetched 27 of them — over
        // a phone's six connections that is five round trips before the first screen can render.
        // - the first load's libraries in one chunk and the app's own first-load code in another;
        // - what two or more screens share, by what a module pulls in (a chunk loads every chunk its
        //   modules import, so grouping by path is not enough):
        //   - "login-shared" and "login-forms": what the login page loads, without and with zod and
        //     react-hook-form (~6.5 and ~41 kB gzip); the login, everyone's first screen, loads these alone;
        //   - "screens": the rest of what loads neither library (~20 kB); the dashboard, which has no form,
        //     loads it and "login-shared" (36.5 kB of screen code instead of 87);
        //   - "forms": the rest (the other schemas and forms, ~11 kB).
        //   Each imports only chunks above it in this list. Measured against grouping by which screens use
        //   what: fewer chunks and bytes.
        codeSplitting: {
          groups: [
            { name: "vendor", test: /node_modules/, tags: ["$initial"], priority: 3 },
            { name: "index", tags: ["$initial"], priority: 2 },
            // The toasts' library loads with the first toast (lib/notify.ts), not with the screens.
            { name: "sonner", test: /node_modules[\\/]sonner/, priority: 2 },
            {
              name: "login-shared",
              test: (id) => loginCode.has(id) && !formCode.has(id),
              minShareCount: 2,
              priority: 1,
            },
            { name: "login-forms", test: (id) => loginCode.has(id), minShareCount: 2, priority: 1 },
            { name: "screens", test: (id) => !formCode.has(id), minShareCount: 2, priority: 1 },
            { name: "forms", minShareCount: 2, priority: 0 },
          ],
        },
        // Merged chunks can import each other both ways; without it a shared schema could run before the
        // schema it extends (seen: "Cannot read properties of undefined (reading 'extend')").
        strictExecutionOrder: true,
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // One worker thread runs many files, each still in its own jsdom window, without re-importing React,
    // the router and the app per file: the web suite took 130 s alone on a quiet 2-core machine, 53 s so.
    // src/test/setup.ts restores spies and stubbed globals after every test; the files passed in shuffled
    // orders.
    pool: "threads",
    isolate: false,
    // Room for a few of the 15 s waits of src/test/setup.ts on a loaded machine.
    testTimeout: 40_000,
    css: false,
  },
});
