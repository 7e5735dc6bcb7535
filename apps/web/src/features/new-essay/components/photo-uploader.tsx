import AddAPhotoOutlinedIcon from "@mui/icons-material/AddAPhotoOutlined";
import { Alert, Box, Typography } from "@mui/material";
import { FILE_PICKER_ACCEPT } from "@redpen/contract";
import { useRef, type RefObject } from "react";
import { flushSync } from "react-dom";
import { ErrorNotice } from "../../../components/error-notice";
import { FilePickerButton } from "../../../components/file-picker-button";
import type { PhotoUploads } from "../hooks/use-photo-uploads";
import { PhotoQualityDialog } from "./photo-quality-dialog";
import { PhotoThumbnail } from "./photo-thumbnail";

interface PhotoUploaderProps {
  uploads: PhotoUploads;
  /** Most photos; the button is disabled at the limit. */
  max: number;
  /** The add button's text, e.g. 'Add photos'. */
  buttonLabel: string;
  /** A photo's name by its place, e.g. 'Page 2'. */
  photoLabel: (index: number) => string;
  disabled?: boolean;
  /** Why the add button is disabled, when something other than the limit disables it. */
  disabledReason?: string;
  /** The picker's hidden input, for a page that opens the picker itself (to take a photo again). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * Choose photos (several at once when max > 1), see them upload with previews, remove them, and
 * get the photo quality warning when the last one is hard to read.
 */
export function PhotoUploader({
  uploads,
  max,
  buttonLabel,
  photoLabel,
  disabled = false,
  disabledReason,
  inputRef,
}: PhotoUploaderProps) {
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const full = uploads.full;
  const addDisabled = disabled || full;

  const handleRetake = () => {
    const bad = uploads.badPhoto;
    // Rendered at once, so the picker is enabled again (below the limit) before it opens.
    if (bad) flushSync(() => uploads.remove(bad.imageId));
    input.current?.click();
  };

  return (
    <Box>
      {uploads.items.length > 0 && (
        <PhotoThumbnails
          uploads={uploads}
          label={max > 1 ? "Photos" : buttonLabel}
          photoLabel={photoLabel}
          disabled={disabled}
        />
      )}
      {/* A single photo that is there already needs no add button, only its remove button. */}
      <Box sx={{ display: max === 1 && full ? "none" : "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <FilePickerButton
          variant={uploads.items.length === 0 ? "contained" : "outlined"}
          startIcon={<AddAPhotoOutlinedIcon />}
          disabled={addDisabled}
          accept={FILE_PICKER_ACCEPT}
          multiple={max > 1}
          onFiles={uploads.add}
          inputRef={input}
        >
          {buttonLabel}
        </FilePickerButton>
        <Typography variant="body2" color="text.secondary">
          {limitLine(uploads.items.length, max, full, disabled ? disabledReason : undefined)}
        </Typography>
      </Box>
      {uploads.notice && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {uploads.notice}
        </Alert>
      )}
      {Boolean(uploads.error) && <ErrorNotice error={uploads.error} sx={{ mt: 2 }} />}
      <PhotoQualityDialog
        open={Boolean(uploads.badPhoto)}
        problems={uploads.badPhoto?.reading?.problems ?? []}
        onKeep={uploads.keepBadPhoto}
        onRetake={handleRetake}
      />
    </Box>
  );
}

/** What the line beside the add button says: the limit reached, why adding is off, or the count so far. */
function limitLine(count: number, max: number, full: boolean, disabledReason: string | undefined): string {
  if (full) return `That's the limit: ${max === 1 ? "one photo" : `${max} photos`}.`;
  if (disabledReason) return disabledReason;
  return max > 1 ? `${count} of ${max} photos` : "";
}

interface PhotoThumbnailsProps {
  uploads: PhotoUploads;
  /** The list's name. */
  label: string;
  photoLabel: (index: number) => string;
  disabled: boolean;
}

/** The chosen photos in order, each with its remove button. */
function PhotoThumbnails({ uploads, label, photoLabel, disabled }: PhotoThumbnailsProps) {
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        mb: 2,
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 180px))" },
      }}
    >
      {uploads.items.map((photo, index) => (
        <li key={photo.imageId}>
          <PhotoThumbnail
            photo={photo}
            label={photoLabel(index)}
            onRemove={() => uploads.remove(photo.imageId)}
            disabled={disabled}
          />
        </li>
      ))}
    </Box>
  );
}
