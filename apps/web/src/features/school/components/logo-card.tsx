import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import { Box, Button, CircularProgress, Skeleton, Typography } from "@mui/material";
import { FILE_PICKER_ACCEPT } from "@redpen/contract";
import { ErrorNotice } from "../../../components/error-notice";
import { FilePickerButton } from "../../../components/file-picker-button";
import { useSchoolLogo } from "../../../lib/api/get-school-logo";
import { useSetSchoolLogo } from "../api/set-school-logo";
import { SchoolCard } from "./school-card";

/** 'Your logo': the current logo, one image to upload in its place, and a way to remove it. */
export function LogoCard({ schoolId }: { schoolId: string }) {
  const logo = useSchoolLogo(schoolId);
  const setLogo = useSetSchoolLogo(schoolId);
  const uri = logo.data?.data.uri;
  const saving = setLogo.isPending;

  const handleFiles = ([file]: File[]) => file && setLogo.mutate(file);
  const handleRemove = () => setLogo.mutate(null);

  return (
    <SchoolCard title="Your logo" description="Shown in the header and printed on every correction.">
      <Box
        sx={{
          height: 140,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          p: 2,
          mb: 2,
          border: 1,
          borderColor: "divider",
          borderStyle: uri ? "solid" : "dashed",
          borderRadius: 1,
          bgcolor: uri ? "white" : "grey.50",
        }}
      >
        {logo.isLoading ? (
          <Skeleton variant="rounded" width="60%" height="100%" />
        ) : uri ? (
          <Box
            component="img"
            src={uri}
            alt="Current logo"
            sx={{ maxWidth: "100%", maxHeight: "100%", objectFit: "contain" }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" align="center">
            No logo yet
          </Typography>
        )}
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        <FilePickerButton
          variant="contained"
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <AddPhotoAlternateOutlinedIcon />}
          disabled={saving}
          accept={FILE_PICKER_ACCEPT}
          onFiles={handleFiles}
        >
          {uri ? "Change logo" : "Upload logo"}
        </FilePickerButton>
        {uri && (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<DeleteOutlineIcon />}
            disabled={saving}
            onClick={handleRemove}
          >
            Remove logo
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5 }}>
        {saving ? "Saving the logo…" : "One image: .jpg, .jpeg, .png or .tiff, up to 10 MB."}
      </Typography>
      {setLogo.error && <ErrorNotice error={setLogo.error} sx={{ mt: 2 }} />}
    </SchoolCard>
  );
}
