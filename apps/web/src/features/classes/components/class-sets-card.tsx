import { Box, Chip, Divider, LinearProgress, Link, List, ListItem, Paper, Typography } from "@mui/material";
import type { ClassSetSummary } from "@redpen/contract";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useClassSetsOfClass } from "../api/get-class-sets";
import { classSetProgress } from "../utils/class-set-progress";
import { essayDate } from "../utils/progress-chart-rows";

const STATUS_COLOURS = { READING: "info", READY: "warning", STARTED: "success" } as const;

/** One set: its task (or date) linking to it, its status, and how far it is. */
function ClassSetItem({ set }: { set: ClassSetSummary }) {
  const shown = classSetProgress(set, essayDate);
  return (
    <ListItem disableGutters sx={{ display: "block", py: 1.25 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Link
          component={RouterLink}
          to={paths.classSet.getHref(set.id)}
          sx={{ fontWeight: 600, overflowWrap: "anywhere", flexGrow: 1, minWidth: 0 }}
        >
          {shown.title}
        </Link>
        <Chip size="small" variant="outlined" color={STATUS_COLOURS[set.data.status]} label={shown.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Uploaded {essayDate(set.data.created_at)} · {shown.progress}
      </Typography>
      {shown.share !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(shown.share * 100)}
          aria-label={`${shown.title}: ${shown.progress}`}
          sx={{ mt: 1, borderRadius: 1, height: 6 }}
        />
      )}
    </ListItem>
  );
}

/**
 * The class's class sets, newest first, each linking to its page with its status and progress
 * (pages read; essays made and corrected), so an unfinished set is found again. Nothing while the
 * class has none.
 */
export function ClassSetsCard({ classId }: { classId: string }) {
  const headingId = useId();
  const sets = useClassSetsOfClass(classId);
  if (sets.error) return <ErrorNotice error={sets.error} />;
  const list = sets.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: "1.15rem" }}>
        Class sets ({list.length})
      </Typography>
      <List aria-label="Class sets of the class" sx={{ mt: 0.5, pb: 0 }}>
        {list.map((set, index) => (
          <Box key={set.id}>
            {index > 0 && <Divider component="li" />}
            <ClassSetItem set={set} />
          </Box>
        ))}
      </List>
    </Paper>
  );
}
