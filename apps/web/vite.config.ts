// Vite build of the AI Sachiv SPA: file routes, React, Tailwind and the PWA service worker.
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkGroups } from "./build/chunk-groups";
import { precompress } from "./build/precompress";
import { routePreload } from "./build/route-preload";

export default defineConfig({
  // One .env for the whole project (repo root): VITE_* variables there reach the web build.
  envDir: fileURLToPath(new URL("../..", import.meta.url)),
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  plugins: [
    // The router plugin must come before react() so that route files are split first.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: "autoUpdate",
      // An external registerSW.js, because the API's CSP allows no inline scripts.
      injectRegister: "script-defer",
      // public/ files are precached through globPatterns below (the plugin adds the manifest itself);
      // listing the manifest icons again only added duplicate precache entries.
      includeManifestIcons: false,
      manifest: {
        name: "AI Sachiv — एआई सचिव",
        short_name: "AI Sachiv",
        description: "Gram Panchayat adhikariyon ka AI sahayak · ग्राम पंचायत अधिकारियों का एआई सहायक",
        lang: "hi",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        background_color: "#f7f5ef",
        theme_color: "#0f5132",
        icons: [
          { src: "/pwa-192x192.png", sizes: "192x192", type: "image/png" },
          { src: "/pwa-512x512.png", sizes: "512x512", type: "image/png" },
          { src: "/pwa-maskable-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The static shell: scripts, styles, the bundled Devanagari fonts, icons.
        // The bundled content ships inside the screens' JS chunks, so every .js file is precached.
        // The four WOFF 1.0 files are the offline PDF's fonts (src/lib/drafts/draft-pdf.ts).
        globPatterns: [
          "**/*.{js,css,html,svg,png,woff2}",
          "assets/noto-sans-devanagari-{devanagari,latin}-{400,700}-normal-*.woff",
        ],
        // pages/*.html: index.html with one screen's chunks preloaded, for a first visit only
        // (build/route-preload.ts); offline, navigateFallback serves index.html.
        globIgnores: ["pages/**"],
        // Workbox drops files above its 2 MiB default with only a build warning; a growing
        // content chunk must not fall out of the offline app.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // autoUpdate sets these only with injectRegister "auto"; with "script-defer" they are ours
        // to set. Without them the first visit stays uncontrolled, and a screen opened later in
        // that visit (its chunk not fetched yet) fails once the network drops.
        skipWaiting: true,
        clientsClaim: true,
        // Background Sync for the chat's offline outbox (public/sw-outbox.js).
        importScripts: ["/sw-outbox.js"],
      },
    }),
    routePreload(fileURLToPath(new URL(".", import.meta.url))),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://127.0.0.1:3000", changeOrigin: true, ws: true },
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the first-load budget test (src/first-load-budget.test.ts) reads.
    manifest: true,
    rolldownOptions: {
      // Rolldown merges modules shared by several screens into the entry chunk when the entry
      // already imports their chunk; that put contracts/content.ts (and with it zod) in every
      // screen's first load. Shared modules stay in their own chunks, loaded by the screens using them.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      // Fewer requests before the first paint (build/chunk-groups.ts).
      output: { codeSplitting: { groups: chunkGroups() } },
    },
  },
});
