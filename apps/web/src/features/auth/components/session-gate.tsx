import { Alert, Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import { LoadingScreen } from "../../../components/loading-screen";
import { useAuth } from "../../../lib/auth/auth-context";

/** Shows 'Loading' until the session is known (a fresh token is forced for a stored one). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status, error, login } = useAuth();
  if (status === "loading") return <LoadingScreen />;
  if (status === "leaving") return <LoadingScreen label="Logging out" />;
  if (status === "failed") {
    return (
      <Box sx={{ maxWidth: 560, mx: "auto", mt: 6, px: 2 }}>
        <Alert severity="error" action={<Button onClick={() => void login()}>Login again</Button>}>
          Signing in did not work: {error}
        </Alert>
      </Box>
    );
  }
  return children;
}
