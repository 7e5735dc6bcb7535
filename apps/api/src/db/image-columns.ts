import type { Insertable, Selectable } from "kysely";
import { PhotoProblem } from "@redpen/contract";
import { z } from "zod";
import { decodeColumns, jsonColumn } from "./json-column";
import type { Database } from "./schema";

/** An image's row as the database holds it, its JSON values as text: read and written only through `Image` below. */
type ImageRow = Selectable<Database["images"]>;

/** The words of a page as read, stored on its image: the page's size, and each word with its box [x0, y0, x1, y1]. */
const PageWords = z.object({
  width: z.number(),
  height: z.number(),
  words: z.array(
    z.object({
      text: z.string(),
      confidence: z.number(),
      box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    }),
  ),
});
export type PageWords = z.output<typeof PageWords>;

/** The image's JSON text columns, each with the schema of what it holds. */
const ImageJson = z.object({
  /**
   * Why the reading was judged GOOD or BAD (the problems' codes and sentences), and its mean word
   * confidence. A reading kept before the codes were has no `problems`.
   */
  transcription_details: jsonColumn(
    z.object({ reasons: z.array(z.string()), problems: z.array(PhotoProblem).optional(), confidence: z.number() }),
  ).nullable(),
  read_words: jsonColumn(PageWords).nullable(),
});
type ImageJson = z.output<typeof ImageJson>;

/** An image as the api works with it: its row with the JSON values read. */
export type Image = Omit<ImageRow, keyof ImageJson> & ImageJson;

/** The image of a stored row, its JSON values read and checked; a CorruptColumnError otherwise. */
export const imageOf = (row: ImageRow): Image => decodeColumns(ImageJson, row, `image ${row.id}`);

const Reading = ImageJson.pick({ read_words: true });
/** An image's columns that keep its reading, its words read. */
export const imageReadingOf = <R extends Pick<ImageRow, "id" | "read_words">>(row: R) =>
  decodeColumns(Reading, row, `image ${row.id}`);

/** A row holding an image's reading (e.g. joined to another table's), its words read and the details of its evaluation. */
export const imageReadingColumnsOf = <R extends Pick<ImageRow, "read_words" | "transcription_details">>(
  row: R,
  imageId: string | null,
) => decodeColumns(ImageJson, row, `image ${imageId}`);

/** What is wrong with a photo as its reading keeps it: none when GOOD, not read, or read before the codes were kept. */
export const photoProblemsOf = (image: Pick<Image, "transcription_evaluation" | "transcription_details">) =>
  image.transcription_evaluation === "BAD" ? (image.transcription_details?.problems ?? []) : [];

/** An image (or some of its columns) as its row's columns: the JSON values as text. */
export const imageColumns = <I extends Partial<Image>>(
  image: I,
): Omit<I, keyof ImageJson> & Partial<Insertable<Database["images"]>> =>
  Object.assign({}, image, ImageJson.partial().encode(image));
