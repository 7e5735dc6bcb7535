import { Box, Paper, Typography } from "@mui/material";
import { useId, type ReactNode } from "react";

/** A card of the school page: a region named by its heading, with a line saying what it is for. */
export function SchoolCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: "1.25rem" }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {description}
      </Typography>
      <Box>{children}</Box>
    </Paper>
  );
}
