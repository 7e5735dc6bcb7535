import {
  IMAGE_UPLOAD_MAX_BYTES,
  imageMimeType,
  type ImageResponse,
  type PhotoReading,
  type TranscriptionEvaluation,
} from "@redpen/contract";
import { useEffect, useRef, useState } from "react";
import { useApiClient } from "../../../lib/api/api-context";
import { uploadImage } from "../../../lib/api/images";

/** One photo of the uploader, from choosing the file until it is stored. */
export interface PhotoItem {
  /** The image's UUID, made before the upload. */
  imageId: string;
  /** What the thumbnail shows: an object URL of the chosen file, or the stored image's address. */
  previewUrl: string;
  /** The file's name, when chosen on this page. */
  fileName?: string;
  /** "uploading" until the api has stored and judged it. */
  status: "uploading" | "done";
  /** GOOD or BAD once transcribed. */
  evaluation: TranscriptionEvaluation | null;
  /** How it was read on upload (its text and words), once uploaded; null for a photo reused or not read. */
  reading: PhotoReading | null;
}

const maxMegabytes = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * The photos of one uploader (the essay's pages or the topic), uploaded with transcription as soon
 * as they are chosen, in the order chosen. Keeps the last error and the last photo judged BAD
 * (for the photo quality warning); object URLs are revoked when a photo goes or the page closes.
 */
export function usePhotoUploads(max: number) {
  const client = useApiClient();
  const [items, setItems] = useState<PhotoItem[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [badImageId, setBadImageId] = useState<string | null>(null);
  const objectUrls = useRef(new Map<string, string>());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (imageId: string, change: Partial<PhotoItem>) =>
    setItems((current) => current.map((item) => (item.imageId === imageId ? { ...item, ...change } : item)));

  const remove = (imageId: string) => {
    setItems((current) => current.filter((item) => item.imageId !== imageId));
    const url = objectUrls.current.get(imageId);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(imageId);
    setBadImageId((current) => (current === imageId ? null : current));
  };

  const upload = async (file: File, imageId: string) => {
    try {
      const image = await uploadImage(client, file, { hasTranscription: true, imageId });
      update(imageId, {
        status: "done",
        evaluation: image.data.transcription_evaluation,
        reading: image.data.reading,
      });
      if (image.data.transcription_evaluation === "BAD") setBadImageId(imageId);
    } catch (uploadError) {
      remove(imageId);
      setError(uploadError);
    }
  };

  /** Uploads the chosen files, up to the limit; files that are not photos or too big are left out with a notice. */
  const add = (files: readonly File[]) => {
    setError(null);
    const problems: string[] = [];
    const photos = files.filter((file) => {
      if (!imageMimeType(file.name))
        problems.push(`"${file.name}" is not a photo: use a .jpg, .jpeg, .png or .tiff file.`);
      else if (file.size > IMAGE_UPLOAD_MAX_BYTES) problems.push(`"${file.name}" is larger than ${maxMegabytes} MB.`);
      else return true;
      return false;
    });
    const room = Math.max(0, max - items.length);
    if (photos.length > room)
      problems.push(
        max === 1 ? "Only one photo can be added here." : `Only ${max} photos can be added: the others were left out.`,
      );
    setNotice(problems.length > 0 ? problems.join(" ") : null);
    const added = photos.slice(0, room).map((file): PhotoItem & { file: File } => {
      const imageId = crypto.randomUUID();
      const previewUrl = URL.createObjectURL(file);
      objectUrls.current.set(imageId, previewUrl);
      return { imageId, previewUrl, fileName: file.name, status: "uploading", evaluation: null, reading: null, file };
    });
    setItems((current) => [...current, ...added.map(({ file: _file, ...item }) => item)]);
    for (const item of added) void upload(item.file, item.imageId);
  };

  /** Reuses an image stored before (the previous essay's topic photo) without uploading it again. */
  const addStored = (image: ImageResponse) => {
    setError(null);
    setNotice(null);
    const stored: PhotoItem = {
      imageId: image.id,
      previewUrl: image.data.uri,
      status: "done",
      evaluation: image.data.transcription_evaluation,
      reading: null,
    };
    setItems((current) => [...current, stored].slice(-max));
  };

  const clear = () => items.forEach((item) => remove(item.imageId));

  return {
    items,
    /** Photos stored and ready to send. */
    doneIds: items.filter((item) => item.status === "done").map((item) => item.imageId),
    uploading: items.some((item) => item.status === "uploading"),
    full: items.length >= max,
    error,
    notice,
    /** The photo the quality warning is about, while it is open. */
    badPhoto: items.find((item) => item.imageId === badImageId && item.status === "done") ?? null,
    add,
    addStored,
    remove,
    clear,
    /** Keeps the BAD photo and closes the warning. */
    keepBadPhoto: () => setBadImageId(null),
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
