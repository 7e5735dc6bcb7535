import { Alert, Box, CircularProgress, Link, Typography } from "@mui/material";
import { useMemo } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { PageTitle } from "../../../components/page-title";
import { paths } from "../../../config/paths";
import { useStudentProgress } from "../api/get-progress";
import { progressPoints } from "../utils/progress-chart-rows";
import { FrequentErrors } from "./frequent-errors";
import { ErrorRateChart, GradeChart, WordsChart } from "./progress-charts";
import { StudentEssays } from "./student-essays";

/**
 * /students/{id}: a student's essays over time and their progress: what to work on (their three
 * most frequent kinds of error, with examples), then grade per criterion, errors per 100 words and
 * words per essay, each chart with its figures beside it.
 */
export function StudentPage() {
  const { id = "" } = useParams();
  const progress = useStudentProgress(id);
  const data = progress.data?.data;
  const points = useMemo(() => (data ? progressPoints(data) : []), [data]);

  if (progress.isPending) return <CircularProgress aria-label="Loading" />;
  if (progress.error || !data) return <ErrorNotice error={progress.error} />;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.class.getHref(data.student.class_id)}>
          {data.student.class_name}
        </Link>
      </Typography>
      <PageTitle>{data.student.name}</PageTitle>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: "minmax(0, 1fr)" }}>
        <FrequentErrors errors={data.frequent_errors} />
        {points.length === 0 ? (
          <Alert severity="info">The progress charts show once one of this student's essays is corrected.</Alert>
        ) : (
          <>
            <GradeChart points={points} progress={data} />
            <ErrorRateChart points={points} progress={data} />
            <WordsChart points={points} />
          </>
        )}
        <StudentEssays essays={data.essays} />
      </Box>
    </>
  );
}
