import { IMAGE_UPLOAD_FIELD, ImageResponse, ImageUploadResponse, type ImageResolution } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

// Shared by the new-essay pages (upload), the essay view (carousel) and the school's logo.

export const imageQueryKey = (imageId: string) => ["images", imageId] as const;

/** GET /images/{image_id}: where to load the image and its transcription evaluation. Public. */
export function getImage(client: ApiClient, imageId: string): Promise<ImageResponse> {
  return client.get(`/images/${encodeURIComponent(imageId)}`, ImageResponse);
}

export function imageQueryOptions(client: ApiClient, imageId: string) {
  return queryOptions({
    queryKey: imageQueryKey(imageId),
    queryFn: () => getImage(client, imageId),
    staleTime: Infinity,
  });
}

export function useImage(imageId: string | null | undefined) {
  return useQuery({ ...imageQueryOptions(useApiClient(), imageId ?? ""), enabled: Boolean(imageId) });
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
