import { CircularProgress, Paper, Typography, useMediaQuery, useTheme } from "@mui/material";
import { useId, type ReactNode } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useClassEssays } from "../hooks/use-class-essays";
import { ChosenEssaysActions } from "./chosen-essays-actions";
import { ClassEssaysFilters } from "./class-essays-filters";
import { ClassEssayCards, ClassEssaysTable } from "./class-essays-list";

/**
 * The class page's essays: each student with their essays (status, date, grade, what to work on,
 * how far the teacher reviewed it and whether it is shared, whether they sent a second draft and
 * how much of it they fixed), sortable and searchable; choose corrected essays to act on them together.
 */
export function ClassEssaysSection(props: { classId: string; className: string; action?: ReactNode }) {
  const headingId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const { progress, search, sort, all, rows, chosen, choosable, selected, ...essays } = useClassEssays(props.classId);
  const listProps = {
    rows,
    sort,
    onSort: essays.handleSort,
    selected,
    onToggle: essays.handleToggle,
    chosenCount: chosen.length,
    choosableCount: choosable.length,
    onToggleAll: essays.handleToggleAll,
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography
        id={headingId}
        variant="h2"
        sx={{ fontSize: "1.15rem", mb: 2, display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
      >
        <span style={{ flexGrow: 1 }}>Essays</span>
        {props.action}
      </Typography>
      {progress.isPending && <CircularProgress aria-label="Loading essays" />}
      {progress.error && <ErrorNotice error={progress.error} />}
      {progress.data && (
        <>
          <ClassEssaysFilters
            search={search}
            onSearch={essays.setSearch}
            sort={sort}
            onSort={essays.setSort}
            phone={phone}
          />
          <ChosenEssaysActions
            classId={props.classId}
            className={props.className}
            chosen={chosen}
            choosable={choosable.length}
            onToggleAll={essays.handleToggleAll}
            phone={phone}
          />
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
    </Paper>
  );
}
