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

/** A filter as a select: "All …" (nothing chosen) and the choices. */
function FilterSelect(props: {
  label: string;
  allLabel: string;
  value: string | null;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
}) {
  const { label, allLabel, value, choices, onChange } = props;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={choices.some((choice) => choice.value === value) ? value : ALL}
      onChange={(event) => onChange(event.target.value || null)}
      sx={selectSx}
      slotProps={selectSlots}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The search box's text: it follows the address (Back, 'Clear filters') and sends a pause after the last key stroke. */
function useSearchText(filters: ListFilters, onChange: EssayListFiltersProps["onChange"]) {
  const [search, setSearch] = useState(filters.q);
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
  return [search, setSearch] as const;
}

/** The search by student, class or task, and the class, certificate and state filters above the list. */
export function EssayListFilters({ filters, onChange }: EssayListFiltersProps) {
  const classes = useClasses().data?.data ?? [];
  const certificates = useCertificates().data?.data ?? [];
  const [search, setSearch] = useSearchText(filters, onChange);

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
      <FilterSelect
        label="Class"
        allLabel="All classes"
        value={filters.classId}
        choices={classes.map((entry) => ({ value: entry.id, label: entry.data.name }))}
        onChange={(classId) => onChange({ classId })}
      />
      <FilterSelect
        label="Certificate"
        allLabel="All certificates"
        value={filters.certificateId}
        choices={certificates.map((option) => ({ value: option.id, label: certificateLabel(option) }))}
        onChange={(certificateId) => onChange({ certificateId })}
      />
      <FilterSelect
        label="State"
        allLabel="Any state"
        value={filters.state}
        choices={LIST_STATES.map((state) => ({ value: state, label: STATE_WORDS[state] }))}
        onChange={(state) => onChange({ state: state as EssayListState | null })}
      />
      {isFiltered(filters) && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ flex: "0 0 auto" }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
