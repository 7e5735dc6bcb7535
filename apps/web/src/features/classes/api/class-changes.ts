import {
  ClassResponse,
  StudentListCreateResponse,
  StudentResponse,
  type ClassCreateRequest,
  type ClassPatchRequest,
  type StudentPatchRequest,
} from "@redpen/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { classesQueryKey } from "../../../lib/api/classes";
import { essayListQueryKey } from "../../../lib/api/list-essays";

const classPath = (classId: string) => `/classes/${encodeURIComponent(classId)}`;
const studentPath = (studentId: string) => `/students/${encodeURIComponent(studentId)}`;

/** A change of the teacher's classes or students: the class queries (and the essay lists, whose names may change) are fetched again. */
function useClassesMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // The classes and their students are fetched again before the change says it is done; a
      // class's progress (its figures, slower to work out) and the essay lists follow in their own time.
      const isProgress = (query: { queryKey: readonly unknown[] }) => query.queryKey.at(-1) === "progress";
      void queryClient.invalidateQueries({ queryKey: classesQueryKey, predicate: isProgress });
      void queryClient.invalidateQueries({ queryKey: essayListQueryKey });
      await queryClient.invalidateQueries({ queryKey: classesQueryKey, predicate: (query) => !isProgress(query) });
    },
  });
}

/** POST /classes */
export function useCreateClass() {
  const client = useApiClient();
  return useClassesMutation((data: ClassCreateRequest["data"]) => client.post("/classes", { data }, ClassResponse));
}

/** PATCH /classes/{class_id} with the stored version + 1. */
export function usePatchClass(classId: string) {
  const client = useApiClient();
  return useClassesMutation((body: ClassPatchRequest) => client.patch(classPath(classId), body, ClassResponse));
}

/** DELETE /classes/{class_id}: the class and its students go, their essays stay. */
export function useDeleteClass(classId: string) {
  const client = useApiClient();
  return useClassesMutation(() => client.delete(classPath(classId)));
}

/** POST /classes/{class_id}/students: the names of a pasted list (or one name). */
export function useAddStudents(classId: string) {
  const client = useApiClient();
  return useClassesMutation((names: string[]) =>
    client.post(`${classPath(classId)}/students`, { data: { names } }, StudentListCreateResponse),
  );
}

/** PATCH /students/{student_id} with the stored version + 1. */
export function usePatchStudent() {
  const client = useApiClient();
  return useClassesMutation(({ studentId, body }: { studentId: string; body: StudentPatchRequest }) =>
    client.patch(studentPath(studentId), body, StudentResponse),
  );
}

/** DELETE /students/{student_id}: their essays stay, unnamed. */
export function useDeleteStudent() {
  const client = useApiClient();
  return useClassesMutation((studentId: string) => client.delete(studentPath(studentId)));
}
