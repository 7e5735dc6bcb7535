import { CLASS_SET_MAX_BYTES, CLASS_SET_PAGES_MAX } from "@redpen/contract";

/** The most a set's files may weigh together, in MB. */
export const CLASS_SET_MAX_MEGABYTES = CLASS_SET_MAX_BYTES / (1024 * 1024);

/** Why the chosen files cannot be sent, before any upload; null when they can. */
export function filesProblem(files: readonly Pick<File, "name" | "type" | "size">[]): string | null {
  if (files.length === 0) return null;
  const pdfs = files.filter((file) => file.type === "application/pdf" || /\.pdf$/i.test(file.name));
  if (pdfs.length > 0 && files.length > 1) return "Choose one PDF, or photos only.";
  if (files.length > CLASS_SET_PAGES_MAX) return `Choose at most ${CLASS_SET_PAGES_MAX} photos.`;
  if (files.reduce((total, file) => total + file.size, 0) > CLASS_SET_MAX_BYTES)
    return `The files are larger than ${CLASS_SET_MAX_MEGABYTES} MB together: scan at a lower resolution, or split the set.`;
  return null;
}
