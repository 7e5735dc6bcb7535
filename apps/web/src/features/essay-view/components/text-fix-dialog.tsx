import { Alert, Box, Button, Chip, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { WORD_COUNT_RULES, validateWordCountedText, type EssayResponse, type ReadPage } from "@redpen/contract";
import { useMemo, useState } from "react";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { ErrorNotice } from "../../../components/error-notice";
import { useEssayTranscription } from "../api/get-transcription";
import { usePatchEssay } from "../api/patch-essay";
import { movedWords, placedWords, wordAt, type PlacedWord } from "../utils/read-words";
import { CarouselImage } from "./carousel-image";
import { TranscriptEditor, type EditorMark } from "./transcript-editor";
import { WordCheck } from "./word-check";

/** A read word with an id that stays while the text around it changes. */
type TrackedWord = PlacedWord & { id: number };

const trackedWords = (pages: readonly ReadPage[]): TrackedWord[] =>
  placedWords(pages).map((word, id) => ({ ...word, id }));

/**
 * The essay's text to fix (a word the photo was misread as, a typo in the paste), beside the page
 * photos. Words the photo was read unsurely as are underlined and listed; choosing one (or putting
 * the caret in any read word) shows where on the page it was read, to replace it in one step.
 * Saving corrects, grades and drafts the feedback again, at no charge; the teacher's own
 * corrections, grades and feedback are kept where their words did not change.
 */
export function TextFixDialog({
  essay,
  onClose,
  retry = false,
}: {
  essay: EssayResponse;
  onClose: () => void;
  retry?: boolean;
}) {
  const saved = essay.data.original ?? "";
  // "Try again" after a failed fix starts from the text that was tried.
  const [text, setText] = useState((retry && essay.data.fix_failure?.original) || saved);
  const patch = usePatchEssay(essay);
  const error = validateWordCountedText(text, WORD_COUNT_RULES.essay);
  const photos = essay.data.relationships.student_image_ids_sorted;
  const transcription = useEssayTranscription(essay);
  const [words, setWords] = useState<TrackedWord[] | null>(() =>
    transcription.data ? movedWords(trackedWords(transcription.data.data.pages), saved, text) : null,
  );
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [chosen, setChosen] = useState<{ id: number; fromList: boolean } | null>(null);
  /** Counts the words chosen from the list, so the text scrolls to each (and not as the teacher types). */
  const [listChoices, setListChoices] = useState(0);

  // The words are placed in the saved text; the text may have changed before they arrived.
  const [placedFrom, setPlacedFrom] = useState(transcription.data);
  if (transcription.data && placedFrom !== transcription.data) {
    setPlacedFrom(transcription.data);
    setWords(movedWords(trackedWords(transcription.data.data.pages), saved, text));
    setChecked(new Set());
    setChosen(null);
  }

  const uncertain = useMemo(
    () => (words ?? []).filter((word) => word.uncertain && !checked.has(word.id)),
    [words, checked],
  );
  const chosenWord = words?.find((word) => word.id === chosen?.id);
  const marks = useMemo<EditorMark[]>(
    () => uncertain.map((word) => ({ start: word.start, end: word.end, strong: word.id === chosen?.id })),
    [uncertain, chosen],
  );
  const pageNumber = (word: PlacedWord) => transcription.data!.data.pages.indexOf(word.page) + 1;

  const edit = (next: string) => {
    setWords((current) => current && movedWords(current, text, next));
    setText(next);
  };
  const chooseFromList = (word: TrackedWord) => {
    setChosen({ id: word.id, fromList: true });
    setListChoices((count) => count + 1);
  };
  /** Goes on to the next word to check after `after`, if there is one. */
  const chooseNext = (after: TrackedWord, remaining: readonly TrackedWord[]) => {
    const next = remaining.find((word) => word.start > after.start && word.id !== after.id);
    if (next) chooseFromList(next);
    else setChosen(null);
  };
  const replace = (word: TrackedWord, replacement: string) => {
    const next = text.slice(0, word.start) + replacement + text.slice(word.end);
    // The replaced word is the teacher's now, even when the change only added letters at its edge.
    const moved = (words ?? []).filter((other) => other.id !== word.id);
    setWords(movedWords(moved, text, next));
    setText(next);
    chooseNext(
      word,
      moved.filter((other) => other.uncertain && !checked.has(other.id)),
    );
  };
  const keep = (word: TrackedWord) => {
    setChecked((current) => new Set([...current, word.id]));
    chooseNext(word, uncertain);
  };
  const handleSave = () => {
    if (error || text === saved) return;
    patch.mutate({ original: text }, { onSuccess: onClose });
  };

  const check = chosenWord && (
    <WordCheck
      key={chosenWord.id}
      word={chosenWord}
      pageNumber={pageNumber(chosenWord)}
      current={text.slice(chosenWord.start, chosenWord.end)}
      onReplace={(replacement) => replace(chosenWord, replacement)}
      onKeep={() => keep(chosenWord)}
      focus={chosen?.fromList ?? false}
    />
  );

  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      maxWidth={photos.length > 0 ? "lg" : "md"}
      aria-labelledby="text-fix-title"
    >
      <DialogTitle id="text-fix-title">Fix the text</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Change what was misread or mistyped. Redpen then corrects and grades the essay again, at no charge; your own
          corrections, grades and feedback are kept.
        </Typography>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", md: photos.length > 0 ? "1fr 1fr" : "1fr" },
            alignItems: "start",
          }}
        >
          {photos.length > 0 && (
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
          )}
          <Box sx={{ display: { xs: "contents", md: "grid" }, gap: 1.5 }}>
            {words !== null && (
              <Box sx={{ order: { xs: 1, md: 0 } }}>
                <WordsToCheck
                  words={uncertain}
                  anyRead={words.length > 0}
                  chosen={chosen?.id}
                  onChoose={chooseFromList}
                />
              </Box>
            )}
            <Box sx={{ order: { xs: 3, md: 0 } }}>
              <TranscriptEditor
                id="essay-text-fix"
                label="Essay text"
                value={text}
                onChange={edit}
                marks={marks}
                scrollTo={chosen?.fromList ? listChoices : undefined}
                onSelect={(start, end) => {
                  const word = words && wordAt(words, start, end);
                  if (word && word.id !== chosen?.id) setChosen({ id: word.id, fromList: false });
                }}
                error={error ?? undefined}
              />
            </Box>
          </Box>
        </Box>
        {patch.isError && <ErrorNotice error={patch.error} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={patch.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleSave} disabled={Boolean(error) || text === saved || patch.isPending}>
          Save and correct again
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

/** The words still to check, each a button that shows it on the page. */
function WordsToCheck({
  words,
  anyRead,
  chosen,
  onChoose,
}: {
  words: readonly TrackedWord[];
  anyRead: boolean;
  chosen: number | undefined;
  onChoose: (word: TrackedWord) => void;
}) {
  if (!anyRead) return null;
  if (words.length === 0) {
    return (
      <Alert severity="success">
        No word is left to check. Put the caret in any word to see where on the photo it was read.
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="words-to-check">
      <Typography id="words-to-check" variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {words.length === 1 ? "1 word was read unsurely" : `${words.length} words were read unsurely`}: check{" "}
        {words.length === 1 ? "it" : "them"} against the photo
      </Typography>
      <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap", maxHeight: 112, overflowY: "auto" }}>
        {words.map((word) => (
          <Chip
            key={word.id}
            label={word.text}
            size="small"
            color="warning"
            variant={word.id === chosen ? "filled" : "outlined"}
            onClick={() => onChoose(word)}
            aria-pressed={word.id === chosen}
          />
        ))}
      </Box>
    </Box>
  );
}
