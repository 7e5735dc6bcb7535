import DeleteForeverOutlinedIcon from "@mui/icons-material/DeleteForeverOutlined";
import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import { Box, Button, CircularProgress, Typography } from "@mui/material";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useSchool } from "../api/get-school";
import { useDownloadMyEssays, useDownloadSchoolData } from "../api/school-data";
import { DeleteSchoolDialog } from "./delete-school-dialog";
import { SchoolCard } from "./school-card";

type Download = ReturnType<typeof useDownloadMyEssays>;

/**
 * "Your school's data": every teacher downloads their own essays; an owner also downloads the
 * whole school's data and may delete the school.
 */
export function SchoolDataCard({ schoolId, iAmOwner }: { schoolId: string; iAmOwner: boolean }) {
  const school = useSchool(schoolId);
  const schoolData = useDownloadSchoolData(schoolId);
  const myEssays = useDownloadMyEssays();
  const [deleting, setDeleting] = useState(false);
  // The status line speaks of the download asked for last.
  const [last, setLast] = useState<"school" | "essays" | null>(null);
  const handleDownload = (which: "school" | "essays") => {
    setLast(which);
    (which === "school" ? schoolData : myEssays).mutate();
  };

  return (
    <SchoolCard
      title="Your school's data"
      description={
        iAmOwner
          ? "The whole school's data: every essay with its marking, grades and feedback, the photos, the usage and the teachers. Or only your own essays."
          : "Your own essays, with their marking, grades, feedback and photos."
      }
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        {iAmOwner && (
          <DownloadButton download={schoolData} onClick={() => handleDownload("school")}>
            Download your school's data
          </DownloadButton>
        )}
        <DownloadButton download={myEssays} outlined={iAmOwner} onClick={() => handleDownload("essays")}>
          Download your essays
        </DownloadButton>
        {iAmOwner && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlinedIcon />}
            onClick={() => setDeleting(true)}
          >
            Delete the school
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5 }}>
        {statusLine(last === "school" ? schoolData : last === "essays" ? myEssays : null, last)}
      </Typography>
      {!iAmOwner && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Only the school's owners can download the whole school's data or delete the school.
        </Typography>
      )}
      {schoolData.error && <ErrorNotice error={schoolData.error} sx={{ mt: 2 }} />}
      {myEssays.error && <ErrorNotice error={myEssays.error} sx={{ mt: 2 }} />}
      {school.error && <ErrorNotice error={school.error} sx={{ mt: 2 }} />}
      {iAmOwner && school.data && (
        <DeleteSchoolDialog
          open={deleting}
          schoolId={schoolId}
          name={school.data.data.name}
          onClose={() => setDeleting(false)}
        />
      )}
    </SchoolCard>
  );
}

/** For a teacher in no school (removed, or their school deleted): their own essays stay theirs to download. */
export function MyEssaysCard() {
  const myEssays = useDownloadMyEssays();
  return (
    <SchoolCard
      title="Your essays"
      description="Your own essays, of every school you taught in, with their marking, grades, feedback and photos."
    >
      <DownloadButton download={myEssays} onClick={() => myEssays.mutate()}>
        Download your essays
      </DownloadButton>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5 }}>
        {statusLine(myEssays, "essays")}
      </Typography>
      {myEssays.error && <ErrorNotice error={myEssays.error} sx={{ mt: 2 }} />}
    </SchoolCard>
  );
}

function DownloadButton({
  download,
  outlined = false,
  onClick,
  children,
}: {
  download: Download;
  outlined?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      variant={outlined ? "outlined" : "contained"}
      startIcon={download.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadOutlinedIcon />}
      disabled={download.isPending}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** What the last download is doing: preparing, done, or (before any) what a download holds. */
function statusLine(download: Download | null, which: "school" | "essays" | null): string {
  const what = which === "essays" ? "your essays" : "your school's data";
  if (download?.isPending) return `Preparing ${what}…`;
  if (download?.isSuccess) return `Downloaded ${what}: JSON files and the photos, in one zip.`;
  return "JSON files and the photos, in one zip.";
}
