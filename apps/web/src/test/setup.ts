import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy… and waitFor wait up to 15 s instead of testing-library's 1 s: a screen's first render is a
// background (transition) render, and so is the shell's after the session check. On a loaded 2-core
// machine running the server suites beside these, 'Cargando ventas...' once took over 1 s to appear, and
// 'No hay solicitudes.' over 3 s after its answer (a full run with two busy processes beside it). A
// passing wait returns as soon as it holds, so only a failing test takes longer. Since two test files
// run at a time (vitest.config.ts maxWorkers), a CI rehearsal beside a CPU-bound process once waited
// over 8 s for 'No hay traslados registrados.' after its answer (the whole vitest run took 20 min
// instead of 9).
configure({ asyncUtilTimeout: 15_000 });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Test files share a worker's modules and globals (vite.config.ts, isolate: false): a spy or a
  // stubbed global left by one test must not reach the next file.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
