import { Box, Typography } from "@mui/material";

/** The product's mark: a red pen and the name. */
export function RedpenLogo() {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="#ef5350" d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25z" />
        <path
          fill="#fff"
          d="M20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
        />
      </svg>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: "1.25rem", letterSpacing: ".02em" }}>
        Redpen
      </Typography>
    </Box>
  );
}
