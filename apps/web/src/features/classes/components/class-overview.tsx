import { Box, CircularProgress, Paper, Typography } from "@mui/material";
import { useId } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useClassOverview } from "../api/get-overview";
import { ClassChanges, NotHandedIn } from "./class-changes-and-missing";
import { ClassFrequentErrors } from "./class-frequent-errors";
import { CriteriaSpreadChart } from "./criteria-spread-chart";

/**
 * What to teach next: the class's grades per criterion, the errors most students make, who
 * improved, and who has not handed in, from each student's latest corrected essay.
 */
export function ClassOverview({ classId }: { classId: string }) {
  const headingId = useId();
  const overview = useClassOverview(classId);
  const data = overview.data?.data;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.15rem" }}>
        What to teach next
      </Typography>
      {overview.isPending && <CircularProgress aria-label="Loading the overview" />}
      {overview.error && <ErrorNotice error={overview.error} />}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {data.essays_counted === 0
              ? "Nothing to count yet: the overview fills in as the class's essays are corrected."
              : `From each student's latest corrected essay: ${data.essays_counted} ${data.essays_counted === 1 ? "essay" : "essays"}.`}
          </Typography>
          <Box
            sx={{
              display: "grid",
              gap: 3,
              gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
            }}
          >
            <CriteriaSpreadChart criteria={data.criteria} />
            <ClassFrequentErrors errors={data.frequent_errors} counted={data.essays_counted} />
            <ClassChanges overview={data} />
            <NotHandedIn overview={data} />
          </Box>
        </>
      )}
    </Paper>
  );
}
