import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy… and waitFor wait up to 3 s instead of 1 s: a screen's first render is a background (transition)
// render, and so is the shell's after the session check; on a loaded 2-core machine running the suite in
// parallel, 'Cargando ventas...' once took longer than 1 s to appear. A passing wait returns as soon as
// it holds, so only a failing test takes longer.
configure({ asyncUtilTimeout: 3000 });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
