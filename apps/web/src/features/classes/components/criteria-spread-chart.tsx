import { Box, Typography, useMediaQuery, useTheme } from "@mui/material";
import type { CriterionSpread } from "@redpen/contract";
import { Bar, BarChart, CartesianGrid, ErrorBar, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { FiguresTable } from "../../../components/figures-table";
import { criterionBars, onScale, scaleTicks, scaleTop } from "../utils/overview-figures";
import { OverviewPart } from "./overview-part";

const axisTick = { fontSize: 11 };

/**
 * The class's grade per criterion: a bar at the mean with a whisker from the lowest to the highest
 * grade, on the certificate's scale; the same figures (with the standard deviation) beside it, in
 * a table (a line each on a phone).
 */
export function CriteriaSpreadChart({ criteria }: { criteria: CriterionSpread[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  if (criteria.length === 0)
    return (
      <OverviewPart title="Grades per criterion">No grades yet: they show once an essay is corrected.</OverviewPart>
    );
  const top = scaleTop(criteria);
  return (
    <OverviewPart
      title="Grades per criterion"
      description="The bar is the class's mean; the line runs from the lowest grade to the highest."
    >
      <Box
        sx={{
          display: "grid",
          gap: 2,
          alignItems: "center",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 1fr)" },
        }}
      >
        <Box aria-hidden sx={{ height: 40 + criteria.length * 44, minWidth: 0 }}>
          <ResponsiveContainer>
            <BarChart data={criterionBars(criteria)} layout="vertical" margin={{ left: 8, right: 16, top: 4 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis
                type="number"
                domain={[0, top]}
                ticks={scaleTicks(top)}
                interval={0}
                allowDecimals={false}
                tick={axisTick}
              />
              <YAxis type="category" dataKey="name" width={110} tick={axisTick} />
              <Bar dataKey="mean" fill={theme.palette.primary.main} barSize={18} isAnimationActive={false}>
                <ErrorBar
                  dataKey="range"
                  direction="x"
                  width={8}
                  stroke={theme.palette.text.primary}
                  isAnimationActive={false}
                />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </Box>
        {phone ? <CriteriaLines criteria={criteria} /> : <CriteriaTable criteria={criteria} />}
      </Box>
    </OverviewPart>
  );
}

function CriteriaTable({ criteria }: { criteria: CriterionSpread[] }) {
  return (
    <FiguresTable
      label="Grades per criterion"
      headers={["Criterion", "Mean", "Lowest – highest", "Standard deviation"]}
      rows={criteria.map((criterion) => [
        criterion.name,
        onScale(criterion.mean, criterion.scale_max),
        `${criterion.lowest} – ${criterion.highest}`,
        criterion.standard_deviation,
      ])}
    />
  );
}

/** On a phone: one line a criterion, every figure named. */
function CriteriaLines({ criteria }: { criteria: CriterionSpread[] }) {
  return (
    <Box
      component="ul"
      aria-label="Grades per criterion"
      sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 0.5 }}
    >
      {criteria.map((criterion) => (
        <Typography component="li" variant="body2" key={criterion.name}>
          <strong>{criterion.name}</strong>: mean {onScale(criterion.mean, criterion.scale_max)}, lowest{" "}
          {criterion.lowest}, highest {criterion.highest}, standard deviation {criterion.standard_deviation}
        </Typography>
      ))}
    </Box>
  );
}
