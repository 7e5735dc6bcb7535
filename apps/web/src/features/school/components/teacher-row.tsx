import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { Avatar, Box, Chip, IconButton, ListItem, ListItemAvatar, Tooltip, Typography } from "@mui/material";
import { teacherCalled, type OrganisationUser } from "@redpen/contract";
import type { MouseEvent } from "react";
import { isInvited, isOwner } from "../utils/teacher-list";

interface TeacherRowProps {
  teacher: OrganisationUser;
  /** Whether it is the signed-in teacher's own row, marked 'You'. */
  isMe: boolean;
  /** Whether the signed-in teacher may do anything to this member (a menu then opens). */
  hasActions: boolean;
  divider: boolean;
  disabled: boolean;
  /** Withdraws the invitation of an invited row. */
  onWithdraw: () => void;
  /** Opens the menu of a member's row. */
  onOpenMenu: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * One teacher of the list: initial, how they are called (their name, else their email; the email
 * shows on hover of a name) and role chips, and a delete icon (an invitation) or a menu button.
 */
export function TeacherRow({ teacher, isMe, hasActions, divider, disabled, onWithdraw, onOpenMenu }: TeacherRowProps) {
  const { email } = teacher.data;
  const called = teacherCalled(teacher.data);
  const invited = isInvited(teacher);
  return (
    <ListItem
      divider={divider}
      sx={{ gap: 1, pr: 1 }}
      secondaryAction={
        invited ? (
          <Tooltip title="Withdraw the invitation">
            <span>
              <IconButton edge="end" aria-label={`Remove ${called}`} onClick={onWithdraw} disabled={disabled}>
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          hasActions && (
            <Tooltip title="Actions">
              <span>
                <IconButton
                  edge="end"
                  aria-label={`Actions for ${called}`}
                  aria-haspopup="menu"
                  onClick={onOpenMenu}
                  disabled={disabled}
                >
                  <MoreVertIcon />
                </IconButton>
              </span>
            </Tooltip>
          )
        )
      }
    >
      <ListItemAvatar sx={{ minWidth: 48, display: { xs: "none", sm: "block" } }}>
        <Avatar
          aria-hidden
          sx={{ width: 36, height: 36, fontSize: "1rem", bgcolor: invited ? "grey.400" : "primary.main" }}
        >
          {called.charAt(0).toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <Box
        sx={{
          minWidth: 0,
          flexGrow: 1,
          display: "flex",
          alignItems: "center",
          gap: 1,
          flexWrap: "wrap",
          pr: 4,
        }}
      >
        <Typography title={called === email ? undefined : email} sx={{ overflowWrap: "anywhere", minWidth: 0 }}>
          {called}
        </Typography>
        {isMe && <Chip label="You" size="small" variant="outlined" />}
        {isOwner(teacher) && <Chip label="Owner" size="small" color="primary" />}
        {invited && <Chip label="Invited" size="small" color="warning" variant="outlined" />}
      </Box>
    </ListItem>
  );
}
