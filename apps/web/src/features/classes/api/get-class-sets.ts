import { ClassSetListResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { setStillMoving } from "../utils/class-set-progress";

/** While a set's pages are read or its essays corrected, the list is fetched again this often. */
const SETS_REFETCH_MS = 3_000;

/** GET /classes/{class_id}/class-sets: the class's sets with their progress, newest first. */
export function useClassSetsOfClass(classId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["classes", classId, "class-sets"],
    queryFn: () => client.get(`/classes/${encodeURIComponent(classId)}/class-sets`, ClassSetListResponse),
    refetchInterval: (query) => (query.state.data?.data.some(setStillMoving) ? SETS_REFETCH_MS : false),
  });
}
