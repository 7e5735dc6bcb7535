import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import { Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import type { Marking } from "../hooks/use-edits-marking";

/** The marking's Undo and Redo buttons (their shortcuts in the title). */
export function UndoRedoButtons({ marking }: { marking: Pick<Marking, "undo" | "redo" | "canUndo" | "canRedo"> }) {
  return (
    <>
      <ToolbarButton
        label="Undo"
        shortcut="Ctrl+Z"
        icon={<UndoIcon />}
        onClick={marking.undo}
        disabled={!marking.canUndo}
      />
      <ToolbarButton
        label="Redo"
        shortcut="Ctrl+Shift+Z"
        icon={<RedoIcon />}
        onClick={marking.redo}
        disabled={!marking.canRedo}
      />
    </>
  );
}

/** Undo or Redo: its word beside the icon from sm up, the icon alone on a phone; named either way. */
function ToolbarButton(props: {
  label: string;
  shortcut: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
}) {
  const { label, shortcut, icon, onClick, disabled } = props;
  return (
    <Button
      size="small"
      aria-label={label}
      title={`${label} (${shortcut})`}
      startIcon={icon}
      onClick={onClick}
      disabled={disabled}
      sx={{ minWidth: 0, "& .MuiButton-startIcon": { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
    >
      <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
        {label}
      </Box>
    </Button>
  );
}
