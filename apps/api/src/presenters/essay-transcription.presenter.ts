import type { EssayTranscriptionResponse } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import type { EssayTranscription } from "../db/page-words";
import { imageAddress, readWord } from "./image.presenter";

/** How an essay's photos were read, each page with the address its image (the page as read) is served at. */
export function presentEssayTranscription(
  deps: Pick<AppDeps, "publicApiUrl">,
  { essayId, pages, text }: EssayTranscription,
): EssayTranscriptionResponse {
  return {
    id: essayId,
    data: {
      pages: pages.map(({ file_key, ...page }) => ({
        ...page,
        uri: imageAddress(deps.publicApiUrl, page.image_id, "page", file_key),
        words: page.words.map(({ word, start }) => readWord(word, start)),
      })),
      text,
    },
  };
}
