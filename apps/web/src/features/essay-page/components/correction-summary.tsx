import { Box, Chip, Typography } from "@mui/material";
import { useId } from "react";
import { formatIeltsBand, gradePercent, ieltsOverallBand, type EssayData } from "@redpen/contract";
import type { DiffSegment } from "../../../lib/essay-diff";
import { gradeLabel, shownGrading } from "../../../lib/shown-grading";
import { SectionCard } from "../../../components/section-card";

/** How many corrections of each category, most first. */
function categoryCounts(segments: readonly DiffSegment[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const segment of segments) {
    if (segment.kind !== "change") continue;
    const categories = segment.edits.length > 0 ? segment.edits.map((edit) => edit.category) : ["other"];
    for (const category of categories) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The essay at a glance: corrections by category and the grade the grading card shows (the teacher's, labelled so, else the advised one). */
export function CorrectionSummary(props: { data: EssayData; segments: readonly DiffSegment[]; signedIn: boolean }) {
  const { data, segments, signedIn } = props;
  const counts = categoryCounts(segments);
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const shown = shownGrading(data);
  const gradeLabelId = useId();
  const grade = shown?.total;
  const band = shown ? ieltsOverallBand(data.certificate, shown.total, shown.gradeMax) : null;

  return (
    <SectionCard title="Summary">
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: { xs: 2, sm: 4 }, mb: counts.length > 0 ? 2 : 0 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Corrections
          </Typography>
          <Typography sx={{ fontSize: "1.75rem", fontWeight: 600, color: "secondary.main", lineHeight: 1.2 }}>
            {total}
          </Typography>
        </Box>
        {shown && grade !== undefined && data.grade_max !== null && (
          <Box role="group" aria-labelledby={gradeLabelId}>
            <Typography id={gradeLabelId} variant="body2" color="text.secondary">
              {gradeLabel(shown.source, signedIn)}
            </Typography>
            <Typography sx={{ fontSize: "1.75rem", fontWeight: 600, lineHeight: 1.2 }}>
              {grade}
              <Box component="span" sx={{ fontSize: "1rem", fontWeight: 400, color: "text.secondary" }}>
                {" "}
                / {data.grade_max} ({gradePercent(grade, data.grade_max)}%)
              </Box>
            </Typography>
            {band !== null && <Typography sx={{ fontWeight: 600 }}>{formatIeltsBand(band)}</Typography>}
          </Box>
        )}
      </Box>
      {counts.length > 0 ? (
        <Box
          component="ul"
          aria-label="Corrections by category"
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, m: 0, listStyle: "none" }}
        >
          {counts.map(([category, count]) => (
            <li key={category}>
              <Chip size="small" variant="outlined" label={`${category}: ${count}`} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">No corrections were needed.</Typography>
      )}
    </SectionCard>
  );
}
