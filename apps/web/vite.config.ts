import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
        // - everything two or more screens share in one chunk (~75 kB gzip), so a screen loads that and
        //   its own chunk. Measured against grouping by which screens use what: the login needs most of
        //   it anyway, and the dashboard fetched 4 chunks instead of 9-12, and fewer bytes.
        codeSplitting: {
          groups: [
            { name: "vendor", test: /node_modules/, tags: ["$initial"], priority: 3 },
            { name: "index", tags: ["$initial"], priority: 2 },
            // The toasts' library loads with the first toast (lib/notify.ts), not with the screens.
            { name: "sonner", test: /node_modules[\\/]sonner/, priority: 2 },
            { name: "screens", minShareCount: 2, priority: 1 },
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
    css: false,
  },
});
