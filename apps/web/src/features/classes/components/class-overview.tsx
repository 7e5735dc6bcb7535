import { Box, Button, CircularProgress, Collapse, Paper, Typography, useMediaQuery, useTheme } from "@mui/material";
import type { ClassOverviewResponse } from "@redpen/contract";
import { useId, useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useClassOverview } from "../api/get-overview";
import { ClassChanges, NotHandedIn } from "./class-changes-and-missing";
import { ClassFrequentErrors } from "./class-frequent-errors";
import { CriteriaSpreadChart } from "./criteria-spread-chart";

/** What the overview counts, and when it is folded (a phone folds it at first) its most common error too. */
function summaryOf(data: ClassOverviewResponse["data"], folded: boolean): string {
  if (data.essays_counted === 0)
    return "Nothing to count yet: the overview fills in as the class's essays are corrected.";
  const essays = `From each student's latest corrected essay: ${data.essays_counted} ${data.essays_counted === 1 ? "essay" : "essays"}.`;
  const top = data.frequent_errors[0];
  return top && folded ? `${essays} Most common: ${top.label} (${top.students} of ${data.essays_counted}).` : essays;
}

/**
 * What to teach next: the class's grades per criterion, the errors most students make, who
 * improved, and who has not handed in, from each student's latest corrected essay.
 */
export function ClassOverview({ classId }: { classId: string }) {
  const headingId = useId();
  const partsId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"), { noSsr: true });
  const [open, setOpen] = useState(!phone);
  const overview = useClassOverview(classId);
  const data = overview.data?.data;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: "1.15rem", flexGrow: 1 }}>
          What to teach next
        </Typography>
        <Button size="small" aria-expanded={open} aria-controls={partsId} onClick={() => setOpen((now) => !now)}>
          {open ? "Hide" : "Show"}
        </Button>
      </Box>
      {overview.isPending && <CircularProgress aria-label="Loading the overview" />}
      {overview.error && <ErrorNotice error={overview.error} />}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {summaryOf(data, !open)}
          </Typography>
          <Collapse in={open} id={partsId}>
            <Box
              sx={{
                mt: 2,
                display: "grid",
                gap: 3,
                gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
              }}
            >
              <Box sx={{ gridColumn: "1 / -1", minWidth: 0 }}>
                <CriteriaSpreadChart criteria={data.criteria} />
              </Box>
              <ClassFrequentErrors errors={data.frequent_errors} counted={data.essays_counted} />
              <Box sx={{ display: "grid", gap: 3, alignContent: "start", minWidth: 0 }}>
                <NotHandedIn overview={data} />
                <ClassChanges overview={data} />
              </Box>
            </Box>
          </Collapse>
        </>
      )}
    </Paper>
  );
}
