import { Alert, Box } from "@mui/material";
import { pageErrorMessage } from "@redpen/contract";

/** The only thing shown when the app cannot start, e.g. a missing setting (docs/behaviour/errors.md). */
export function StartupError({ details }: { details: string }) {
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: "auto", mt: { xs: 4, sm: 8 }, px: 2 }}>
      <Alert severity="error">{pageErrorMessage(details)}</Alert>
    </Box>
  );
}
