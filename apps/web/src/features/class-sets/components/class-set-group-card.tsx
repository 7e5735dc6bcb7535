import MergeIcon from "@mui/icons-material/CallMerge";
import { Alert, Box, Button, Collapse, Paper, Stack, TextField, Typography } from "@mui/material";
import type { ClassSetGroup, ClassSetPage } from "@redpen/contract";
import { useState } from "react";
import { groupHold, groupReading, groupTextToCheck, pageTrouble } from "../utils/group-reading";
import { ClassSetHeldNotice } from "./class-set-held-notice";
import { ClassSetPageThumb } from "./class-set-page-thumb";
import { ClassSetTextCheck } from "./class-set-text-check";

interface ClassSetGroupCardProps {
  index: number;
  group: ClassSetGroup;
  /** Every page of the set, by number. */
  pages: ReadonlyMap<number, ClassSetPage>;
  isLast: boolean;
  /** The class's students to pick from; none when the set has no class. */
  students: readonly { id: string; name: string }[];
  disabled: boolean;
  onMovePage: (pageNumber: number, direction: -1 | 1) => void;
  onSplit: (pageNumber: number) => void;
  onJoin: () => void;
  onChange: (change: Partial<Omit<ClassSetGroup, "page_numbers">>) => void;
}

/**
 * One proposed essay of a class set: its student's name, its pages as thumbnails (each movable to
 * the essay before or after, or the start of a new one), what is wrong with a page that could not
 * be read well, 'Join with the essay before', and the text read from its pages for the teacher to
 * check beside the pages, as on the photo upload. Its fields start from the group as saved: the
 * page keys it by what it holds, so a saved change shows afresh.
 */
export function ClassSetGroupCard(props: ClassSetGroupCardProps) {
  const { index, group, pages, isLast, students, disabled, onMovePage, onSplit, onJoin, onChange } = props;
  const [checking, setChecking] = useState(false);
  const reading = groupReading(group, pages);
  const hold = groupHold(group, pages);
  const troubles = group.page_numbers.flatMap((pageNumber) => {
    const page = pages.get(pageNumber);
    const trouble = page && pageTrouble(page);
    return trouble ? [trouble] : [];
  });

  return (
    <Paper variant="outlined" component="section" aria-label={`Essay ${index + 1}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={1.5}>
        <GroupEssayFields index={index} group={group} students={students} disabled={disabled} onChange={onChange} />
        <Box sx={{ display: "flex", gap: 1, overflowX: "auto", pb: 0.5 }}>
          {group.page_numbers.map((pageNumber, at) => {
            const page = pages.get(pageNumber);
            if (!page) return null;
            return (
              <ClassSetPageThumb
                key={pageNumber}
                page={page}
                disabled={disabled}
                onMoveBack={index > 0 ? () => onMovePage(pageNumber, -1) : undefined}
                onMoveOn={!isLast ? () => onMovePage(pageNumber, 1) : undefined}
                onSplit={at > 0 ? () => onSplit(pageNumber) : undefined}
              />
            );
          })}
        </Box>
        {hold && <ClassSetHeldNotice hold={hold} />}
        {troubles.length > 0 && (
          <Alert severity="warning">
            {troubles.map((trouble) => `${trouble}. `).join("")}
            {group.original ? "You saved a checked text." : "Check the text against the page before correcting."}
          </Alert>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <Button size="small" variant="outlined" onClick={() => setChecking((open) => !open)}>
            {checking ? "Hide the text" : group.original ? "Check the text (checked)" : "Check the text"}
          </Button>
          {index > 0 && (
            <Button size="small" variant="outlined" startIcon={<MergeIcon />} onClick={onJoin} disabled={disabled}>
              Join with the essay before
            </Button>
          )}
        </Stack>
        <Collapse in={checking} unmountOnExit>
          <ClassSetTextCheck
            index={index}
            reading={reading}
            initial={groupTextToCheck(group, reading)}
            saved={Boolean(group.original)}
            disabled={disabled}
            onSave={(original) => onChange({ original })}
          />
        </Collapse>
      </Stack>
    </Paper>
  );
}

type GroupEssayFieldsProps = Pick<ClassSetGroupCardProps, "index" | "group" | "students" | "disabled" | "onChange">;

/** The essay's number, its student (from the class), the name on it and how many pages it has. */
function GroupEssayFields({ index, group, students, disabled, onChange }: GroupEssayFieldsProps) {
  const [name, setName] = useState(group.name ?? "");
  const handleStudent = (studentId: string) => {
    const student = students.find((each) => each.id === studentId);
    onChange(student ? { student_id: student.id, name: student.name } : { student_id: null });
  };
  const handleNameBlur = () => {
    if (name.trim() !== (group.name ?? "")) onChange({ name: name.trim() || null });
  };
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
      <Typography variant="h6" component="h2" sx={{ flexShrink: 0 }}>
        Essay {index + 1}
      </Typography>
      {students.length > 0 && (
        <TextField
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
          label="Student"
          value={group.student_id ?? ""}
          onChange={(event) => handleStudent(event.target.value)}
          disabled={disabled}
          sx={{ minWidth: 200 }}
        >
          <option value="">Not in the class</option>
          {students.map((student) => (
            <option key={student.id} value={student.id}>
              {student.name}
            </option>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        label="Name on the essay"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={handleNameBlur}
        disabled={disabled}
        sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
      />
      <Typography variant="body2" color="text.secondary">
        {group.page_numbers.length} {group.page_numbers.length === 1 ? "page" : "pages"}
      </Typography>
    </Stack>
  );
}
