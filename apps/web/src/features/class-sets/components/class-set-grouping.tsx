import { Alert, Box, Button, Typography } from "@mui/material";
import type { ClassSetResponse } from "@redpen/contract";
import { useStartClassSet } from "../api/class-sets";
import { useRegroup, type PendingRegroup } from "../hooks/use-regroup";
import { groupHold, pageTrouble } from "../utils/group-reading";
import { changeGroup, joinWithPrevious, movePage, splitAt } from "../utils/regroup";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorNotice } from "../../../components/error-notice";
import { ClassSetGroupCard } from "./class-set-group-card";

const essays = (count: number) => `${count} ${count === 1 ? "essay" : "essays"}`;
/** "2", "2 and 4", "1, 2 and 4". */
const listed = (numbers: readonly number[]) =>
  numbers.length <= 1 ? numbers.join("") : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;

interface ClassSetGroupingProps {
  set: ClassSetResponse;
  /** The class's students to pick from; none when the set has no class. */
  students: readonly { id: string; name: string }[];
}

/**
 * A READY set: the essays Redpen proposes, what could not be read well, each essay for the
 * teacher to regroup and name, and 'Correct N essays'.
 */
export function ClassSetGrouping({ set, students }: ClassSetGroupingProps) {
  const { regroup, save, regroupPages, ...asking } = useRegroup(set);
  const start = useStartClassSet(set.id);
  const { data, version } = set;
  const pages = new Map(data.pages.map((page) => [page.page_number, page]));
  const busy = regroup.isPending || start.isPending;
  return (
    <>
      <Alert severity="info">
        Redpen found {essays(data.groups.length)}: a page that starts with a student's name starts an essay. Check the
        pages of each, move a page with its arrows, and check each essay's text before correcting.
      </Alert>
      <ReadingTroubles set={set} pages={pages} />
      {data.groups.map((group, index) => (
        <ClassSetGroupCard
          key={`${index}|${group.page_numbers.join()}|${group.name ?? ""}|${group.original ?? ""}`}
          index={index}
          group={group}
          pages={pages}
          isLast={index === data.groups.length - 1}
          students={students}
          disabled={busy}
          onMovePage={(pageNumber, direction) => regroupPages(movePage(data.groups, pageNumber, direction))}
          onSplit={(pageNumber) => regroupPages(splitAt(data.groups, pageNumber))}
          onJoin={() => regroupPages(joinWithPrevious(data.groups, index))}
          onChange={(change) => save(changeGroup(data.groups, index, change))}
        />
      ))}
      {regroup.error && <ErrorNotice error={regroup.error} />}
      <DropTextsDialog pending={asking.pending} onConfirm={asking.confirm} onClose={asking.cancel} />
      <StartBar
        heldEssays={data.groups.flatMap((group, index) => (groupHold(group, pages) ? [index + 1] : []))}
        total={data.groups.length}
        busy={busy}
        start={start}
        onStart={() => start.mutate(version)}
      />
    </>
  );
}

/** Pages read badly or not at all, said before 'Correct N essays' with the essays they are in. */
function ReadingTroubles({
  set,
  pages,
}: {
  set: ClassSetResponse;
  pages: ReadonlyMap<number, ClassSetResponse["data"]["pages"][number]>;
}) {
  const { data } = set;
  const unread = data.pages.filter((page) => page.error).length;
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
    <>
      {hardPages > 0 && (
        <Alert severity="warning">
          {hardPages} {hardPages === 1 ? "page was" : "pages were"} hard to read, in essay
          {hardToRead.length === 1 ? "" : "s"} {listed(hardToRead)}: check {hardToRead.length === 1 ? "its" : "their"}{" "}
          text against the {hardPages === 1 ? "page" : "pages"} before correcting.
        </Alert>
      )}
      {unread > 0 && (
        <Alert severity="warning">
          {unread} {unread === 1 ? "page" : "pages"} could not be read: check {unread === 1 ? "its" : "their"} essay
          {unread === 1 ? "" : "s"} or type the text.
        </Alert>
      )}
    </>
  );
}

/** Asks before a regrouping drops the checked text of an essay whose pages it changes. */
function DropTextsDialog(props: { pending: PendingRegroup | null; onConfirm: () => void; onClose: () => void }) {
  const essayNumbers = props.pending?.dropped.map((text) => text.essay) ?? [];
  const one = essayNumbers.length === 1;
  return (
    <ConfirmDialog
      open={props.pending !== null}
      title={one ? "Set aside a checked text?" : "Set aside the checked texts?"}
      text={
        `This changes the pages of essay${one ? "" : "s"} ${listed(essayNumbers)}, so the text you checked ` +
        `${one ? "no longer matches its" : "of each no longer matches their"} pages: ${one ? "it" : "each"} is ` +
        "set aside, and the text read from the new pages is corrected instead. Move the pages back to have " +
        `${one ? "it" : "them"} again.`
      }
      action="Move the pages"
      busy={false}
      error={null}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}

/**
 * 'Correct N essays', N the essays ready (a held one is neither counted nor charged), with what
 * it costs and what becomes of the held ones.
 */
function StartBar(props: {
  heldEssays: number[];
  total: number;
  busy: boolean;
  start: ReturnType<typeof useStartClassSet>;
  onStart: () => void;
}) {
  const { heldEssays, total, busy, start, onStart } = props;
  const ready = total - heldEssays.length;
  const one = heldEssays.length === 1;
  return (
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
      <Button variant="contained" size="large" disabled={busy || ready === 0} onClick={onStart}>
        {start.isPending ? "Starting…" : `Correct ${essays(ready)}`}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        One credit per essay, charged now; an essay that cannot be corrected gives its credit back.
      </Typography>
      {heldEssays.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Essay{one ? "" : "s"} {listed(heldEssays)} {one ? "is" : "are"} held and not charged: check{" "}
          {one ? "its" : "their"} text above to correct {one ? "it" : "them"} with the others. Started without,{" "}
          {one ? "it is" : "they are"} kept uncorrected, to check and correct from {one ? "its" : "their"} own page.
        </Typography>
      )}
      {start.error && <ErrorNotice error={start.error} sx={{ mt: 1 }} />}
    </Box>
  );
}
