import SearchIcon from "@mui/icons-material/Search";
import { Box, Button, InputAdornment, MenuItem, TextField } from "@mui/material";
import { ESSAY_SEARCH_MAX_CHARS, type EssayListState } from "@redpen/contract";
import { useEffect, useState } from "react";
import { useCertificates } from "../../../lib/api/certificates";
import { useClasses } from "../../../lib/api/classes";
import { certificateLabel } from "../utils/card-text";
import { isFiltered, LIST_STATES, NO_FILTERS, STATE_WORDS, type ListFilters } from "../utils/list-filters";

/** How long the search waits after a key stroke before it asks the api, in milliseconds. */
const SEARCH_PAUSE_MS = 300;

interface EssayListFiltersProps {
  filters: ListFilters;
  onChange: (changes: Partial<ListFilters>, options?: { replace?: boolean }) => void;
}

const selectSx = { flex: "1 1 160px", minWidth: 0 } as const;
// The choice "All …" shows while nothing is chosen, under its label.
const selectSlots = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
// "" is "all" in a select: MUI's selects take no null.
const ALL = "";

/** The search by student, class or task, and the class, certificate and state filters above the list. */
export function EssayListFilters({ filters, onChange }: EssayListFiltersProps) {
  const classes = useClasses().data?.data ?? [];
  const certificates = useCertificates().data?.data ?? [];
  const [search, setSearch] = useState(filters.q);

  // The address may change without the box (Back, 'Clear filters'): the box follows it, as it renders.
  const [searchInAddress, setSearchInAddress] = useState(filters.q);
  if (filters.q !== searchInAddress) {
    setSearchInAddress(filters.q);
    setSearch(filters.q);
  }
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search }, { replace: true }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  return (
    <Box component="search" aria-label="Find essays" sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
      <TextField
        size="small"
        type="search"
        label="Search by student, class or task"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ flex: "2 1 260px" }}
        slotProps={{
          htmlInput: { maxLength: ESSAY_SEARCH_MAX_CHARS },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Class"
        value={classes.some((entry) => entry.id === filters.classId) ? filters.classId : ALL}
        onChange={(event) => onChange({ classId: event.target.value || null })}
        sx={selectSx}
        slotProps={selectSlots}
      >
        <MenuItem value={ALL}>All classes</MenuItem>
        {classes.map((entry) => (
          <MenuItem key={entry.id} value={entry.id}>
            {entry.data.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Certificate"
        value={certificates.some((option) => option.id === filters.certificateId) ? filters.certificateId : ALL}
        onChange={(event) => onChange({ certificateId: event.target.value || null })}
        sx={selectSx}
        slotProps={selectSlots}
      >
        <MenuItem value={ALL}>All certificates</MenuItem>
        {certificates.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {certificateLabel(option)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="State"
        value={filters.state ?? ALL}
        onChange={(event) => onChange({ state: (event.target.value || null) as EssayListState | null })}
        sx={selectSx}
        slotProps={selectSlots}
      >
        <MenuItem value={ALL}>Any state</MenuItem>
        {LIST_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {STATE_WORDS[state]}
          </MenuItem>
        ))}
      </TextField>
      {isFiltered(filters) && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ flex: "0 0 auto" }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
