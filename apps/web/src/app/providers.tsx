import { CacheProvider } from "@emotion/react";
import { CssBaseline, ThemeProvider } from "@mui/material";
import type { RuntimeConfig } from "@redpen/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { SessionGate } from "../features/auth/components/session-gate";
import { ApiClient } from "../lib/api-client";
import { ApiContext } from "../lib/api/api-context";
import { AuthProvider } from "../lib/auth/auth-provider";
import { createQueryClient } from "../lib/query-client";
import { RuntimeConfigContext } from "../lib/runtime-config";
import { createStyleCache } from "../lib/style-cache";
import { createUserManager } from "../lib/user-manager";
import { theme } from "./theme";

/**
 * Theme, settings, sign-in (the UserManager, in AuthContext), api client and query cache for the
 * whole app; the children render once the session gate knows who is signed in.
 */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [userManager] = useState(() => createUserManager(config));
  const [apiClient] = useState(() => new ApiClient(config.backend_api_uri, userManager));
  const [queryClient] = useState(createQueryClient);
  return (
    <BareProviders>
      <RuntimeConfigContext.Provider value={config}>
        <AuthProvider userManager={userManager}>
          <ApiContext.Provider value={apiClient}>
            <QueryClientProvider client={queryClient}>
              <SessionGate>{children}</SessionGate>
            </QueryClientProvider>
          </ApiContext.Provider>
        </AuthProvider>
      </RuntimeConfigContext.Provider>
    </BareProviders>
  );
}

/** Only the styles (with the page's CSP nonce) and the theme, also for the start-up error screen. */
export function BareProviders({ children }: { children: ReactNode }) {
  const [styleCache] = useState(createStyleCache);
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
