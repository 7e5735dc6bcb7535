import { Alert } from "@mui/material";
import { formatError } from "@redpen/contract";
import type { ErrorInfo, ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";

/** Keeps a failure in one region of the page from blanking the rest; `resetKey` changing (e.g. the path) retries it. */
export function RegionErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary FallbackComponent={RegionFailed} onError={logRegionFailure} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}

function RegionFailed({ error }: FallbackProps) {
  return <Alert severity="error">{formatError(error)}</Alert>;
}

// The error reporter (when there is one) hears of it through the root's onCaughtError: reporting
// it here too would send it twice.
function logRegionFailure(error: unknown, info: ErrorInfo) {
  console.error("region failed", error, info.componentStack);
}
