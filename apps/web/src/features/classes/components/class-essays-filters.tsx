import SearchIcon from "@mui/icons-material/Search";
import { Box, InputAdornment, MenuItem, TextField } from "@mui/material";
import type { EssaySort } from "../hooks/use-class-essays";
import type { SortColumn, SortDirection } from "../utils/class-essay-rows";

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

interface ClassEssaysFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  sort: EssaySort;
  onSort: (sort: EssaySort) => void;
  /** On a phone the sort is a menu here, as the cards have no column headers. */
  phone: boolean;
}

/** The search over students and kinds of error, and on a phone the sort menu. */
export function ClassEssaysFilters({ search, onSearch, sort, onSort, phone }: ClassEssaysFiltersProps) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mb: 2 }}>
      <TextField
        size="small"
        label="Search students or kinds of error"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
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
            onSort({ column: chosenSort.column, direction: chosenSort.direction });
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
  );
}
