import { ClassOverviewResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

/** GET /classes/{class_id}/overview: what to teach the class next. */
export function useClassOverview(classId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["classes", classId, "overview"],
    queryFn: () => client.get(`/classes/${encodeURIComponent(classId)}/overview`, ClassOverviewResponse),
  });
}
