import "@fontsource/roboto/400.css";
import "@fontsource/roboto/500.css";
import "@fontsource/roboto/700.css";
import { Alert, Box } from "@mui/material";
import { pageErrorMessage } from "@redpen/contract";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { loadRuntimeConfig } from "../lib/runtime-config";
import { AppProviders, BareProviders } from "./providers";
import { router } from "./router";

const root = createRoot(document.getElementById("root")!);

// Start-up stops with SPEC.md 8's message when a setting is missing.
loadRuntimeConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <AppProviders config={config}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(
      <BareProviders>
        <Box sx={{ maxWidth: 640, mx: "auto", mt: 8, px: 2 }}>
          <Alert severity="error">{pageErrorMessage(error instanceof Error ? error.message : String(error))}</Alert>
        </Box>
      </BareProviders>,
    ),
);
