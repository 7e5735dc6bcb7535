import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import {
  Avatar,
  Box,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from "@mui/material";
import type { OrganisationUser } from "@redpen/contract";
import { useState, type MouseEvent } from "react";
import { isInvited, isOwner, memberActions, type MemberActionKind } from "../utils/teacher-list";

interface TeacherListProps {
  teachers: readonly OrganisationUser[];
  /** The signed-in teacher, marked 'You'. */
  myId: string | undefined;
  /** Whether the signed-in teacher is an owner, who changes roles and removes teachers. */
  iAmOwner: boolean;
  /** Asks to remove a teacher, to leave (one's own row) or to withdraw an invitation. */
  onAction: (teacher: OrganisationUser, action: MemberActionKind) => void;
  disabled: boolean;
}

const ACTION_LABELS: Record<MemberActionKind, string> = {
  makeOwner: "Make owner",
  removeOwner: "Remove as owner",
  remove: "Remove",
  leave: "Leave the school",
};

/**
 * The school's teachers with their roles, and the invitations nobody has taken up yet. A member's
 * row opens a menu of what the signed-in teacher may do to them; an invitation has a delete icon.
 */
export function TeacherList({ teachers, myId, iAmOwner, onAction, disabled }: TeacherListProps) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; teacher: OrganisationUser } | null>(null);
  const handleOpenMenu = (event: MouseEvent<HTMLElement>, teacher: OrganisationUser) =>
    setMenu({ anchor: event.currentTarget, teacher });
  const handleChoose = (action: MemberActionKind) => {
    if (!menu) return;
    setMenu(null);
    onAction(menu.teacher, action);
  };

  return (
    <>
      <List aria-label="Teachers" disablePadding sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
        {teachers.map((teacher, index) => {
          const { email } = teacher.data;
          const invited = isInvited(teacher);
          const hasActions = memberActions(teacher, teachers, myId, iAmOwner).length > 0;
          return (
            <ListItem
              key={teacher.id}
              divider={index < teachers.length - 1}
              sx={{ gap: 1, pr: 1 }}
              secondaryAction={
                invited ? (
                  <Tooltip title="Withdraw the invitation">
                    <span>
                      <IconButton
                        edge="end"
                        aria-label={`Remove ${email}`}
                        onClick={() => onAction(teacher, "remove")}
                        disabled={disabled}
                      >
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
                          aria-label={`Actions for ${email}`}
                          aria-haspopup="menu"
                          onClick={(event) => handleOpenMenu(event, teacher)}
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
                  {email.charAt(0).toUpperCase()}
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
                <Typography sx={{ overflowWrap: "anywhere", minWidth: 0 }}>{email}</Typography>
                {teacher.id === myId && <Chip label="You" size="small" variant="outlined" />}
                {isOwner(teacher) && <Chip label="Owner" size="small" color="primary" />}
                {invited && <Chip label="Invited" size="small" color="warning" variant="outlined" />}
              </Box>
            </ListItem>
          );
        })}
      </List>
      <Menu
        anchorEl={menu?.anchor}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ list: { "aria-label": menu ? `Actions for ${menu.teacher.data.email}` : undefined } }}
      >
        {menu &&
          memberActions(menu.teacher, teachers, myId, iAmOwner).map(({ kind, blockedBy }) => (
            <MenuItem key={kind} disabled={Boolean(blockedBy)} onClick={() => handleChoose(kind)}>
              <ListItemText
                primary={ACTION_LABELS[kind]}
                secondary={blockedBy}
                slotProps={{ primary: { color: kind === "remove" || kind === "leave" ? "error" : undefined } }}
              />
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
