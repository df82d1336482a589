// Unit tests of the web app's pure logic (src/**/*.test.ts). Browser journeys: playwright.config.ts.
import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    // The first test of a file also pays for imports; CI machines have two busy cores.
    testTimeout: 20_000,
  },
});
