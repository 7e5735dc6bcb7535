import CloseIcon from "@mui/icons-material/Close";
import ImageOutlinedIcon from "@mui/icons-material/ImageOutlined";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import { Box, Chip, CircularProgress, IconButton, Paper, Typography } from "@mui/material";
import { useState } from "react";
import { photoProblemLabel, photoProblemsSentence } from "../../../lib/photo-problems";
import type { PhotoItem } from "../hooks/use-photo-uploads";

/** A chosen photo: its preview, 'Uploading' while it goes up, a warning naming what is wrong when BAD, and a remove button. */
export function PhotoThumbnail({
  photo,
  label,
  onRemove,
  disabled,
}: {
  photo: PhotoItem;
  label: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const uploading = photo.status === "uploading";
  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ m: 0, position: "relative", overflow: "hidden", bgcolor: "grey.100" }}
    >
      <Box
        sx={{
          position: "relative",
          aspectRatio: "3 / 4",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        <PhotoPreview photo={photo} label={label} uploading={uploading} />
      </Box>
      {uploading && <UploadingCover />}
      <IconButton
        aria-label={`Remove ${label.toLowerCase()}`}
        size="small"
        onClick={onRemove}
        disabled={disabled || uploading}
        sx={{
          position: "absolute",
          top: 6,
          right: 6,
          bgcolor: "rgba(255,255,255,.9)",
          "&:hover": { bgcolor: "white" },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Box
        component="figcaption"
        sx={{ px: 1, py: 0.75, bgcolor: "background.paper", borderTop: 1, borderColor: "divider" }}
      >
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
      </Box>
    </Paper>
  );
}

/** The photo (or, for a TIFF the browser cannot show, a picture icon and the file's name) and its BAD warning. */
function PhotoPreview({ photo, label, uploading }: { photo: PhotoItem; label: string; uploading: boolean }) {
  // Browsers cannot show a TIFF: a picture icon stands in for it.
  const [broken, setBroken] = useState(false);
  return (
    <>
      {broken ? (
        <Box sx={{ textAlign: "center", color: "text.secondary", p: 1 }}>
          <ImageOutlinedIcon fontSize="large" aria-hidden />
          <Typography variant="caption" component="p" sx={{ overflowWrap: "anywhere" }}>
            {photo.fileName ?? "Photo"}
          </Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={photo.previewUrl}
          alt={label}
          onError={() => setBroken(true)}
          sx={{ width: "100%", height: "100%", objectFit: "cover", opacity: uploading ? 0.5 : 1 }}
        />
      )}
      {/* At the foot of the picture, clear of the remove button however narrow the thumbnail. */}
      {photo.evaluation === "BAD" && (
        <Chip
          size="small"
          color="warning"
          icon={<WarningAmberIcon />}
          label={photoProblemLabel(photo.reading?.problems ?? [])}
          title={photoProblemsSentence(label, photo.reading?.problems ?? []) ?? `${label} is hard to read`}
          sx={{ position: "absolute", bottom: 8, left: 8, maxWidth: "calc(100% - 16px)" }}
        />
      )}
    </>
  );
}

/** 'Uploading' over the photo while it goes up. */
function UploadingCover() {
  return (
    <Box
      role="status"
      sx={{
        position: "absolute",
        inset: 0,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 1,
        bgcolor: "rgba(255,255,255,.55)",
      }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        Uploading
      </Typography>
    </Box>
  );
}
