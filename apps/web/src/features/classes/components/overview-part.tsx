import { Box, Typography } from "@mui/material";
import { useId, type ReactNode } from "react";

/** One part of the class overview: a heading, a line on what it shows, and its content. */
export function OverviewPart(props: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600 }}>
        {props.title}
      </Typography>
      {props.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, mb: 1 }}>
          {props.description}
        </Typography>
      )}
      {typeof props.children === "string" ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {props.children}
        </Typography>
      ) : (
        props.children
      )}
    </Box>
  );
}
