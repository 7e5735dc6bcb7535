import {
  ClassListResponse,
  StudentListResponse,
  CLASS_SET_DATA_FIELD,
  CLASS_SET_FILE_FIELD,
  ClassSetResponse,
  EssayResponse,
  type ClassSetCreateData,
  type ClassSetGroup,
} from "@redpen/contract";
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";
import { myCreditsQueryKey } from "../../../lib/api/get-my-credits";
import { essayListQueryKey } from "../../../lib/api/list-essays";

export const classSetQueryKey = (classSetId: string) => ["class-sets", classSetId] as const;
const path = (classSetId: string) => `/class-sets/${encodeURIComponent(classSetId)}`;

/** POST /class-sets/{class_set_id}: the set's data, then the PDF or the photos, as multipart/form-data. */
export function uploadClassSet(
  client: ApiClient,
  classSetId: string,
  data: ClassSetCreateData,
  files: readonly File[],
): Promise<ClassSetResponse> {
  const form = new FormData();
  form.append(CLASS_SET_DATA_FIELD, JSON.stringify(data));
  for (const file of files) form.append(CLASS_SET_FILE_FIELD, file, file.name);
  return client.post(path(classSetId), form, ClassSetResponse);
}

export function useUploadClassSet() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classSetId, data, files }: { classSetId: string; data: ClassSetCreateData; files: File[] }) =>
      uploadClassSet(client, classSetId, data, files),
    onSuccess: (set) => queryClient.setQueryData(classSetQueryKey(set.id), set),
  });
}

/** GET /class-sets/{class_set_id}, asked again every second while its pages are read. */
export function classSetQueryOptions(client: ApiClient, classSetId: string) {
  return queryOptions({
    queryKey: classSetQueryKey(classSetId),
    queryFn: () => client.get(path(classSetId), ClassSetResponse),
    refetchInterval: (query) => (query.state.data?.data.status === "READING" ? 1000 : false),
  });
}

export function useClassSet(classSetId: string) {
  return useQuery(classSetQueryOptions(useApiClient(), classSetId));
}

/** PATCH /class-sets/{class_set_id}: the groups as the teacher set them, with the stored version + 1. */
export function useRegroupClassSet(classSetId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, groups }: { version: number; groups: ClassSetGroup[] }) =>
      client.patch(path(classSetId), { version: version + 1, data: { groups } }, ClassSetResponse),
    onSuccess: (set) => queryClient.setQueryData(classSetQueryKey(classSetId), set),
  });
}

/** POST /class-sets/{class_set_id}/start: one essay per group, one credit each. */
export function useStartClassSet(classSetId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      client.post(`${path(classSetId)}/start`, { version: version + 1 }, ClassSetResponse),
    onSuccess: (set) => {
      queryClient.setQueryData(classSetQueryKey(classSetId), set);
      void queryClient.invalidateQueries({ queryKey: essayListQueryKey });
      void queryClient.invalidateQueries({ queryKey: myCreditsQueryKey });
    },
  });
}

/** DELETE /class-sets/{class_set_id}: the set, its pages and their images go; its essays stay. */
export function useDeleteClassSet(classSetId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.delete(path(classSetId)),
    // Removed rather than invalidated: asked again, the set would only answer 404.
    onSuccess: () => queryClient.removeQueries({ queryKey: classSetQueryKey(classSetId) }),
  });
}

/** The set's essays once started, each asked again every second while it is being corrected. */
export function useClassSetEssays(essayIds: readonly string[]) {
  const client = useApiClient();
  return useQueries({
    queries: essayIds.map((essayId) => ({
      queryKey: ["essays", "detail", essayId],
      queryFn: () => client.get(`/essays/${encodeURIComponent(essayId)}`, EssayResponse),
      refetchInterval: (query: { state: { data?: EssayResponse } }) =>
        query.state.data?.data.status === "PENDING" ? 1000 : false,
    })),
  });
}

/** GET /classes?filter_archived=false: the teacher's current classes, for the set's class. */
export function useCurrentClasses() {
  const client = useApiClient();
  return useQuery({
    queryKey: ["classes", "current"],
    queryFn: () => client.get("/classes?filter_archived=false", ClassListResponse),
  });
}

/** GET /classes/{class_id}/students: the set's class's students, for each essay's student (none without a class). */
export function useClassStudents(classId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ["classes", classId, "students"],
    queryFn: () => client.get(`/classes/${encodeURIComponent(classId ?? "")}/students`, StudentListResponse),
    enabled: classId !== null,
  });
}
