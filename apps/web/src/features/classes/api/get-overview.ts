import { ClassOverviewResponse } from "@redpen/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { useClassProgress } from "./get-progress";

/**
 * GET /classes/{class_id}/overview: what to teach the class next. Asked again each time an essay
 * of the class being corrected is done (the class's essays, which the page reads anyway, say so),
 * the figures before staying on screen meanwhile.
 */
export function useClassOverview(classId: string) {
  const client = useApiClient();
  const essays = useClassProgress(classId).data?.data.essays;
  const pending = essays?.filter((essay) => essay.status === "PENDING").length ?? 0;
  return useQuery({
    queryKey: ["classes", classId, "overview", { pending }],
    queryFn: () => client.get(`/classes/${encodeURIComponent(classId)}/overview`, ClassOverviewResponse),
    placeholderData: keepPreviousData,
  });
}
