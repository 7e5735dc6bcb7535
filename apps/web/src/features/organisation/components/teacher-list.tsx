import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import { Avatar, Box, Chip, IconButton, List, ListItem, ListItemAvatar, Tooltip, Typography } from "@mui/material";
import type { OrganisationUser } from "@redpen/contract";
import { isInvited, isRemovable } from "../utils/teacher-list";

interface TeacherListProps {
  teachers: readonly OrganisationUser[];
  organisationId: string;
  /** The signed-in teacher, marked 'You'. */
  myId: string | undefined;
  /** Asks to remove a teacher (the dialog confirms). */
  onRemove: (teacher: OrganisationUser) => void;
  disabled: boolean;
}

/** The organisation's teachers and invitees, each with a delete icon but the only member. */
export function TeacherList({ teachers, organisationId, myId, onRemove, disabled }: TeacherListProps) {
  return (
    <List aria-label="Teachers" disablePadding sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      {teachers.map((teacher, index) => {
        const { email } = teacher.data;
        const invited = isInvited(teacher, organisationId);
        return (
          <ListItem
            key={teacher.id}
            divider={index < teachers.length - 1}
            sx={{ gap: 1, pr: 1 }}
            secondaryAction={
              isRemovable(teacher, teachers, organisationId) && (
                <Tooltip title="Remove">
                  <span>
                    <IconButton
                      edge="end"
                      aria-label={`Remove ${email}`}
                      onClick={() => onRemove(teacher)}
                      disabled={disabled}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </span>
                </Tooltip>
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
              sx={{ minWidth: 0, flexGrow: 1, display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", pr: 4 }}
            >
              <Typography sx={{ overflowWrap: "anywhere", minWidth: 0 }}>{email}</Typography>
              {teacher.id === myId && <Chip label="You" size="small" variant="outlined" />}
              {invited && <Chip label="Invited" size="small" color="warning" variant="outlined" />}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
