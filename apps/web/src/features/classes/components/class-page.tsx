import AddIcon from "@mui/icons-material/Add";
import ArchiveOutlinedIcon from "@mui/icons-material/ArchiveOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import UnarchiveOutlinedIcon from "@mui/icons-material/UnarchiveOutlined";
import UploadFileOutlinedIcon from "@mui/icons-material/UploadFileOutlined";
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from "@mui/material";
import type { ClassResource } from "@redpen/contract";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useClass } from "../../../lib/api/classes";
import { useDeleteClass, usePatchClass } from "../api/class-changes";
import { certificateLabel } from "../utils/certificate-label";
import { ClassEssaysSection } from "./class-essays-section";
import { ClassSettingsDialog } from "./class-settings-dialog";
import { ClassStudentsCard } from "./class-students-card";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DownloadGradesButton } from "./download-grades-button";

/** /classes/:id: the class (rename, archive, delete), its students, and its essays. */
export function ClassPage() {
  const { id = "" } = useParams();
  const item = useClass(id);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: "auto" }}>
      <Link component={RouterLink} to={paths.classes.getHref()} sx={{ alignSelf: "flex-start" }}>
        All classes
      </Link>
      {item.isPending && <CircularProgress aria-label="Loading the class" />}
      {item.error && <ErrorNotice error={item.error} />}
      {item.data && (
        <>
          <ClassHeading item={item.data} />
          <ClassStudentsCard classId={item.data.id} />
          <ClassEssaysSection
            className={item.data.data.name}
            classId={item.data.id}
            action={<DownloadGradesButton classId={item.data.id} className={item.data.data.name} />}
          />
        </>
      )}
    </Stack>
  );
}

/** The class's name and certificate, with Rename, Archive (or Restore) and Delete. */
function ClassHeading({ item }: { item: ClassResource }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const patch = usePatchClass(item.id);
  const remove = useDeleteClass(item.id);
  const navigate = useNavigate();
  const { archived } = item.data;
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(undefined);
      await navigate(paths.classes.getHref());
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: "anywhere" }}>
        {item.data.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {item.data.certificate ? certificateLabel(item.data.certificate) : "No certificate"}
      </Typography>
      {archived && (
        <Alert severity="info" sx={{ mt: 2 }}>
          This class is archived: it is listed under 'Archived classes'. Restore it to list it with your classes again.
        </Alert>
      )}
      <Box sx={{ display: "flex", gap: 1, mt: 2, flexWrap: "wrap" }}>
        <ClassUploadLinks classId={item.id} />
        <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setRenaming(true)}>
          Rename
        </Button>
        <Button
          variant="outlined"
          startIcon={archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
          disabled={patch.isPending}
          onClick={() => patch.mutate({ version: item.version + 1, data: { archived: !archived } })}
        >
          {archived ? "Restore" : "Archive"}
        </Button>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDeleting(true)}>
          Delete class
        </Button>
      </Box>
      {patch.error && <ErrorNotice error={patch.error} sx={{ mt: 2 }} />}
      {renaming && <ClassSettingsDialog item={item} onClose={() => setRenaming(false)} />}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${item.data.name}?`}
        text={`Its ${item.data.student_count === 1 ? "student goes" : `${item.data.student_count} students go`} with it. The essays stay yours: without a class, and those of its students without a name. To keep the class for the record, archive it instead.`}
        action="Delete class"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}

/** The ways to add essays to the class: a new essay from photos or text, or a whole class set. */
function ClassUploadLinks({ classId }: { classId: string }) {
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        component={RouterLink}
        to={`${paths.newEssay.getHref("IMAGE")}?class=${encodeURIComponent(classId)}`}
      >
        New essay (photo)
      </Button>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        component={RouterLink}
        to={`${paths.newEssay.getHref("TEXT")}?class=${encodeURIComponent(classId)}`}
      >
        New essay (text)
      </Button>
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlinedIcon />}
        component={RouterLink}
        to={`${paths.newClassSet.getHref()}?class=${encodeURIComponent(classId)}`}
      >
        Upload a class set
      </Button>
    </>
  );
}
