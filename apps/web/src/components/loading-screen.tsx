import { Box, CircularProgress, Typography } from "@mui/material";

/** Centred spinner with the word 'Loading'. */
export function LoadingScreen({ label = "Loading" }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: "60vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
