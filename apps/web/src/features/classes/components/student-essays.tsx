import { Link, Paper, Typography } from "@mui/material";
import type { ProgressEssay } from "@redpen/contract";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { FiguresTable } from "../../../components/figures-table";
import { paths } from "../../../config/paths";
import { STATUS_WORDS } from "../utils/class-essay-rows";
import { essayDate, figure } from "../utils/progress-chart-rows";

/** The student's essays over time, oldest first, each leading to its page. */
export function StudentEssays({ essays }: { essays: ProgressEssay[] }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        Essays
      </Typography>
      {essays.length === 0 ? (
        <Typography>No essay yet: give a new essay this student, and it shows here.</Typography>
      ) : (
        <FiguresTable
          label="The student's essays"
          headers={["Essay", "Status", "Grade", "Words", "Corrections", "To work on"]}
          rows={essays.map((essay) => [
            <Link key={essay.id} component={RouterLink} to={paths.essay.getHref(essay.id)}>
              {essayDate(essay.created_at)} · {essay.certificate.name}
            </Link>,
            STATUS_WORDS[essay.status],
            essay.grade
              ? `${figure(essay.grade.total)}${essay.grade.max === null ? "" : ` / ${essay.grade.max}`}${essay.grade.source === "advised" ? " (advised)" : ""}`
              : "–",
            figure(essay.words),
            figure(essay.corrections),
            essay.work_on?.label ?? "–",
          ])}
        />
      )}
    </Paper>
  );
}
