import { Typography } from "@mui/material";

/** The page's one h1. */
export function PageTitle({ children }: { children: string }) {
  return (
    <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
