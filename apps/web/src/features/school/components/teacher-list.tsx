import { List, ListItemText, Menu, MenuItem } from "@mui/material";
import { teacherCalled, type OrganisationUser } from "@redpen/contract";
import { useState, type MouseEvent } from "react";
import { memberActions, type MemberActionKind } from "../utils/teacher-list";
import { TeacherRow } from "./teacher-row";

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
        {teachers.map((teacher, index) => (
          <TeacherRow
            key={teacher.id}
            teacher={teacher}
            isMe={teacher.id === myId}
            hasActions={memberActions(teacher, teachers, myId, iAmOwner).length > 0}
            divider={index < teachers.length - 1}
            disabled={disabled}
            onWithdraw={() => onAction(teacher, "remove")}
            onOpenMenu={(event) => handleOpenMenu(event, teacher)}
          />
        ))}
      </List>
      <Menu
        anchorEl={menu?.anchor}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ list: { "aria-label": menu ? `Actions for ${teacherCalled(menu.teacher.data)}` : undefined } }}
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
