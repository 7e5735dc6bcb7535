import { Alert, Box, CircularProgress } from "@mui/material";
import { Fragment } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { InvitationBanner } from "../../../components/invitation-banner";
import { PageTitle } from "../../../components/page-title";
import { useMe } from "../../../lib/api/get-me";
import { CorrectionCodesCard } from "./correction-codes-card";
import { LogoCard } from "./logo-card";
import { AgreementCard } from "./agreement-card";
import { ModelWarning } from "./model-warning";
import { SchoolCorrectionsCard } from "./school-corrections-card";
import { MyEssaysCard, SchoolDataCard } from "./school-data-card";
import { SchoolDetailsCard } from "./school-details-card";
import { SchoolName } from "./school-name";
import { TeachersCard } from "./teachers-card";
import { YourNameCard } from "./your-name-card";

/**
 * /school: invitations waiting for an answer, then the current school: its name, a warning
 * when the model set failed on its recent essays, the teacher's own name as the school sees it, its logo and its teachers side by side on wide screens, its corrections, its Agreement figures and
 * its data (download, deletion). What an owner may do more, the signed-in teacher's role decides.
 */
export function SchoolPage() {
  const me = useMe();
  const current = me.data?.data.organisations[0];
  const schoolId = current?.id;
  const iAmOwner = current?.role === "owner";
  return (
    <>
      <PageTitle>School</PageTitle>
      {me.data && <InvitationBanner sx={{ mb: 3 }} />}
      {me.isPending && <CircularProgress aria-label="Loading" />}
      {me.error && <ErrorNotice error={me.error} />}
      {me.data && !schoolId && (
        <>
          <Alert severity="info" sx={{ mb: 3 }}>
            You are not a member of a school. Ask a colleague to invite you.
          </Alert>
          <YourNameCard me={me.data} />
          <MyEssaysCard />
        </>
      )}
      {/* Keyed by the school: a switch to another one starts its forms and notices afresh. */}
      {schoolId && (
        <Fragment key={schoolId}>
          <SchoolName schoolId={schoolId} iAmOwner={iAmOwner} />
          <ModelWarning schoolId={schoolId} />
          {me.data && <YourNameCard me={me.data} />}
          <Box
            sx={{
              display: "grid",
              gap: 3,
              alignItems: "start",
              gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 3fr)" },
            }}
          >
            <LogoCard schoolId={schoolId} />
            <TeachersCard schoolId={schoolId} myId={me.data?.id} iAmOwner={iAmOwner} />
            <Box sx={{ gridColumn: { md: "1 / -1" } }}>
              <SchoolDetailsCard schoolId={schoolId} iAmOwner={iAmOwner} />
            </Box>
            <Box sx={{ gridColumn: { md: "1 / -1" } }}>
              <SchoolCorrectionsCard schoolId={schoolId} />
            </Box>
            <Box sx={{ gridColumn: { md: "1 / -1" } }}>
              <CorrectionCodesCard schoolId={schoolId} iAmOwner={iAmOwner} />
            </Box>
            <Box sx={{ gridColumn: { md: "1 / -1" } }}>
              <AgreementCard schoolId={schoolId} />
            </Box>
            <Box sx={{ gridColumn: { md: "1 / -1" } }}>
              <SchoolDataCard schoolId={schoolId} iAmOwner={iAmOwner} />
            </Box>
          </Box>
        </Fragment>
      )}
    </>
  );
}
