import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { CarouselImage } from "../../../components/carousel-image";
import { ChosenWordCheck } from "../../../components/read-text/chosen-word-check";
import { TranscriptEditor } from "../../../components/read-text/transcript-editor";
import { WordsToCheck } from "../../../components/read-text/words-to-check";
import { transcriptEditorProps, wordListProps } from "../../../components/read-text/word-checks-props";
import type { WordChecks } from "../../../hooks/use-word-checks";
import type { PlacedWord } from "../../../lib/read-words";

/**
 * An essay's text to check beside its page photos (the text alone when it has none), as 'Fix the
 * text' and 'Try again' show it: the words read unsurely listed, and the chosen word's place on its
 * page above the photos. On a phone the parts stack: check, photos, list, text.
 */
export function TextBesidePages({
  photos,
  checks,
  error,
  pageNumber,
}: {
  photos: readonly string[];
  checks: WordChecks;
  error: string | null | undefined;
  pageNumber: (word: PlacedWord) => number;
}) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", md: photos.length > 0 ? "1fr 1fr" : "1fr" },
        alignItems: "start",
      }}
    >
      {photos.length > 0 && (
        <PagePhotos
          photos={photos}
          check={checks.chosenWord && <ChosenWordCheck checks={checks} pageNumber={pageNumber} />}
        />
      )}
      <TextToCheck checks={checks} error={error} />
    </Box>
  );
}

/** The page photos, with the chosen word's check above them. */
function PagePhotos({ photos, check }: { photos: readonly string[]; check: ReactNode }) {
  return (
    <Box
      sx={{
        display: { xs: "contents", md: "grid" },
        gap: 1.5,
        maxHeight: { md: "70vh" },
        overflow: { md: "auto" },
        position: { md: "sticky" },
        top: 0,
      }}
    >
      {check && <Box sx={{ order: { xs: 2, md: 0 } }}>{check}</Box>}
      <Box sx={{ display: "grid", gap: 1, order: { xs: 4, md: 0 } }}>
        {photos.map((imageId, index) => (
          <CarouselImage key={imageId} imageId={imageId} alt={`Page ${index + 1}`} />
        ))}
      </Box>
    </Box>
  );
}

/** The words read unsurely, to check, and the essay's text to fix. */
function TextToCheck({ checks, error }: { checks: WordChecks; error: string | null | undefined }) {
  return (
    <Box sx={{ display: { xs: "contents", md: "grid" }, gap: 1.5 }}>
      {checks.words !== null && (
        <Box sx={{ order: { xs: 1, md: 0 } }}>
          <WordsToCheck {...wordListProps(checks)} />
        </Box>
      )}
      <Box sx={{ order: { xs: 3, md: 0 } }}>
        <TranscriptEditor
          id="essay-text-fix"
          label="Essay text"
          {...transcriptEditorProps(checks)}
          error={error ?? undefined}
        />
      </Box>
    </Box>
  );
}
