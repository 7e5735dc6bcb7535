import { Alert, Box, CircularProgress } from "@mui/material";
import { ErrorNotice } from "../../../components/error-notice";
import { PageTitle } from "../../../components/page-title";
import { useMe } from "../../../lib/api/get-me";
import { LogoCard } from "./logo-card";
import { MarkingCard } from "./marking-card";
import { RememberedCorrectionsCard } from "./remembered-corrections-card";
import { SchoolDataCard } from "./school-data-card";
import { TeachersCard } from "./teachers-card";

/** /organisation: the current organisation's logo and its teachers, side by side on wide screens, its remembered corrections, its Marking figures and its data (download, deletion). */
export function OrganisationPage() {
  const me = useMe();
  const organisationId = me.data?.data.relationships.organisation_ids_sorted[0];
  return (
    <>
      <PageTitle>Organisation</PageTitle>
      {me.isPending && <CircularProgress aria-label="Loading" />}
      {me.error && <ErrorNotice error={me.error} />}
      {me.data && !organisationId && (
        <Alert severity="info">You are not a member of an organisation. Ask a colleague to invite you.</Alert>
      )}
      {organisationId && (
        <Box
          sx={{
            display: "grid",
            gap: 3,
            alignItems: "start",
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 3fr)" },
          }}
        >
          <LogoCard organisationId={organisationId} />
          <TeachersCard organisationId={organisationId} myId={me.data?.id} />
          <Box sx={{ gridColumn: { md: "1 / -1" } }}>
            <RememberedCorrectionsCard organisationId={organisationId} />
          </Box>
          <Box sx={{ gridColumn: { md: "1 / -1" } }}>
            <MarkingCard organisationId={organisationId} />
          </Box>
          <Box sx={{ gridColumn: { md: "1 / -1" } }}>
            <SchoolDataCard organisationId={organisationId} myId={me.data?.id} />
          </Box>
        </Box>
      )}
    </>
  );
}
