import { IMAGE_UPLOAD_FIELD, ImageResponse, ImageUploadResponse, type ImageResolution } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

// Shared by the new-essay pages (upload), the essay view (carousel) and the school's logo.

/**
 * The share link a student's page was opened with (null on the teacher's own pages): the essay's
 * photos are loaded through it, the only way a student may see them, and only while it is live.
 */
export const SharedImagesContext = createContext<string | null>(null);

export const imageQueryKey = (imageId: string, shareToken: string | null = null) =>
  shareToken === null ? (["images", imageId] as const) : (["shared-essays", shareToken, "images", imageId] as const);

/**
 * GET /images/{image_id} for its teacher, or GET /shared-essays/{token}/images/{image_id} through a
 * share link: where to load the image, and its transcription evaluation.
 */
export function getImage(client: ApiClient, imageId: string, shareToken: string | null = null): Promise<ImageResponse> {
  const image = `/images/${encodeURIComponent(imageId)}`;
  const path = shareToken === null ? image : `/shared-essays/${encodeURIComponent(shareToken)}${image}`;
  return client.get(path, ImageResponse);
}

export function imageQueryOptions(client: ApiClient, imageId: string, shareToken: string | null = null) {
  return queryOptions({
    queryKey: imageQueryKey(imageId, shareToken),
    queryFn: () => getImage(client, imageId, shareToken),
    staleTime: Infinity,
  });
}

/** The image, through the share link of the page it is shown in (SharedImagesContext) when there is one. */
export function useImage(imageId: string | null | undefined) {
  const shareToken = useContext(SharedImagesContext);
  return useQuery({ ...imageQueryOptions(useApiClient(), imageId ?? "", shareToken), enabled: Boolean(imageId) });
}

/**
 * POST /images/{image_id} with a new client-made UUID: uploads the file as multipart `file_name`.
 * With hasTranscription the api reads the photo and replies with its GOOD or BAD evaluation.
 */
export function uploadImage(
  client: ApiClient,
  file: Blob,
  options: { hasTranscription: boolean; resolution?: ImageResolution; imageId?: string },
): Promise<ImageUploadResponse> {
  // randomUUID needs a secure context (https or localhost), as signing in does (PKCE hashes with crypto.subtle).
  const imageId = options.imageId ?? crypto.randomUUID();
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file, file instanceof File ? file.name : "image");
  const query = new URLSearchParams({
    has_transcription: String(options.hasTranscription),
    resolution: options.resolution ?? "ORIGINAL",
  });
  return client.post(`/images/${encodeURIComponent(imageId)}?${query}`, form, ImageUploadResponse);
}
