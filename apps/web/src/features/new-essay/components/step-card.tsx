import CheckIcon from "@mui/icons-material/Check";
import { Avatar, Box, Collapse, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

interface StepCardProps {
  number: number;
  /** The step's title as docs/behaviour/pages.md words it. */
  title: string;
  /** Whether the step's content shows; a closed step shows only its title and why it is closed. */
  open: boolean;
  done?: boolean;
  /** Shown but greyed out, e.g. without credits. */
  disabled?: boolean;
  /** Shown while the step is closed, e.g. 'Add the essay first'. */
  closedHint?: string;
  children: ReactNode;
}

/**
 * One numbered step of the new-essay page, as a card that opens when the step before is done.
 * The section is deliberately unnamed: a named region would share its name with the fields'
 * labels ('Pick certificate' and 'Certificate') and make label lookups ambiguous.
 */
export function StepCard({ number, title, open, done = false, disabled = false, closedHint, children }: StepCardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        opacity: open && !disabled ? 1 : 0.7,
        bgcolor: open && !disabled ? "background.paper" : "transparent",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <Avatar
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            fontSize: "1rem",
            fontWeight: 600,
            bgcolor: done ? "success.main" : open && !disabled ? "primary.main" : "grey.400",
          }}
        >
          {done ? <CheckIcon fontSize="small" /> : number}
        </Avatar>
        <Typography variant="h2" sx={{ fontSize: { xs: "1.15rem", sm: "1.3rem" } }}>
          {title}
        </Typography>
      </Box>
      {!open && closedHint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, ml: { sm: 5.5 } }}>
          {closedHint}
        </Typography>
      )}
      <Collapse in={open} unmountOnExit>
        <Box sx={{ pt: 2.5, ml: { sm: 5.5 } }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
