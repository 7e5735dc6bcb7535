import LinkIcon from "@mui/icons-material/Link";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import SearchIcon from "@mui/icons-material/Search";
import {
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  MenuItem,
  Paper,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useCallback, useId, useMemo, useState, type ReactNode } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useMe } from "../../../lib/api/get-me";
import { useOrganisationLogo } from "../../../lib/api/get-organisation-logo";
import { useClassProgress } from "../api/get-progress";
import { classEssayRows, searchRows, sortRows, type SortColumn, type SortDirection } from "../utils/class-essay-rows";
import { ClassEssayCards, ClassEssaysTable } from "./class-essays-list";
import { PrintEssays } from "./print-essays";
import { ShareLinksDialog } from "./share-links-dialog";

const SORTS: { value: string; label: string; column: SortColumn; direction: SortDirection }[] = [
  { value: "date-desc", label: "Newest first", column: "date", direction: "desc" },
  { value: "date-asc", label: "Oldest first", column: "date", direction: "asc" },
  { value: "student-asc", label: "Student (A–Z)", column: "student", direction: "asc" },
  { value: "grade-desc", label: "Highest grade first", column: "grade", direction: "desc" },
  { value: "grade-asc", label: "Lowest grade first", column: "grade", direction: "asc" },
  { value: "status-asc", label: "Status", column: "status", direction: "asc" },
  { value: "workOn-asc", label: "To work on (A–Z)", column: "workOn", direction: "asc" },
  { value: "draft-desc", label: "Second drafts first", column: "draft", direction: "desc" },
];

/**
 * The class page's essays: each student with their essays (status, date, grade, what to work on,
 * whether they sent a second draft and how much of it they fixed),
 * sortable and searchable; choose corrected essays to print them together or copy their share links.
 */
export function ClassEssaysSection({ classId, action }: { classId: string; action?: ReactNode }) {
  const headingId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const progress = useClassProgress(classId);
  const me = useMe();
  const logo = useOrganisationLogo(me.data?.data.relationships.organisation_ids_sorted[0]);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<{ column: SortColumn; direction: SortDirection }>({
    column: "date",
    direction: "desc",
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [printing, setPrinting] = useState<string[] | null>(null);
  const [sharing, setSharing] = useState(false);

  const all = useMemo(() => (progress.data ? classEssayRows(progress.data.data) : []), [progress.data]);
  const rows = useMemo(() => sortRows(searchRows(all, search), sort.column, sort.direction), [all, search, sort]);
  const chosen = all.filter((row) => row.essayId && selected.has(row.essayId));

  const handleSort = (column: SortColumn) =>
    setSort((now) => ({ column, direction: now.column === column && now.direction === "asc" ? "desc" : "asc" }));
  const handleToggle = (essayId: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(essayId)) next.add(essayId);
      return next;
    });
  const handlePrinted = useCallback(() => setPrinting(null), []);
  const listProps = { rows, sort, onSort: handleSort, selected, onToggle: handleToggle };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography
        id={headingId}
        variant="h2"
        sx={{ fontSize: "1.15rem", mb: 2, display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
      >
        <span style={{ flexGrow: 1 }}>Essays</span>
        {action}
      </Typography>
      {progress.isPending && <CircularProgress aria-label="Loading essays" />}
      {progress.error && <ErrorNotice error={progress.error} />}
      {progress.data && (
        <>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mb: 2 }}>
            <TextField
              size="small"
              label="Search students or kinds of error"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ flex: "1 1 240px" }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {phone && (
              <TextField
                select
                size="small"
                label="Sort"
                value={`${sort.column}-${sort.direction}`}
                onChange={(event) => {
                  const chosenSort = SORTS.find((entry) => entry.value === event.target.value)!;
                  setSort({ column: chosenSort.column, direction: chosenSort.direction });
                }}
                sx={{ flex: "1 1 160px" }}
              >
                {SORTS.map((entry) => (
                  <MenuItem key={entry.value} value={entry.value}>
                    {entry.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
          <Box
            role="toolbar"
            aria-label="Chosen essays"
            sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1.5 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {chosen.length === 0
                ? "Choose corrected essays to print them together or share them."
                : `${chosen.length} ${chosen.length === 1 ? "essay" : "essays"} chosen`}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<PrintOutlinedIcon />}
              disabled={chosen.length === 0 || printing !== null}
              onClick={() => setPrinting(chosen.map((row) => row.essayId!))}
            >
              Print {chosen.length > 0 ? chosen.length : ""} {chosen.length === 1 ? "essay" : "essays"}
            </Button>
            <Button
              variant="outlined"
              startIcon={<LinkIcon />}
              disabled={chosen.length === 0}
              onClick={() => setSharing(true)}
            >
              Share links
            </Button>
          </Box>
          {all.length === 0 ? (
            <Typography color="text.secondary">
              No students or essays yet: add students, then pick the class when you upload an essay.
            </Typography>
          ) : rows.length === 0 ? (
            <Typography color="text.secondary">No student or essay matches “{search.trim()}”.</Typography>
          ) : phone ? (
            <ClassEssayCards {...listProps} />
          ) : (
            <ClassEssaysTable {...listProps} />
          )}
        </>
      )}
      {printing && <PrintEssays essayIds={printing} logoUri={logo.data?.data.uri} onDone={handlePrinted} />}
      {sharing && (
        <ShareLinksDialog
          essays={chosen.map((row) => ({ id: row.essayId!, studentName: row.studentName }))}
          onClose={() => setSharing(false)}
        />
      )}
    </Paper>
  );
}
