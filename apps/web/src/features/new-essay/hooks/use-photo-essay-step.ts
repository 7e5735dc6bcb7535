import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { photoProblemsSentence } from "../../../lib/photo-problems";
import type { PhotoUploads } from "./use-photo-uploads";
import type { PhotosText } from "./use-photos-text";

/** The text box's id, to put the caret in it from the warning. */
export const PHOTOS_TEXT_BOX_ID = "photos-text";

/** A photo judged BAD, with what is wrong with it in words. */
export interface BadPhoto {
  imageId: string;
  page: number;
  sentence: string;
}

/** What is wrong with each photo judged BAD, in words: only these get "take a clearer photo". */
function badPhotosOf(items: PhotoUploads["items"]): BadPhoto[] {
  return items.flatMap((item, index) =>
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
}

/**
 * The photo step's state: the photo whose tips are open, the unsurest photo, the BAD ones, and
 * the ways out of a poor reading (retake a photo, type the text).
 */
export function usePhotoEssayStep(uploads: PhotoUploads, photosText: PhotosText) {
  const picker = useRef<HTMLInputElement>(null);
  /** The photo whose tips are open. */
  const [tipsFor, setTipsFor] = useState<string | null>(null);
  const unsurest = photosText.unsurestPhotoId ?? uploads.items.at(-1)?.imageId ?? null;
  const unsurestPage = unsurest ? uploads.items.findIndex((item) => item.imageId === unsurest) + 1 : null;
  const badPhotos = badPhotosOf(uploads.items);
  const tipsProblems = uploads.items.find((item) => item.imageId === tipsFor)?.reading?.problems ?? [];

  /** Takes the photo away (by default the unsurest) and opens the picker for another. */
  const retake = (imageId: string | null = unsurest) => {
    // Rendered at once, so the picker is enabled again (below the limit) before it opens.
    if (imageId) flushSync(() => uploads.remove(imageId));
    picker.current?.click();
  };
  const typeText = () => {
    const box = document.getElementById(PHOTOS_TEXT_BOX_ID);
    if (box instanceof HTMLTextAreaElement) {
      box.focus();
      box.select();
    }
  };
  /** The tips of the unsurest photo when it is a BAD one, else of the first BAD one. */
  const showUnsurestTips = () =>
    setTipsFor(badPhotos.find((photo) => photo.imageId === unsurest)?.imageId ?? badPhotos[0]?.imageId ?? null);
  const handleRetakeFromTips = () => {
    setTipsFor(null);
    retake(tipsFor);
  };

  return {
    picker,
    tipsFor,
    setTipsFor,
    unsurestPage,
    badPhotos,
    tipsProblems,
    retake,
    typeText,
    showUnsurestTips,
    handleRetakeFromTips,
  };
}
