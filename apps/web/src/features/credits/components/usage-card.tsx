import { Box, Paper, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import {
  sortUsageByEssays,
  USAGE_PERIOD_DAYS,
  usagePeriodDays,
  type OrganisationBillingResponse,
} from "@redpen/contract";
import { useId } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useSchoolCredits } from "../api/get-school-credits";
import { usageTitle } from "../utils/usage-period";
import { TeacherCalled } from "./breakable-email";

/**
 * 'Usage - last N days': each teacher of the school and the essays they have corrected,
 * most first. `schoolId` is undefined while the teacher loads; its load error and credits
 * errors show in the card. Teachers of no school are not shown the card at all.
 */
export function UsageCard({ schoolId, loadError }: { schoolId: string | undefined; loadError?: unknown }) {
  const headingId = useId();
  const credits = useSchoolCredits(schoolId);
  const usage = credits.data?.data.essays_corrected_per_user;
  const days = usage ? usagePeriodDays(usage.start_date, usage.end_date) : USAGE_PERIOD_DAYS;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.15rem", mb: 0.5 }}>
        {usageTitle(days)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Essays each teacher of your school has corrected.
      </Typography>
      {((schoolId === undefined && !loadError) || credits.isLoading) && <Skeleton variant="rounded" height={96} />}
      {Boolean(loadError ?? credits.error) && <ErrorNotice error={loadError ?? credits.error} />}
      {usage && <UsageTable users={usage.users} />}
    </Paper>
  );
}

function UsageTable({ users }: { users: OrganisationBillingResponse["data"]["essays_corrected_per_user"]["users"] }) {
  const rows = sortUsageByEssays(users);
  if (rows.every((user) => user.essays_corrected === 0))
    return <Typography>No essays were corrected in this period yet.</Typography>;
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden" }}>
      <Table size="small" sx={{ tableLayout: "fixed" }}>
        <TableHead>
          <TableRow sx={{ bgcolor: "grey.50" }}>
            <TableCell sx={{ fontWeight: 600 }}>User</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: "nowrap", width: { xs: 88, sm: 180 } }}>
              {/* A phone has room for one short word beside the emails. */}
              <Box component="span" sx={{ display: { xs: "inline", sm: "none" } }}>
                Essays
              </Box>
              <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
                Corrected essays
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((user) => (
            <TableRow key={user.email} sx={{ "&:last-child td": { borderBottom: 0 } }}>
              {/* Breaks anywhere only if a part between dots is still too long for the cell. */}
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                <TeacherCalled teacher={user} />
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums" }}>
                {user.essays_corrected}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
