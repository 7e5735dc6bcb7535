import { Box, Paper, Typography, type SxProps, type Theme } from "@mui/material";
import { useId, type ReactNode } from "react";

/** A card of the essay page: a region named by its heading, with actions on the right of the heading. */
export function SectionCard(props: {
  title: string;
  action?: ReactNode;
  className?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const { title, action, className, sx, children } = props;
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      className={className}
      sx={[{ p: { xs: 2, sm: 3 }, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.5, minHeight: 36 }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: "1.15rem", flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
