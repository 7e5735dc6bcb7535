import { ClassProgressResponse, StudentProgressResponse } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";

/** While any essay of the class is being corrected, its list is fetched again this often, so each essay's status moves live. */
const CLASS_REFETCH_MS = 2_000;

/** GET /students/{student_id}/progress: the student's essays over time and their figures. */
export function useStudentProgress(studentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["students", studentId, "progress"],
    queryFn: () => client.get(`/students/${encodeURIComponent(studentId)}/progress`, StudentProgressResponse),
  });
}

/** GET /classes/{class_id}/progress: the class's students and essays, refreshed while one is being corrected. */
export function useClassProgress(classId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["classes", classId, "progress"],
    queryFn: () => client.get(`/classes/${encodeURIComponent(classId)}/progress`, ClassProgressResponse),
    refetchInterval: (query) =>
      query.state.data?.data.essays.some((essay) => essay.status === "PENDING") ? CLASS_REFETCH_MS : false,
  });
}
