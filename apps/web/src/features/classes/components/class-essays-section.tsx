import { CircularProgress, Paper, Typography, useMediaQuery, useTheme } from "@mui/material";
import { useCallback, useId, useState, type ReactNode } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useMe } from "../../../lib/api/get-me";
import { useSchoolLogo } from "../../../lib/api/get-school-logo";
import { useClassEssays } from "../hooks/use-class-essays";
import { ChosenEssaysToolbar } from "./chosen-essays-toolbar";
import { ClassEssaysFilters } from "./class-essays-filters";
import { ClassEssayCards, ClassEssaysTable } from "./class-essays-list";
import { PrintEssays } from "./print-essays";
import { ShareLinksDialog } from "./share-links-dialog";

/**
 * The class page's essays: each student with their essays (status, date, grade, what to work on,
 * whether they sent a second draft and how much of it they fixed),
 * sortable and searchable; choose corrected essays to print them together or copy their share links.
 */
export function ClassEssaysSection({
  classId,
  className,
  action,
}: {
  classId: string;
  /** The class's name, which every essay printed from here carries. */
  className: string;
  action?: ReactNode;
}) {
  const headingId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const me = useMe();
  const logo = useSchoolLogo(me.data?.data.relationships.organisation_ids_sorted[0]);
  const { progress, search, sort, all, rows, chosen, selected, ...essays } = useClassEssays(classId);
  const [printing, setPrinting] = useState<string[] | null>(null);
  const [sharing, setSharing] = useState(false);
  const handlePrinted = useCallback(() => setPrinting(null), []);
  const listProps = { rows, sort, onSort: essays.handleSort, selected, onToggle: essays.handleToggle };

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
          <ClassEssaysFilters
            search={search}
            onSearch={essays.setSearch}
            sort={sort}
            onSort={essays.setSort}
            phone={phone}
          />
          <ChosenEssaysToolbar
            count={chosen.length}
            printing={printing !== null}
            onPrint={() => setPrinting(chosen.map((row) => row.essayId!))}
            onShare={() => setSharing(true)}
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
      {printing && (
        <PrintEssays essayIds={printing} className={className} logoUri={logo.data?.data.uri} onDone={handlePrinted} />
      )}
      {sharing && (
        <ShareLinksDialog
          essays={chosen.map((row) => ({ id: row.essayId!, studentName: row.studentName }))}
          onClose={() => setSharing(false)}
        />
      )}
    </Paper>
  );
}
