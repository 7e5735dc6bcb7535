import { Alert, Box, CircularProgress, Typography, useMediaQuery, type Theme } from "@mui/material";
import { ESSAY_IMAGES_MAX } from "@redpen/contract";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ChosenWordCheck } from "../../../components/read-text/chosen-word-check";
import { TranscriptEditor } from "../../../components/read-text/transcript-editor";
import { WordsToCheck } from "../../../components/read-text/words-to-check";
import { photoProblemsSentence, unsureWordsSentence } from "../../../lib/photo-problems";
import type { PhotoUploads } from "../hooks/use-photo-uploads";
import type { PhotosText } from "../hooks/use-photos-text";
import { BadPhotosNote } from "./bad-photos-note";
import { NameLineNote } from "./name-line-note";
import { PhotoQualityDialog } from "./photo-quality-dialog";
import { PhotoUploader } from "./photo-uploader";
import { UnreadablePhotosAlert } from "./unreadable-photos-alert";

/** The box's id, to put the caret in it from the warning. */
const TEXT_BOX_ID = "photos-text";

interface PhotoEssayStepProps {
  uploads: PhotoUploads;
  photosText: PhotosText;
  disabled: boolean;
  /** Whether the student's name field holds the name the first line gave. */
  nameFilled: boolean;
  /** Puts the first line back in the essay (and takes its name out of the name field). */
  onKeepNameLine: () => void;
}

/**
 * Step 1 of /essays/image/new: the photos, and beside them (below on a phone) the text read from
 * them in a box the teacher checks or retypes before anything is charged: the words read unsurely
 * underlined, each shown on its photo; a first line that only names the student left out; and,
 * when the reading is mostly unsure, what to do instead of correcting it.
 */
export function PhotoEssayStep({ uploads, photosText, disabled, nameFilled, onKeepNameLine }: PhotoEssayStepProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up("md"));
  const picker = useRef<HTMLInputElement>(null);
  /** The photo whose tips are open. */
  const [tipsFor, setTipsFor] = useState<string | null>(null);
  const { checks } = photosText;
  const hasPhotos = uploads.items.length > 0;
  const showText = photosText.ready || checks.text !== "";
  const check = <ChosenWordCheck checks={checks} pageNumber={photosText.pageNumber} />;
  const unsurest = photosText.unsurestPhotoId ?? uploads.items.at(-1)?.imageId ?? null;
  const unsurestPage = unsurest ? uploads.items.findIndex((item) => item.imageId === unsurest) + 1 : null;
  // What is wrong with each photo judged BAD, in words: only these get "take a clearer photo".
  const badPhotos = uploads.items.flatMap((item, index) =>
    item.status === "done" && item.evaluation === "BAD"
      ? [
          {
            imageId: item.imageId,
            page: index + 1,
            sentence:
              photoProblemsSentence(`Page ${index + 1}`, item.reading?.problems ?? []) ??
              `Page ${index + 1} is hard to read`,
          },
        ]
      : [],
  );
  const tipsProblems = uploads.items.find((item) => item.imageId === tipsFor)?.reading?.problems ?? [];

  /** Takes the photo away (by default the unsurest) and opens the picker for another. */
  const retake = (imageId: string | null = unsurest) => {
    // Rendered at once, so the picker is enabled again (below the limit) before it opens.
    if (imageId) flushSync(() => uploads.remove(imageId));
    picker.current?.click();
  };
  const typeText = () => {
    const box = document.getElementById(TEXT_BOX_ID);
    if (box instanceof HTMLTextAreaElement) {
      box.focus();
      box.select();
    }
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Add the pages in order, one photo each, flat and straight from above. Redpen reads the handwriting from them,
        and you check the text before it is corrected.
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: hasPhotos ? "minmax(0, 5fr) minmax(0, 7fr)" : "1fr" },
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "grid", gap: 2, position: { md: "sticky" }, top: { md: 88 } }}>
          <PhotoUploader
            uploads={uploads}
            max={ESSAY_IMAGES_MAX}
            buttonLabel="Add photos"
            photoLabel={(index) => `Page ${index + 1}`}
            disabled={disabled}
            inputRef={picker}
          />
          {wide && check}
        </Box>
        {hasPhotos && (
          <Box sx={{ display: "grid", gap: 1.5 }}>
            {!showText ? (
              <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1.5, color: "text.secondary" }}>
                <CircularProgress size={20} aria-hidden />
                <Typography variant="body2">Reading the photos…</Typography>
              </Box>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary">
                  This is the text Redpen corrects: check it against the photos. Words read unsurely are underlined.
                  Change anything, or retype it all.
                </Typography>
                {photosText.mostlyUncertain && photosText.ready && (
                  <UnreadablePhotosAlert
                    unsure={checks.uncertain.length}
                    words={photosText.wordCount}
                    photoCount={uploads.items.length}
                    unsurestPage={unsurestPage}
                    problems={badPhotos.map((photo) => photo.sentence)}
                    onTips={() =>
                      setTipsFor(
                        badPhotos.find((photo) => photo.imageId === unsurest)?.imageId ?? badPhotos[0]?.imageId ?? null,
                      )
                    }
                    onRetake={() => retake()}
                    onType={typeText}
                  />
                )}
                {!photosText.mostlyUncertain && photosText.ready && (
                  <BadPhotosNote photos={badPhotos} onTips={setTipsFor} />
                )}
                {photosText.nameLine && (
                  <NameLineNote nameLine={photosText.nameLine} nameFilled={nameFilled} onKeepInEssay={onKeepNameLine} />
                )}
                {photosText.keptRemovedText && (
                  <Alert severity="info">
                    A photo you took away left its text in the box, as you had changed it: delete what no longer
                    belongs.
                  </Alert>
                )}
                {checks.words !== null && (
                  <WordsToCheck
                    words={checks.uncertain}
                    anyRead={checks.words.length > 0}
                    chosen={checks.chosenWord?.id}
                    onChoose={checks.chooseFromList}
                    heading={unsureWordsSentence}
                  />
                )}
                {!wide && check}
                <TranscriptEditor
                  id={TEXT_BOX_ID}
                  label="Text read from the photos"
                  value={checks.text}
                  onChange={checks.edit}
                  marks={checks.marks}
                  scrollTo={checks.scrollTo}
                  onSelect={checks.select}
                  error={photosText.ready ? (photosText.message ?? undefined) : undefined}
                  disabled={disabled}
                />
              </>
            )}
          </Box>
        )}
      </Box>
      <PhotoQualityDialog
        open={tipsFor !== null}
        problems={tipsProblems}
        onKeep={() => setTipsFor(null)}
        onRetake={() => {
          setTipsFor(null);
          retake(tipsFor);
        }}
      />
    </>
  );
}
