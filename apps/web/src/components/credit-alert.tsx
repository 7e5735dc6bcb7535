import { Alert, Button } from "@mui/material";
import { creditSeverity } from "@redpen/contract";
import { Link as RouterLink } from "react-router";
import { paths } from "../config/paths";

/**
 * What the banner says to a teacher of no school: there is nothing to buy credits for. The
 * way back is an invitation: the ones waiting above the banner, or else a colleague's.
 */
export function noSchoolMessage(invitationsAbove: boolean): string {
  const wayBack = invitationsAbove ? "Join a school that invited you, above." : "Ask a colleague to invite you again.";
  return `You are not a teacher of any school any more, so you have no credits. ${wayBack}`;
}

/** What the banner says for a number of credits left, warning as creditSeverity decides. */
function creditMessage(remaining: number, lastPack: number | null): string {
  if (remaining <= 0) return "You have no credits left. Buy more to correct new essays.";
  const credits = remaining === 1 ? "1 credit" : `${remaining} credits`;
  return creditSeverity(remaining, lastPack) === "warning"
    ? `Only ${credits} left: each essay uses one.`
    : `You have ${credits} left.`;
}

interface CreditAlertProps {
  remaining: number;
  /** Credits of the school's last purchased pack (null or undefined: none bought), which the warning weighs. */
  lastPack?: number | null;
  /** The teacher belongs to no school (e.g. removed from their only one): buying is no way out. */
  noSchool?: boolean;
  /** Invitations wait for the teacher's answer right above the banner (the home page's). */
  invitationsAbove?: boolean;
  alwaysShow?: boolean;
  showBuyMore?: boolean;
}

/**
 * The credit banner of docs/behaviour/pages.md with its 'Buy more' button to /billing: error at 0 or less,
 * warning at 3 or fewer or under a tenth of the last pack (creditSeverity), success otherwise. Shown only when credits are few or none, unless alwaysShow;
 * without 'Buy more' when showBuyMore is false. Without a school it says so instead, as an error.
 */
export function CreditAlert({
  remaining,
  lastPack = null,
  noSchool = false,
  invitationsAbove = false,
  alwaysShow = false,
  showBuyMore = true,
}: CreditAlertProps) {
  if (noSchool) return <Alert severity="error">{noSchoolMessage(invitationsAbove)}</Alert>;
  const severity = creditSeverity(remaining, lastPack);
  if (severity === "success" && !alwaysShow) return null;
  return (
    <Alert
      severity={severity}
      action={
        showBuyMore ? (
          <Button
            component={RouterLink}
            to={paths.credits.getHref()}
            color="inherit"
            size="small"
            variant="outlined"
            sx={{ whiteSpace: "nowrap" }}
          >
            Buy more
          </Button>
        ) : undefined
      }
      sx={{ alignItems: "center" }}
    >
      {creditMessage(remaining, lastPack)}
    </Alert>
  );
}
