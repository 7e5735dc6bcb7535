import { Alert, Box, CircularProgress, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { TranscriptEditor } from "../../../components/read-text/transcript-editor";
import { WordsToCheck } from "../../../components/read-text/words-to-check";
import { transcriptEditorProps, wordListProps } from "../../../components/read-text/word-checks-props";
import { unsureWordsSentence } from "../../../lib/photo-problems";
import { PHOTOS_TEXT_BOX_ID, type BadPhoto } from "../hooks/use-photo-essay-step";
import type { PhotosText } from "../hooks/use-photos-text";
import { BadPhotosNote } from "./bad-photos-note";
import { NameLineNote } from "./name-line-note";
import { UnreadablePhotosAlert } from "./unreadable-photos-alert";

interface PhotosTextColumnProps {
  photosText: PhotosText;
  photoCount: number;
  unsurestPage: number | null;
  badPhotos: readonly BadPhoto[];
  disabled: boolean;
  nameFilled: boolean;
  /** The chosen word's check, shown here on a phone (beside the photos on a wide screen). */
  narrowCheck: ReactNode;
  onKeepNameLine: () => void;
  onTips: (imageId: string) => void;
  onUnsurestTips: () => void;
  onRetake: () => void;
  onType: () => void;
}

/** The text read from the photos, with its notes and the box the teacher checks it in; "Reading…" until then. */
export function PhotosTextColumn(props: PhotosTextColumnProps) {
  const { photosText, badPhotos, disabled } = props;
  const { checks } = photosText;
  if (!photosText.ready && checks.text === "")
    return (
      <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1.5, color: "text.secondary" }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">Reading the photos…</Typography>
      </Box>
    );
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        This is the text Redpen corrects: check it against the photos. Words read unsurely are underlined. Change
        anything, or retype it all.
      </Typography>
      {photosText.mostlyUncertain && photosText.ready && (
        <UnreadablePhotosAlert
          unsure={checks.uncertain.length}
          words={photosText.wordCount}
          photoCount={props.photoCount}
          unsurestPage={props.unsurestPage}
          problems={badPhotos.map((photo) => photo.sentence)}
          onTips={props.onUnsurestTips}
          onRetake={props.onRetake}
          onType={props.onType}
        />
      )}
      {!photosText.mostlyUncertain && photosText.ready && <BadPhotosNote photos={badPhotos} onTips={props.onTips} />}
      {photosText.nameLine && (
        <NameLineNote
          nameLine={photosText.nameLine}
          nameFilled={props.nameFilled}
          onKeepInEssay={props.onKeepNameLine}
        />
      )}
      {photosText.keptRemovedText && (
        <Alert severity="info">
          A photo you took away left its text in the box, as you had changed it: delete what no longer belongs.
        </Alert>
      )}
      {checks.words !== null && <WordsToCheck {...wordListProps(checks)} heading={unsureWordsSentence} />}
      {props.narrowCheck}
      <TranscriptEditor
        id={PHOTOS_TEXT_BOX_ID}
        label="Text read from the photos"
        {...transcriptEditorProps(checks)}
        error={photosText.ready ? (photosText.message ?? undefined) : undefined}
        disabled={disabled}
      />
    </>
  );
}
