import { useTheme } from "@mui/material";
import type { CriterionSpread } from "@redpen/contract";
import { Bar, BarChart, CartesianGrid, ErrorBar, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { FiguresTable } from "../../../components/figures-table";
import { criterionBars, onScale, scaleTop } from "../utils/overview-figures";
import { OverviewPart } from "./overview-part";

const axisTick = { fontSize: 11 };

/**
 * The class's grade per criterion: a bar at the mean with a whisker from the lowest to the highest
 * grade, on the certificate's scale; the same figures (with the standard deviation) in a table.
 */
export function CriteriaSpreadChart({ criteria }: { criteria: CriterionSpread[] }) {
  const theme = useTheme();
  if (criteria.length === 0)
    return (
      <OverviewPart title="Grades per criterion">No grades yet: they show once an essay is corrected.</OverviewPart>
    );
  return (
    <OverviewPart
      title="Grades per criterion"
      description="The bar is the class's mean; the line runs from the lowest grade to the highest."
    >
      <div aria-hidden style={{ height: 40 + criteria.length * 44, minWidth: 0 }}>
        <ResponsiveContainer>
          <BarChart data={criterionBars(criteria)} layout="vertical" margin={{ left: 8, right: 16, top: 4 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, scaleTop(criteria)]} allowDecimals={false} tick={axisTick} />
            <YAxis type="category" dataKey="name" width={110} tick={axisTick} />
            <Bar dataKey="mean" fill={theme.palette.primary.main} barSize={18} isAnimationActive={false}>
              <ErrorBar dataKey="range" direction="x" width={8} stroke={theme.palette.text.primary} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <FiguresTable
        label="Grades per criterion"
        headers={["Criterion", "Mean", "Lowest – highest", "Standard deviation", "Essays"]}
        rows={criteria.map((criterion) => [
          criterion.name,
          onScale(criterion.mean, criterion.scale_max),
          `${criterion.lowest} – ${criterion.highest}`,
          criterion.standard_deviation,
          criterion.essays,
        ])}
      />
    </OverviewPart>
  );
}
