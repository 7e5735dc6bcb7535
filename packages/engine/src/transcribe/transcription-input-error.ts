/**
 * Thrown by `transcribe` when the caller's input cannot be transcribed at all: no photo, more than
 * three, or a file that is not a readable JPEG, PNG or TIFF image. `message` is written for a
 * person (it names the photo by its position); `code` is stable for programs.
 */
export class TranscriptionInputError extends Error {
  override readonly name = "TranscriptionInputError";

  /**
   * @param code stable reason: "no-images", "too-many-images", "not-an-image", "unsupported-format", "corrupt-image" or "too-large"
   * @param message one plain sentence for a person
   * @param pageIndex the 0-based position of the photo concerned, when one is
   */
  constructor(
    readonly code: TranscriptionInputErrorCode,
    message: string,
    readonly pageIndex?: number,
  ) {
    super(message);
  }
}

/** The stable reasons a transcription input is refused. */
export type TranscriptionInputErrorCode =
  "no-images" | "too-many-images" | "not-an-image" | "unsupported-format" | "corrupt-image" | "too-large";
