import { Box, Button, Stack, Typography } from "@mui/material";
import { useId } from "react";
import { ChosenWordCheck } from "../../../components/read-text/chosen-word-check";
import { ReadPageView } from "../../../components/read-text/read-page-view";
import { TranscriptEditor } from "../../../components/read-text/transcript-editor";
import { WordsToCheck } from "../../../components/read-text/words-to-check";
import { transcriptEditorProps, wordListProps } from "../../../components/read-text/word-checks-props";
import { useWordChecks, type WordChecks } from "../../../hooks/use-word-checks";
import { unsureWordsSentence } from "../../../lib/photo-problems";
import type { PlacedWord } from "../../../lib/read-words";
import type { GroupReading } from "../utils/group-reading";

interface ClassSetTextCheckProps {
  /** The essay's number, from 1. */
  index: number;
  reading: GroupReading;
  /** The text and words to start from: the teacher's saved text, or the text as read. */
  initial: { text: string; words: GroupReading["words"] };
  /** Whether the teacher saved a text of their own. */
  saved: boolean;
  disabled: boolean;
  /** Saves the text (null: the text as read). */
  onSave: (original: string | null) => void;
}

/**
 * One essay's text check in a class set: its pages large beside the text (above it on a phone),
 * the unsure words outlined on them and underlined in the text, listed to check one by one
 * against their crop, as on the photo upload.
 */
export function ClassSetTextCheck({ index, reading, initial, saved, disabled, onSave }: ClassSetTextCheckProps) {
  const checks = useWordChecks(initial.text, initial.words);
  const editorId = useId();
  const pageNumberOf = new Map(reading.pages.map(({ pageNumber, page }) => [page.image_id, pageNumber]));
  const pageNumber = (word: PlacedWord) => pageNumberOf.get(word.page.image_id) ?? 0;
  const hasPages = reading.pages.length > 0;

  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", md: hasPages ? "minmax(0, 6fr) minmax(0, 7fr)" : "1fr" },
        alignItems: "start",
      }}
    >
      {hasPages && <GroupPages index={index} reading={reading} checks={checks} />}
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          This is the text Redpen corrects: check it against the {reading.pages.length === 1 ? "page" : "pages"}. Words
          read unsurely are underlined here and outlined on the {reading.pages.length === 1 ? "page" : "pages"}.
        </Typography>
        {checks.words !== null && <WordsToCheck {...wordListProps(checks)} heading={unsureWordsSentence} />}
        <ChosenWordCheck checks={checks} pageNumber={pageNumber} />
        <TranscriptEditor
          id={editorId}
          label={`Text of essay ${index + 1} as read`}
          {...transcriptEditorProps(checks)}
          disabled={disabled}
        />
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            disabled={disabled || checks.text === initial.text}
            onClick={() => onSave(checks.text === reading.text ? null : checks.text)}
          >
            Save the text
          </Button>
          {saved && (
            <Button size="small" disabled={disabled} onClick={() => onSave(null)}>
              Use the text as read
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

/** The essay's pages large, with the unsure words outlined on them. */
function GroupPages({ index, reading, checks }: { index: number; reading: GroupReading; checks: WordChecks }) {
  return (
    <Stack
      spacing={1.5}
      aria-label={`Pages of essay ${index + 1}`}
      component="section"
      sx={{
        position: { md: "sticky" },
        top: { md: 80 },
        maxHeight: { md: "calc(100vh - 96px)" },
        overflowY: { md: "auto" },
        pr: { md: 0.5 },
      }}
    >
      {reading.pages.map(({ pageNumber: number, page }) => (
        <ReadPageView
          key={page.image_id}
          page={page}
          label={`Page ${number}`}
          marked={checks.uncertain.filter((word) => word.page.image_id === page.image_id)}
          chosen={checks.chosenWord?.id}
          onChoose={checks.chooseFromList}
        />
      ))}
    </Stack>
  );
}
