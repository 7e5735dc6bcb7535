import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `npm run dev -w @redpen/web` serves the app with hot reload against the api of `npm start`.
export default defineConfig({
  plugins: [react()],
  // No asset inlined as a data: URL (Vite inlines small font subsets by default): the api's CSP lets
  // fonts and images come from the app's own origin only, so every asset stays a file there.
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1000, assetsInlineLimit: 0 },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/config.json": "http://localhost:3000" },
  },
});
