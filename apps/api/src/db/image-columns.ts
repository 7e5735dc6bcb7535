import type { Insertable, Selectable } from "kysely";
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
  /** Why the reading was judged GOOD or BAD, and its mean word confidence. */
  transcription_details: jsonColumn(z.object({ reasons: z.array(z.string()), confidence: z.number() })).nullable(),
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

/** An image (or some of its columns) as its row's columns: the JSON values as text. */
export const imageColumns = <I extends Partial<Image>>(
  image: I,
): Omit<I, keyof ImageJson> & Partial<Insertable<Database["images"]>> =>
  Object.assign({}, image, ImageJson.partial().encode(image));
