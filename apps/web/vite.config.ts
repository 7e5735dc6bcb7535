import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `npm run dev -w @redpen/web` serves the app with hot reload against the api of `npm start`.
export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/config.json": "http://localhost:3000" },
  },
});
