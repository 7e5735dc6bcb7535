import { Button, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from "@mui/material";
import type { ClassSetResponse } from "@redpen/contract";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";
import { useClassSetEssays } from "../api/class-sets";

const STATUS_WORDS = { PENDING: "Correcting", SUCCESS: "Corrected", FAILURE: "Could not be corrected" } as const;
const STATUS_COLOURS = { PENDING: "default", SUCCESS: "success", FAILURE: "error" } as const;

/**
 * A started set's essays, each with its progress (asked again every second while it is
 * corrected); one that could not be corrected, or was held before charging, says why, and opens
 * on its own page to try again.
 */
export function ClassSetEssays({ set }: { set: ClassSetResponse }) {
  const essays = useClassSetEssays(set.data.essay_ids);
  const done = essays.filter((essay) => essay.data && essay.data.data.status !== "PENDING").length;
  return (
    <Stack spacing={1.5}>
      <Typography aria-live="polite">
        {done === essays.length
          ? `All ${essays.length} essays are done.`
          : `Correcting: ${done} of ${essays.length} essays done.`}
      </Typography>
      <Paper variant="outlined">
        <List aria-label="Essays of the class set">
          {set.data.essay_ids.map((essayId, index) => {
            const essay = essays[index]?.data;
            const status = essay?.data.status ?? "PENDING";
            const name = essay?.data.name ?? set.data.groups[index]?.name ?? `Essay ${index + 1}`;
            return (
              <ListItem
                key={essayId}
                divider={index < set.data.essay_ids.length - 1}
                secondaryAction={
                  <Button component={RouterLink} to={paths.essay.getHref(essayId)} size="small">
                    {status === "FAILURE" ? "Try again" : "View essay"}
                  </Button>
                }
              >
                <ListItemText
                  primary={name}
                  secondary={
                    <>
                      <Chip size="small" label={STATUS_WORDS[status]} color={STATUS_COLOURS[status]} />
                      {status === "FAILURE" && essay?.data.failure_reason && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, pr: 10 }}>
                          {essay.data.failure_reason}
                        </Typography>
                      )}
                    </>
                  }
                  slotProps={{ secondary: { component: "div" } }}
                />
              </ListItem>
            );
          })}
        </List>
      </Paper>
    </Stack>
  );
}
