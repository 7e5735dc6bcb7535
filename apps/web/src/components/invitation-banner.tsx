import MailOutlineIcon from "@mui/icons-material/MailOutlined";
import { Alert, Box, Button, CircularProgress, Stack, Typography, type SxProps, type Theme } from "@mui/material";
import { teacherCalled, type MyInvitation, type UserMeResponse } from "@redpen/contract";
import { useId } from "react";
import { useDeclineInvitation, useJoinInvitation, useMyInvitations } from "../lib/api/my-invitations";
import { ErrorNotice } from "./error-notice";

/**
 * The schools that invited the signed-in teacher, each with 'Join' and 'Decline' (on the home and
 * school pages). Nothing changes until 'Join', and joining does not switch schools: the
 * confirmation says where to switch.
 */
export function InvitationBanner({ sx }: { sx?: SxProps<Theme> }) {
  const invitations = useMyInvitations();
  const join = useJoinInvitation();
  const decline = useDeclineInvitation();
  const busy = join.isPending || decline.isPending;
  const list = invitations.data?.data ?? [];

  const handleJoin = (invitation: MyInvitation) => {
    decline.reset();
    join.mutate(invitation);
  };
  const handleDecline = (invitation: MyInvitation) => {
    join.reset();
    decline.mutate(invitation);
  };

  // A failure to read the invitations is no reason to disturb the page: they show on the next visit.
  if (list.length === 0 && !join.isSuccess && !decline.isSuccess) return null;
  return (
    <Stack spacing={1.5} sx={sx}>
      {join.isSuccess && (
        <Alert severity="success" onClose={() => join.reset()} sx={{ overflowWrap: "anywhere" }}>
          {joinedMessage(join.variables, join.data)}
        </Alert>
      )}
      {decline.isSuccess && (
        <Alert severity="info" onClose={() => decline.reset()} sx={{ overflowWrap: "anywhere" }}>
          {`You declined the invitation to ${decline.variables.data.organisation_name}.`}
        </Alert>
      )}
      {join.error && <ErrorNotice error={join.error} />}
      {decline.error && <ErrorNotice error={decline.error} />}
      {list.map((invitation) => (
        <InvitationNotice
          key={invitation.id}
          invitation={invitation}
          joining={join.isPending && join.variables.id === invitation.id}
          declining={decline.isPending && decline.variables.id === invitation.id}
          disabled={busy}
          onJoin={() => handleJoin(invitation)}
          onDecline={() => handleDecline(invitation)}
        />
      ))}
    </Stack>
  );
}

/**
 * The confirmation of a 'Join': the school is theirs now, and the current one is still the one they
 * had (unless they had none), so it says where to switch.
 */
function joinedMessage(invitation: MyInvitation, me: UserMeResponse): string {
  const joined = invitation.data.organisation_name;
  const current = me.data.organisations[0];
  if (!current || current.id === invitation.data.organisation_id) return `You joined ${joined}.`;
  return `You joined ${joined}. You are still working in your current school: switch schools from the menu at the top of the page.`;
}

interface InvitationNoticeProps {
  invitation: MyInvitation;
  joining: boolean;
  declining: boolean;
  disabled: boolean;
  onJoin: () => void;
  onDecline: () => void;
}

/** One invitation: "<School name> invited you to join", who invited them, and the two answers. */
function InvitationNotice({ invitation, joining, declining, disabled, onJoin, onDecline }: InvitationNoticeProps) {
  const titleId = useId();
  const { organisation_name: school, invited_by_email: email, invited_by_name: name } = invitation.data;
  const invitedBy = email && teacherCalled({ name, email });
  const spinner = <CircularProgress size={18} color="inherit" />;
  return (
    <Alert
      severity="info"
      icon={<MailOutlineIcon />}
      role="group"
      aria-labelledby={titleId}
      sx={{ "& .MuiAlert-message": { flexGrow: 1, minWidth: 0 } }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
          <Typography id={titleId} sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
            {`${school} invited you to join`}
          </Typography>
          {invitedBy && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {`Invited by ${invitedBy}`}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button variant="contained" onClick={onJoin} disabled={disabled} startIcon={joining ? spinner : undefined}>
            Join
          </Button>
          <Button
            variant="outlined"
            onClick={onDecline}
            disabled={disabled}
            startIcon={declining ? spinner : undefined}
          >
            Decline
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}
