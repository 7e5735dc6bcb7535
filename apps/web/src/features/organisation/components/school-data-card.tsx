import DeleteForeverOutlinedIcon from "@mui/icons-material/DeleteForeverOutlined";
import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import { Box, Button, CircularProgress, Typography } from "@mui/material";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useOrganisation } from "../api/get-organisation";
import { useDownloadOrganisationData } from "../api/organisation-data";
import { DeleteOrganisationDialog } from "./delete-organisation-dialog";
import { OrganisationCard } from "./organisation-card";

/** "Your school's data": any teacher downloads it as one zip; the owner may also delete the organisation. */
export function SchoolDataCard({ organisationId, myId }: { organisationId: string; myId: string | undefined }) {
  const organisation = useOrganisation(organisationId);
  const download = useDownloadOrganisationData(organisationId);
  const [deleting, setDeleting] = useState(false);
  const isOwner = myId !== undefined && organisation.data?.data.owner_user_id === myId;

  return (
    <OrganisationCard
      title="Your school's data"
      description="Every essay with its marking, grades and feedback, the photos, the usage and the teachers, in one zip file."
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        <Button
          variant="contained"
          startIcon={download.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadOutlinedIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          Download your school's data
        </Button>
        {isOwner && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlinedIcon />}
            onClick={() => setDeleting(true)}
          >
            Delete the organisation
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5 }}>
        {download.isPending
          ? "Preparing your school's data…"
          : download.isSuccess
            ? "Downloaded: JSON files and the photos, in one zip."
            : "JSON files and the photos, in one zip."}
      </Typography>
      {organisation.data && !isOwner && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Only the organisation's owner, the teacher who has been a member longest, can delete it.
        </Typography>
      )}
      {download.error && <ErrorNotice error={download.error} sx={{ mt: 2 }} />}
      {organisation.error && <ErrorNotice error={organisation.error} sx={{ mt: 2 }} />}
      {organisation.data && (
        <DeleteOrganisationDialog
          open={deleting}
          organisationId={organisationId}
          name={organisation.data.data.name}
          onClose={() => setDeleting(false)}
        />
      )}
    </OrganisationCard>
  );
}
