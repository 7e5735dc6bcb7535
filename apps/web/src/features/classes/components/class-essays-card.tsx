import { CircularProgress, Link, List, ListItem, ListItemText, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useEssayList } from "../../../lib/api/list-essays";

/** The class's essays, newest first: the student, the date and the status. `action` sits beside the heading. */
export function ClassEssaysCard({ classId, action }: { classId: string; action?: ReactNode }) {
  const essays = useEssayList({ class_id: classId, limit: 100 });
  const list = essays.data?.data ?? [];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="essays-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id="essays-heading"
        variant="h2"
        component="h2"
        sx={{ fontSize: "1.15rem", mb: 1, display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
      >
        <span style={{ flexGrow: 1 }}>Essays</span>
        {action}
      </Typography>
      {essays.isPending && <CircularProgress aria-label="Loading essays" />}
      {essays.error && <ErrorNotice error={essays.error} />}
      {essays.data && list.length === 0 && (
        <Typography color="text.secondary">
          No essays of this class yet: pick the class when you upload an essay.
        </Typography>
      )}
      {list.length > 0 && (
        <List aria-label="Essays of the class" dense>
          {list.map((essay) => (
            <ListItem key={essay.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.essay.getHref(essay.id)}>
                    {essay.data.name ?? "No name"}
                  </Link>
                }
                secondary={`${essay.data.certificate.name} · ${essay.data.status === "PENDING" ? "being corrected" : "corrected"}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
