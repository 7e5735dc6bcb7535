import { readFile } from "node:fs/promises";
import { closeTranscriber } from "../transcribe/reader-lifecycle";
import { transcribe } from "../transcribe/transcribe";
import { TranscriptionInputError } from "../transcribe/transcription-input-error";

/**
 * `engine transcribe IMAGE... [--json]`: prints the text of the photos, then one line per photo
 * with its evaluation, or the whole result as JSON. Returns the exit code: 0, or 1 when a file
 * cannot be read or is not a usable photo (the reason on stderr).
 */
export async function transcribeCommand(files: string[], json: boolean): Promise<number> {
  const images: Buffer[] = [];
  for (const file of files) {
    try {
      images.push(await readFile(file));
    } catch (error) {
      console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  try {
    const result = await transcribe(images);
    if (json) {
      // A page's image is bytes, not something to read in a terminal: its size is kept.
      console.log(JSON.stringify(result, (key, value: unknown) => (key === "jpeg" ? undefined : value), 2));
      return 0;
    }
    console.log(result.text);
    console.log("");
    result.pages.forEach((page, index) => {
      const why = page.reasons.length ? `: ${page.reasons.join("; ")}` : "";
      console.log(
        `photo ${index + 1} (${files[index]}): ${page.evaluation}, confidence ${page.confidence.toFixed(2)}, ${page.words.length} words${why}`,
      );
    });
    return 0;
  } catch (error) {
    if (!(error instanceof TranscriptionInputError)) throw error;
    console.error(error.pageIndex === undefined ? error.message : `${files[error.pageIndex]}: ${error.message}`);
    return 1;
  } finally {
    await closeTranscriber();
  }
}
