import {
  countWords,
  isMostlyUncertain,
  validateWordCountedText,
  WORD_COUNT_RULES,
  type NameLine,
} from "@redpen/contract";
import { useState } from "react";
import { useWordChecks } from "../../../hooks/use-word-checks";
import type { PlacedWord } from "../../../lib/read-words";
import { readPhotosText, rebasedPhotosText, type ReadPhoto } from "../utils/photos-text";
import type { PhotoUploads } from "./use-photo-uploads";

/** What the box was last made from: the photos, the text as read from them, and the first line left out. */
interface Basis {
  photos: ReadPhoto[];
  /** The text as first read (without the name line); the teacher has changed nothing while the box holds it. */
  readText: string;
  nameLine: NameLine | null;
}

const ids = (photos: readonly ReadPhoto[]) => photos.map((photo) => photo.imageId).join(" ");

/**
 * The text read from the essay's photos, for the teacher to check before 'Correct it': the photos'
 * joined text, a first line that only names the student or dates the page left out (and
 * offered), the words read unsurely to check. Once all uploads are done, a change of photos makes
 * the text again when the teacher changed nothing, or else takes a removed photo's text out and
 * adds a new one's at the end. A reading still mostly uncertain is not to be corrected.
 */
export function usePhotosText(uploads: PhotoUploads) {
  const photos = uploads.items.flatMap((item): ReadPhoto[] =>
    item.status === "done" && item.reading ? [{ imageId: item.imageId, reading: item.reading }] : [],
  );
  const checks = useWordChecks("", null);
  const [basis, setBasis] = useState<Basis>({ photos: [], readText: "", nameLine: null });
  /** Photos taken away whose text the teacher had changed, so it stayed in the box. */
  const [kept, setKept] = useState<ReadPhoto[]>([]);

  if (!uploads.uploading && ids(photos) !== ids(basis.photos)) {
    if (checks.text === basis.readText) {
      const read = readPhotosText(photos);
      checks.reset(read.text, read.words);
      setBasis({ photos, readText: read.text, nameLine: read.nameLine });
      setKept([]);
    } else {
      const shown = new Set(ids(photos).split(" "));
      const before = new Set(ids(basis.photos).split(" "));
      const next = rebasedPhotosText(
        { text: checks.text, words: checks.words ?? [] },
        basis.photos.filter((photo) => !shown.has(photo.imageId)),
        photos.filter((photo) => !before.has(photo.imageId)),
      );
      checks.reset(next.text, next.words);
      setBasis({ ...basis, photos });
      setKept(next.kept);
    }
  }

  const wordCount = countWords(checks.text);
  const mostlyUncertain = isMostlyUncertain(checks.uncertain.length, wordCount);
  return {
    checks,
    /** Whether the box holds the text of every photo uploaded (none is uploading). */
    ready: photos.length > 0 && !uploads.uploading && ids(photos) === ids(basis.photos),
    /** What the rules of a pasted essay say of the text (30 words...), or null. */
    message: validateWordCountedText(checks.text, WORD_COUNT_RULES.essay),
    /** Too many words still unsure to correct the text as it stands. */
    mostlyUncertain,
    wordCount,
    /** The photo whose words are the most unsure, to take again. */
    unsurestPhotoId: unsurestPhoto(checks.uncertain, checks.words ?? []),
    /** The first line left out of the essay, while it is. */
    nameLine: basis.nameLine,
    /** Puts the first line back at the top of the essay. */
    keepNameLine: () => {
      if (!basis.nameLine) return;
      checks.edit(`${basis.nameLine.line}\n\n${checks.text}`);
      setBasis({ ...basis, nameLine: null });
    },
    /** Whether a photo taken away left its text in the box, as the teacher had changed it. */
    keptRemovedText: kept.length > 0,
    /** The number, from 1, of the photo a word was read on. */
    pageNumber: (word: PlacedWord) => uploads.items.findIndex((item) => item.imageId === word.page.image_id) + 1,
  };
}

export type PhotosText = ReturnType<typeof usePhotosText>;

/** The photo with the largest share of its words unsure (and unchecked); null when no word is. */
function unsurestPhoto(uncertain: readonly PlacedWord[], words: readonly PlacedWord[]): string | null {
  let worst: { imageId: string; share: number } | null = null;
  for (const imageId of new Set(uncertain.map((word) => word.page.image_id))) {
    const share =
      uncertain.filter((word) => word.page.image_id === imageId).length /
      words.filter((word) => word.page.image_id === imageId).length;
    if (!worst || share > worst.share) worst = { imageId, share };
  }
  return worst?.imageId ?? null;
}
