import { Alert, Button } from "@mui/material";
import { creditSeverity } from "@redpen/contract";
import { Link as RouterLink } from "react-router";

/** What the banner says for a number of credits left. */
function creditMessage(remaining: number): string {
  if (remaining <= 0) return "You have no credits left. Buy more to correct new essays.";
  const credits = remaining === 1 ? "1 credit" : `${remaining} credits`;
  return creditSeverity(remaining) === "warning" ? `Only ${credits} left: each essay uses one.` : `You have ${credits} left.`;
}

/**
 * The credit banner of SPEC.md 4 with its 'Buy more' button to /billing: error at 0 or less,
 * warning for 1 to 9, success otherwise. Shown only when credits are few or none, unless alwaysShow;
 * without 'Buy more' when showBuyMore is false.
 */
export function CreditAlert({ remaining, alwaysShow = false, showBuyMore = true }: { remaining: number; alwaysShow?: boolean; showBuyMore?: boolean }) {
  const severity = creditSeverity(remaining);
  if (severity === "success" && !alwaysShow) return null;
  return (
    <Alert
      severity={severity}
      action={
        showBuyMore ? (
          <Button component={RouterLink} to="/billing" color="inherit" size="small" variant="outlined" sx={{ whiteSpace: "nowrap" }}>
            Buy more
          </Button>
        ) : undefined
      }
      sx={{ alignItems: "center" }}
    >
      {creditMessage(remaining)}
    </Alert>
  );
}
