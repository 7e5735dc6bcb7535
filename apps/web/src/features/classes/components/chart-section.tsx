import { Box, Paper, Typography } from "@mui/material";
import { useId, type ReactNode } from "react";

/**
 * A chart with its figures beside it on a wide screen (below it on smaller ones, and always below
 * when the table has too many columns to sit beside: `wideFigures`): the chart is drawn for the eye
 * and hidden from screen readers, which read the same figures in the table.
 */
export function ChartSection(props: {
  title: string;
  description: string;
  chart: ReactNode;
  figures: ReactNode;
  wideFigures?: boolean;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.25rem" }}>
        {props.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {props.description}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          alignItems: "start",
          gridTemplateColumns: {
            xs: "minmax(0, 1fr)",
            lg: props.wideFigures ? "minmax(0, 1fr)" : "minmax(0, 3fr) minmax(0, 2fr)",
          },
        }}
      >
        <Box sx={{ height: { xs: 220, sm: 260 }, minWidth: 0 }} aria-hidden>
          {props.chart}
        </Box>
        <Box sx={{ minWidth: 0 }}>{props.figures}</Box>
      </Box>
    </Paper>
  );
}
