import AddCommentOutlinedIcon from "@mui/icons-material/AddCommentOutlined";
import { Button, Popper } from "@mui/material";
import { useMemo } from "react";

/** The longest part of the selected words the button quotes. */
const QUOTED_CHARS = 30;

/**
 * 'Add a correction' where the teacher selected words (or tapped between two): a small button just
 * under the selection, clear of the phone's own copy menu above it, named after the words it will
 * correct. Pressing it keeps the selection (the press does not take it away before the click).
 */
export function AddAtSelection({
  words,
  rect,
  onAdd,
}: {
  /** The selected words; empty for a point between two words. */
  words: string;
  /** Where the selection is on screen, read when the button is placed. */
  rect: () => DOMRect | undefined;
  onAdd: () => void;
}) {
  const anchor = useMemo(() => ({ getBoundingClientRect: () => rect() ?? new DOMRect() }), [rect]);
  const label = words
    ? `Correct “${words.length > QUOTED_CHARS ? `${words.slice(0, QUOTED_CHARS)}…` : words}”`
    : "Add words here";
  return (
    <Popper
      open
      anchorEl={anchor}
      placement="bottom-start"
      disablePortal
      className="no-print"
      modifiers={[{ name: "offset", options: { offset: [0, 6] } }]}
      sx={{ zIndex: 1 }}
    >
      <Button
        size="small"
        variant="contained"
        startIcon={<AddCommentOutlinedIcon />}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onAdd}
        data-add-at-selection
        sx={{ boxShadow: 3, maxWidth: "min(90vw, 360px)", whiteSpace: "nowrap", overflow: "hidden" }}
      >
        {label}
      </Button>
    </Popper>
  );
}
