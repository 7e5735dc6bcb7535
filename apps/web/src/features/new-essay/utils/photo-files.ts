import { IMAGE_UPLOAD_MAX_BYTES, imageMimeType } from "@redpen/contract";

const maxMegabytes = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * The chosen files an uploader takes: photos within the size limit, as many as there is room for.
 * What was left out, and why, is one notice (null when nothing was).
 */
export function screenPhotoFiles(
  files: readonly File[],
  room: number,
  max: number,
): { photos: File[]; notice: string | null } {
  const problems: string[] = [];
  const photos = files.filter((file) => {
    if (!imageMimeType(file.name))
      problems.push(`"${file.name}" is not a photo: use a .jpg, .jpeg, .png or .tiff file.`);
    else if (file.size > IMAGE_UPLOAD_MAX_BYTES) problems.push(`"${file.name}" is larger than ${maxMegabytes} MB.`);
    else return true;
    return false;
  });
  if (photos.length > room)
    problems.push(
      max === 1 ? "Only one photo can be added here." : `Only ${max} photos can be added: the others were left out.`,
    );
  return { photos: photos.slice(0, room), notice: problems.length > 0 ? problems.join(" ") : null };
}
