import { Box } from "@mui/material";
import { isReviewed, type EssayEdit } from "@redpen/contract";
import { EssayText } from "../../../components/essay-text";
import type { DiffSegment } from "../../../lib/essay-diff";
import type { Marking } from "../hooks/use-edits-marking";
import { useMarkableText } from "../hooks/use-markable-text";
import { AddAtSelection } from "./add-at-selection";
import { ChangeMark } from "./change-mark";
import { MarkingPanel } from "./marking-panel";
import { RejectedMark } from "./rejected-mark";

/**
 * A text against its correction, word by word (an essay, or a student's draft). With `marking`,
 * its teacher marks it here: opens a correction beside the text to keep, change or reject it, sees
 * a tick on the ones checked, selects words (or a point between two) to add their own with the
 * button that appears there, and sees the rejected ones greyed in place to restore them.
 */
export function MarkableText(props: {
  original: string;
  edits: readonly EssayEdit[] | null;
  segments: readonly DiffSegment[];
  marking?: Pick<Marking, "apply">;
}) {
  const { textRef, open, close, selected, selectedText, shown, live, openEdits, actions, rememberSelection, openNew } =
    useMarkableText(props);
  const { marking } = props;
  return (
    <>
      <Box
        ref={textRef}
        onMouseUp={rememberSelection}
        // Escape's release (the panel just closed, the focus back on the mark) is not a selection.
        onKeyUp={(event) => event.key !== "Escape" && rememberSelection()}
        onTouchEnd={rememberSelection}
        sx={{ position: "relative" }}
      >
        <EssayText>
          {shown.map((segment, index) =>
            segment.kind === "same" ? (
              <span key={index} data-start={segment.start}>
                {segment.text}
              </span>
            ) : segment.kind === "rejected" ? (
              <RejectedMark key={index} segment={segment} onOpen={openEdits} />
            ) : (
              <ChangeMark
                key={index}
                segment={segment}
                actions={actions}
                checked={marking && segment.edits.length > 0 ? segment.edits.every(isReviewed) : undefined}
              />
            ),
          )}
        </EssayText>
        {selected && <AddAtSelection words={selectedText ?? ""} rect={selected.rect} onAdd={openNew} />}
      </Box>
      {open && marking && live && (
        <MarkingPanel target={live} anchor={open.anchor} textRef={textRef} onAction={marking.apply} onClose={close} />
      )}
    </>
  );
}
