import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A page-wide notice in place of an essay (a link that no longer works, an essay open to its teacher only): what happened and what to do. */
export function EssayNotice(props: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** "status" for a notice that changes by itself, so a screen reader reads it out. */
  role?: "status";
}) {
  const { icon, title, children, action, role } = props;
  return (
    <Box
      role={role}
      sx={{
        minHeight: "50vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 2,
        textAlign: "center",
        maxWidth: 560,
        mx: "auto",
      }}
    >
      {icon}
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: "1.5rem", sm: "2rem" } }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
      {action}
    </Box>
  );
}
