import { ClassListResponse, ClassResponse, StudentListResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

// Shared by the classes pages and the new-essay pages (the class and student pickers).

/** Every class query starts with this key, so a change of a class or its students can refresh them all. */
export const classesQueryKey = ["classes"] as const;
export const classQueryKey = (classId: string) => [...classesQueryKey, classId] as const;
export const classStudentsQueryKey = (classId: string) => [...classQueryKey(classId), "students"] as const;

const classPath = (classId: string) => `/classes/${encodeURIComponent(classId)}`;

/** GET /classes: the teacher's classes, by name. */
export function classListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...classesQueryKey, "list"],
    queryFn: () => client.get("/classes", ClassListResponse),
  });
}

/** The teacher's classes, archived ones too. */
export function useClasses(enabled = true) {
  return useQuery({ ...classListQueryOptions(useApiClient()), enabled });
}

/** GET /classes/{class_id}: one of the teacher's classes; nothing while `enabled` is false. */
export function useClass(classId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: classQueryKey(classId),
    queryFn: () => client.get(classPath(classId), ClassResponse),
    enabled,
  });
}

/** GET /classes/{class_id}/students: the class's students, by name; nothing while `classId` is null. */
export function useClassStudents(classId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: classStudentsQueryKey(classId ?? ""),
    queryFn: () => client.get(`${classPath(classId ?? "")}/students`, StudentListResponse),
    enabled: classId !== null,
  });
}
