import "@fontsource/roboto/400.css";
import "@fontsource/roboto/500.css";
import "@fontsource/roboto/700.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { StartupError } from "../components/startup-error";
import { startErrorReporting } from "../lib/error-reporting/start-error-reporting";
import { loadRuntimeConfig } from "../lib/runtime-config";
import { AppProviders, BareProviders } from "./providers";
import { AppRouter } from "./router";

const container = document.getElementById("root")!;

// Start-up stops with the message of docs/behaviour/errors.md when /config.json is unreachable or a setting is missing.
// Error reporting (with a DSN) starts before the first render, so that it sees every render error.
loadRuntimeConfig().then(
  async (config) =>
    createRoot(container, await startErrorReporting(config)).render(
      <StrictMode>
        <AppProviders config={config}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  (error: unknown) =>
    createRoot(container).render(
      <StrictMode>
        <BareProviders>
          <StartupError details={error instanceof Error ? error.message : String(error)} />
        </BareProviders>
      </StrictMode>,
    ),
);
