import type { EssayResponse } from "@redpen/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { imageQueryOptions } from "../../../lib/api/images";
import type { PhotoUploads } from "./use-photo-uploads";

/**
 * 'Load previous topic': the latest essay's topic as text, or its stored photo (read from the api,
 * not uploaded again) in the topic uploader. `load` is undefined when the latest essay had none.
 */
export function usePreviousTopic(
  latest: EssayResponse | undefined,
  topicPhotos: PhotoUploads,
  setTopicText: (text: string) => void,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const loadPhoto = useMutation({
    mutationFn: (imageId: string) => queryClient.fetchQuery(imageQueryOptions(client, imageId)),
    onSuccess: (image) => {
      setTopicText("");
      topicPhotos.clear();
      topicPhotos.addStored(image);
    },
  });

  const handleLoad = (previous: EssayResponse) => {
    const imageId = previous.data.relationships.topic_image_id;
    if (imageId) return loadPhoto.mutate(imageId);
    loadPhoto.reset();
    topicPhotos.clear();
    setTopicText(previous.data.topic_text ?? "");
  };

  const hasPreviousTopic = Boolean(latest?.data.topic_text?.trim() || latest?.data.relationships.topic_image_id);
  return {
    load: latest && hasPreviousTopic ? () => handleLoad(latest) : undefined,
    loading: loadPhoto.isPending,
    error: loadPhoto.error,
  };
}
