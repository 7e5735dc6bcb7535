import { useTheme } from "@mui/material";
import type { StudentProgressResponse } from "@redpen/contract";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { FiguresTable } from "../../../components/figures-table";
import { figure, type ProgressPoint } from "../utils/progress-chart-rows";
import { ChartSection } from "./chart-section";

type Progress = StudentProgressResponse["data"];

/** Colours told apart on screen and by most colour-blind readers (Okabe and Ito's), the product's red first. */
const SERIES_COLOURS = ["#c62828", "#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#7a7a7a"];
const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;
/**
 * Criteria often share a grade, so their lines lie on each other: the first is drawn widest and each
 * next one narrower on top, so coinciding lines show as stripes of their colours, none hidden.
 */
const nestedWidth = (index: number, count: number) => 1.5 + 1.25 * (count - 1 - index);
const axisTick = { fontSize: 11 };
const legendStyle = { fontSize: 12 };

/** Grade per criterion per essay: a line per criterion, the grade that counts (the teacher's, else advised). */
export function GradeChart({ points, progress }: { points: ProgressPoint[]; progress: Progress }) {
  const { criteria } = progress;
  const top = Math.max(1, ...criteria.map((criterion) => criterion.max ?? 0));
  return (
    <ChartSection
      title="Grade per criterion"
      wideFigures
      description="Each corrected essay's grade per criterion: your grade where you gave one, else the advised grade."
      chart={
        <ResponsiveContainer>
          <LineChart data={points} margin={{ left: -20, right: 12, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} />
            <YAxis domain={[0, top]} allowDecimals={false} tick={axisTick} />
            <Tooltip />
            <Legend wrapperStyle={legendStyle} />
            {criteria.map((criterion, i) => (
              <Line
                key={criterion.name}
                name={criterion.name}
                dataKey={(point: ProgressPoint) => point.grades[criterion.name]}
                stroke={colourOf(i)}
                strokeWidth={nestedWidth(i, criteria.length)}
                dot={{ r: 1 + nestedWidth(i, criteria.length), strokeWidth: 0, fill: colourOf(i) }}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      }
      figures={
        <FiguresTable
          label="Grade per criterion, per essay"
          headers={[
            "Essay",
            ...criteria.map((criterion) =>
              criterion.max === null ? criterion.name : `${criterion.name} (of ${criterion.max})`,
            ),
            "Total",
          ]}
          rows={points.map((point) => [
            point.label,
            ...criteria.map((criterion) => figure(point.grades[criterion.name])),
            point.total === null ? "–" : `${figure(point.total)}${point.max === null ? "" : ` / ${point.max}`}`,
          ])}
        />
      }
    />
  );
}

/** Errors per 100 words by kind: a stacked bar per essay, the most frequent kinds on their own. */
export function ErrorRateChart({ points, progress }: { points: ProgressPoint[]; progress: Progress }) {
  const kinds = progress.error_kinds;
  return (
    <ChartSection
      title="Errors per 100 words"
      wideFigures
      description="The corrections the student sees in each essay (not the ones you rejected), per 100 words, by kind."
      chart={
        <ResponsiveContainer>
          <BarChart data={points} margin={{ left: -20, right: 12, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} />
            <YAxis tick={axisTick} />
            <Tooltip />
            <Legend wrapperStyle={legendStyle} />
            {kinds.map((kind, i) => (
              <Bar
                key={kind.key}
                name={kind.label}
                stackId="errors"
                dataKey={(point: ProgressPoint) => point.errorsByKind[kind.key] ?? 0}
                fill={colourOf(i)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      figures={
        <FiguresTable
          label="Errors per 100 words, per essay and kind"
          headers={["Essay", "All kinds", ...kinds.map((kind) => kind.label)]}
          rows={points.map((point) => [
            point.label,
            figure(point.errorsPer100),
            ...kinds.map((kind) => figure(point.errorsByKind[kind.key] ?? 0)),
          ])}
        />
      }
    />
  );
}

/** Words per essay. */
export function WordsChart({ points }: { points: ProgressPoint[] }) {
  const theme = useTheme();
  return (
    <ChartSection
      title="Words per essay"
      description="How long each corrected essay is, in words."
      chart={
        <ResponsiveContainer>
          <BarChart data={points} margin={{ left: -12, right: 12, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip />
            <Bar dataKey="words" name="Words" fill={theme.palette.primary.main} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      figures={
        <FiguresTable
          label="Words per essay"
          headers={["Essay", "Words"]}
          rows={points.map((point) => [point.label, point.words])}
        />
      }
    />
  );
}
