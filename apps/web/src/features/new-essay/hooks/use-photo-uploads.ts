import type { ImageResponse, PhotoReading, TranscriptionEvaluation } from "@redpen/contract";
import { useEffect, useRef, useState } from "react";
import { useApiClient } from "../../../lib/api/api-context";
import { uploadImage } from "../../../lib/api/images";
import { screenPhotoFiles } from "../utils/photo-files";

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

/** Object URLs of the chosen files by image id, revoked when their photo goes or the page closes. */
function useObjectUrls() {
  const urls = useRef(new Map<string, string>());
  useEffect(() => {
    const current = urls.current;
    return () => current.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return {
    create: (imageId: string, file: File) => {
      const url = URL.createObjectURL(file);
      urls.current.set(imageId, url);
      return url;
    },
    revoke: (imageId: string) => {
      const url = urls.current.get(imageId);
      if (url) URL.revokeObjectURL(url);
      urls.current.delete(imageId);
    },
  };
}

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
  const objectUrls = useObjectUrls();

  const update = (imageId: string, change: Partial<PhotoItem>) =>
    setItems((current) => current.map((item) => (item.imageId === imageId ? { ...item, ...change } : item)));

  const remove = (imageId: string) => {
    setItems((current) => current.filter((item) => item.imageId !== imageId));
    objectUrls.revoke(imageId);
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
    const { photos, notice: left } = screenPhotoFiles(files, Math.max(0, max - items.length), max);
    setNotice(left);
    const added = photos.map((file): PhotoItem & { file: File } => {
      const imageId = crypto.randomUUID();
      const previewUrl = objectUrls.create(imageId, file);
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
