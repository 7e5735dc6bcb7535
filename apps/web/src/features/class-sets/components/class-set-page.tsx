import { Box, CircularProgress, LinearProgress, Stack, Typography } from "@mui/material";
import type { ClassSetResponse } from "@redpen/contract";
import { useParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { useClassSet, useClassStudents } from "../api/class-sets";
import { ClassSetEssays } from "./class-set-essays";
import { ClassSetGrouping } from "./class-set-grouping";
import { ClassSetPageThumb } from "./class-set-page-thumb";
import { DeleteClassSetButton } from "./delete-class-set-button";

/** While the pages are read: a progress bar, and the pages read so far. */
function ReadingProgress({ set }: { set: ClassSetResponse }) {
  const { pages_read, pages_total, pages } = set.data;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography id="class-set-progress" sx={{ mb: 1 }}>
          Reading page {Math.min(pages_read + 1, pages_total)} of {pages_total}… ({pages_read} read)
        </Typography>
        <LinearProgress
          variant="determinate"
          value={pages_total ? (100 * pages_read) / pages_total : 0}
          aria-labelledby="class-set-progress"
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {pages.map((page) => (
          <ClassSetPageThumb key={page.page_number} page={page} />
        ))}
      </Box>
    </Stack>
  );
}

/**
 * /class-sets/{id}: the set's pages being read (with a progress bar), then the essays Redpen
 * proposes, for the teacher to regroup and name before 'Correct N essays', then the essays being
 * corrected.
 */
export function ClassSetPage() {
  const { id = "" } = useParams();
  const set = useClassSet(id);
  const classStudents = useClassStudents(set.data?.data.class_id ?? null);
  const students = (classStudents.data?.data ?? []).map((student) => ({ id: student.id, name: student.data.name }));

  if (set.isPending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
        <CircularProgress aria-label="Loading the class set" />
      </Box>
    );
  if (set.error) return <ErrorNotice error={set.error} />;
  const { data } = set.data;

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1120, mx: "auto" }}>
      <Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
          <Typography variant="h1" component="h1">
            Class set
          </Typography>
          <DeleteClassSetButton classSetId={set.data.id} started={data.status === "STARTED"} />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {data.certificate.name} · {data.certificate.cefr_level} · {data.certificate.format} · {data.pages_total}{" "}
          {data.pages_total === 1 ? "page" : "pages"}
          {data.topic_text ? ` · Task: ${data.topic_text}` : ""}
        </Typography>
      </Box>
      {data.status === "READING" && <ReadingProgress set={set.data} />}
      {data.status === "READY" && <ClassSetGrouping set={set.data} students={students} />}
      {data.status === "STARTED" && <ClassSetEssays set={set.data} />}
    </Stack>
  );
}
