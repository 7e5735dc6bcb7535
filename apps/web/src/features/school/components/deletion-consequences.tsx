import { Box, Typography } from "@mui/material";
import type { OrganisationDeletionPreviewResponse } from "@redpen/contract";
import type { ReactNode } from "react";

/** A short list under a heading of the dialog: what goes, what stays. */
function Consequences({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: "text.secondary", typography: "body2" }}>
        {children}
      </Box>
    </>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const essays = (count: number) => plural(count, "essay", "essays");
const credits = (count: number) => plural(count, "credit", "credits");
const invitations = (count: number) => plural(count, "pending invitation", "pending invitations");
/** The teachers named, or who they are when there are none to name. */
const teachers = (emails: readonly string[], nobody: string) => (emails.length ? emails.join(", ") : nobody);

/**
 * What deleting the school removes and what stays, as the api deletes it: counted and named once
 * the preview has arrived, in general words until then.
 */
export function DeletionConsequences({
  figures,
}: {
  figures: OrganisationDeletionPreviewResponse["data"] | undefined;
}) {
  return (
    <>
      <Consequences title="Deleted">
        <li>
          {figures
            ? `${essays(figures.deleted_essays)} written here by ${teachers(figures.teachers_losing_essays, "teachers who are in no other school")}, with their marking, grades, feedback and photos.`
            : "The essays written here by teachers who are in no other school, with their marking, grades, feedback and photos."}
        </li>
        <li>
          The school's logo, {figures ? invitations(figures.open_invitations) : "its pending invitations"}, the school's
          corrections and its marking calibration.
        </li>
        <li>{figures ? `${credits(figures.credits_remaining)} left.` : "The credits it has left."}</li>
      </Consequences>
      <Consequences title="Kept">
        <li>
          {figures
            ? `${essays(figures.kept_essays)} of ${teachers(figures.teachers_keeping_essays, "teachers also in another school, or who left or were removed earlier")}: they stay theirs.`
            : "The essays of teachers who are also in another school, or who left or were removed earlier: they stay theirs."}
        </li>
        <li>Every teacher's account, and their other schools.</li>
      </Consequences>
    </>
  );
}
