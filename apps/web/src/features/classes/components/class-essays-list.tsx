import {
  Box,
  Checkbox,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from "@mui/material";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";
import { ReviewState, DraftState } from "./review-state";
import {
  STATUS_WORDS,
  statusWords,
  type ClassEssayRow,
  type SortColumn,
  type SortDirection,
} from "../utils/class-essay-rows";
import { essayDate } from "../utils/progress-chart-rows";

export interface ListProps {
  rows: ClassEssayRow[];
  /** The 'all shown' box in the table's head: how many shown essays are chosen, of those that can be. */
  chosenCount: number;
  choosableCount: number;
  onToggleAll: () => void;
  sort: { column: SortColumn; direction: SortDirection };
  onSort: (column: SortColumn) => void;
  selected: ReadonlySet<string>;
  onToggle: (essayId: string) => void;
}

const COLUMNS: { column: SortColumn; label: string }[] = [
  { column: "student", label: "Student" },
  { column: "date", label: "Date" },
  { column: "status", label: "Status" },
  { column: "grade", label: "Grade" },
  { column: "workOn", label: "To work on" },
  { column: "review", label: "Review" },
  { column: "draft", label: "Second draft" },
];

function StudentName({ row }: { row: ClassEssayRow }) {
  if (!row.studentId) return <>{row.studentName}</>;
  return (
    <Link component={RouterLink} to={paths.student.getHref(row.studentId)} sx={{ overflowWrap: "anywhere" }}>
      {row.studentName}
    </Link>
  );
}

function Status({ row }: { row: ClassEssayRow }) {
  if (!row.status)
    return (
      <Typography variant="body2" color="text.secondary">
        {statusWords(row)}
      </Typography>
    );
  const colour = row.status === "SUCCESS" ? "success" : row.status === "FAILURE" ? "error" : "default";
  return <Chip size="small" variant="outlined" color={colour} label={STATUS_WORDS[row.status]} />;
}

function Grade({ row }: { row: ClassEssayRow }) {
  if (!row.gradeText) return <>–</>;
  return (
    <>
      {row.gradeText}
      {row.gradeSource === "advised" && (
        <Typography component="span" variant="body2" color="text.secondary">
          {" "}
          (advised)
        </Typography>
      )}
    </>
  );
}

function SelectBox({ row, selected, onToggle }: { row: ClassEssayRow } & Pick<ListProps, "selected" | "onToggle">) {
  if (!row.essayId) return null;
  return (
    <Checkbox
      checked={selected.has(row.essayId)}
      disabled={row.status !== "SUCCESS"}
      onChange={() => onToggle(row.essayId!)}
      slotProps={{ input: { "aria-label": `Choose ${row.studentName}'s essay of ${essayDate(row.createdAt!)}` } }}
    />
  );
}

/** The class's essays as a table with sortable columns (wide screens). */
export function ClassEssaysTable(props: ListProps) {
  const { rows, sort, onSort, selected, onToggle, chosenCount, choosableCount } = props;
  return (
    <TableContainer>
      <Table size="small" aria-label="The class's essays">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={chosenCount > 0 && chosenCount === choosableCount}
                indeterminate={chosenCount > 0 && chosenCount < choosableCount}
                disabled={choosableCount === 0}
                onChange={props.onToggleAll}
                slotProps={{ input: { "aria-label": "Choose all corrected essays shown" } }}
              />
            </TableCell>
            {COLUMNS.map(({ column, label }) => (
              <TableCell key={column} sortDirection={sort.column === column ? sort.direction : false}>
                <TableSortLabel
                  active={sort.column === column}
                  direction={sort.column === column ? sort.direction : "asc"}
                  onClick={() => onSort(column)}
                >
                  {label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell padding="checkbox">
                <SelectBox row={row} selected={selected} onToggle={onToggle} />
              </TableCell>
              <TableCell component="th" scope="row">
                <StudentName row={row} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.createdAt ? essayDate(row.createdAt) : "–"}</TableCell>
              <TableCell>
                <Status row={row} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <Grade row={row} />
              </TableCell>
              <TableCell>{row.workOn ?? "–"}</TableCell>
              <TableCell>
                <ReviewState row={row} />
              </TableCell>
              <TableCell>
                <DraftState row={row} />
              </TableCell>
              <TableCell align="right">
                {row.essayId && (
                  <Link component={RouterLink} to={paths.essay.getHref(row.essayId)}>
                    Open
                  </Link>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The class's essays as cards (phones), sorted by the menu above them. */
export function ClassEssayCards({ rows, selected, onToggle }: ListProps) {
  return (
    <Box component="ul" aria-label="The class's essays" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.key}
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5, display: "flex", gap: 1 }}
        >
          <Box sx={{ flexShrink: 0, width: 42 }}>
            <SelectBox row={row} selected={selected} onToggle={onToggle} />
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1, display: "grid", gap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              <StudentName row={row} />
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
              <Status row={row} />
              {row.createdAt && <Typography variant="body2">{essayDate(row.createdAt)}</Typography>}
            </Box>
            {row.status === "SUCCESS" && (
              <Typography variant="body2">
                Grade: <Grade row={row} />
              </Typography>
            )}
            {row.workOn && <Typography variant="body2">To work on: {row.workOn}</Typography>}
            {row.status === "SUCCESS" && <ReviewState row={row} />}
            {(row.draftText || (row.status === "SUCCESS" && (row.review?.drafts_allowed ?? 0) > 0)) && (
              <Box>
                <DraftState row={row} />
              </Box>
            )}
            {row.essayId && (
              <Link component={RouterLink} to={paths.essay.getHref(row.essayId)} variant="body2">
                Open the essay
              </Link>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
