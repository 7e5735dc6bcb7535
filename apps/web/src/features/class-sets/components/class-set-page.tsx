import { Alert, Box, Button, CircularProgress, LinearProgress, Stack, Typography } from "@mui/material";
import type { ClassSetGroup, ClassSetResponse } from "@redpen/contract";
import { useParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { useClassSet, useClassStudents, useRegroupClassSet, useStartClassSet } from "../api/class-sets";
import { pageTrouble } from "../utils/group-reading";
import { changeGroup, joinWithPrevious, movePage, splitAt } from "../utils/regroup";
import { ClassSetEssays } from "./class-set-essays";
import { ClassSetGroupCard } from "./class-set-group-card";
import { ClassSetPageThumb } from "./class-set-page-thumb";
import { DeleteClassSetButton } from "./delete-class-set-button";

const essays = (count: number) => `${count} ${count === 1 ? "essay" : "essays"}`;
/** "2", "2 and 4", "1, 2 and 4". */
const listed = (numbers: readonly number[]) =>
  numbers.length <= 1 ? numbers.join("") : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;

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
  const regroup = useRegroupClassSet(id);
  const start = useStartClassSet(id);
  const classStudents = useClassStudents(set.data?.data.class_id ?? null);
  const students = (classStudents.data?.data ?? []).map((student) => ({ id: student.id, name: student.data.name }));

  if (set.isPending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
        <CircularProgress aria-label="Loading the class set" />
      </Box>
    );
  if (set.error) return <ErrorNotice error={set.error} />;
  const { data, version } = set.data;
  const pages = new Map(data.pages.map((page) => [page.page_number, page]));
  const busy = regroup.isPending || start.isPending;
  const save = (groups: ClassSetGroup[]) => regroup.mutate({ version, groups });
  const unread = data.pages.filter((page) => page.error).length;
  // Pages read, but not well: said before 'Correct N essays', with the essays they are in.
  const hardToRead = data.groups.flatMap((group, index) =>
    group.page_numbers.some((pageNumber) => {
      const page = pages.get(pageNumber);
      return page && !page.error && pageTrouble(page);
    })
      ? [index + 1]
      : [],
  );
  const hardPages = data.pages.filter((page) => !page.error && pageTrouble(page)).length;

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
      {data.status === "READY" && (
        <>
          <Alert severity="info">
            Redpen found {essays(data.groups.length)}: a page that starts with a student's name starts an essay. Check
            the pages of each, move a page with its arrows, and check each essay's text before correcting.
          </Alert>
          {hardPages > 0 && (
            <Alert severity="warning">
              {hardPages} {hardPages === 1 ? "page was" : "pages were"} hard to read, in essay
              {hardToRead.length === 1 ? "" : "s"} {listed(hardToRead)}: check{" "}
              {hardToRead.length === 1 ? "its" : "their"} text against the {hardPages === 1 ? "page" : "pages"} before
              correcting.
            </Alert>
          )}
          {unread > 0 && (
            <Alert severity="warning">
              {unread} {unread === 1 ? "page" : "pages"} could not be read: check {unread === 1 ? "its" : "their"} essay
              {unread === 1 ? "" : "s"} or type the text.
            </Alert>
          )}
          {data.groups.map((group, index) => (
            <ClassSetGroupCard
              key={`${index}|${group.page_numbers.join()}|${group.name ?? ""}|${group.original ?? ""}`}
              index={index}
              group={group}
              pages={pages}
              isLast={index === data.groups.length - 1}
              students={students}
              disabled={busy}
              onMovePage={(pageNumber, direction) => save(movePage(data.groups, pageNumber, direction))}
              onSplit={(pageNumber) => save(splitAt(data.groups, pageNumber))}
              onJoin={() => save(joinWithPrevious(data.groups, index))}
              onChange={(change) => save(changeGroup(data.groups, index, change))}
            />
          ))}
          {regroup.error && <ErrorNotice error={regroup.error} />}
          <Box
            sx={{
              position: "sticky",
              bottom: 0,
              bgcolor: "background.default",
              py: 1.5,
              borderTop: 1,
              borderColor: "divider",
            }}
          >
            <Button variant="contained" size="large" disabled={busy} onClick={() => start.mutate(version)}>
              {start.isPending ? "Starting…" : `Correct ${essays(data.groups.length)}`}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              One credit per essay, charged now; an essay that cannot be corrected gives its credit back.
            </Typography>
            {start.error && <ErrorNotice error={start.error} sx={{ mt: 1 }} />}
          </Box>
        </>
      )}
      {data.status === "STARTED" && <ClassSetEssays set={set.data} />}
    </Stack>
  );
}
