import { EssayTranscriptionResponse, type EssayResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

/**
 * GET /essays/{essay_id}/transcription (the owner's): how a photo essay's pages were read, word by
 * word. Keyed by the essay's version, as a fix of the text moves its words; fetched for photo essays only.
 */
export function useEssayTranscription(essay: EssayResponse) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["essays", "transcription", essay.id, essay.version],
    queryFn: () => client.get(`/essays/${encodeURIComponent(essay.id)}/transcription`, EssayTranscriptionResponse),
    enabled: essay.data.input_method === "IMAGE",
    staleTime: Infinity,
  });
}
