import { Box, Typography, type SxProps, type Theme } from "@mui/material";
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";

/** A stretch of the text to mark under the editor: `strong` for the word being checked. */
export interface EditorMark {
  start: number;
  end: number;
  strong: boolean;
}

interface TranscriptEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Stretches to underline, in text order, not overlapping. */
  marks: readonly EditorMark[];
  /** The caret or selection moved (start and end offsets). */
  onSelect: (start: number, end: number) => void;
  /** Scrolls the strong mark into view each time this changes (undefined: never). */
  scrollTo?: number;
  error?: string;
  disabled?: boolean;
}

// The textarea and the layer of marks under it share every measure, so the marks fall under their words.
const shared: SxProps<Theme> = {
  position: "absolute",
  inset: 0,
  m: 0,
  p: "12px 14px",
  boxSizing: "border-box",
  border: "1px solid transparent",
  borderRadius: 1,
  fontFamily: "Georgia, 'Times New Roman', serif",
  fontSize: "1rem",
  lineHeight: 1.7,
  letterSpacing: "normal",
  whiteSpace: "pre-wrap",
  overflowWrap: "break-word",
  overflowY: "scroll",
};

/**
 * A plain textarea for the essay's text, with words underlined beneath it (the words the photo was
 * read unsurely as): a layer under a transparent textarea draws the same text invisibly, marks
 * included, and scrolls with it. Shared by the new photo essay's step 1 and 'Fix text'.
 */
export function TranscriptEditor({
  id,
  label,
  value,
  onChange,
  marks,
  onSelect,
  scrollTo,
  error,
  disabled = false,
}: TranscriptEditorProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const marked = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (scrollTo === undefined || !input.current || !marked.current) return;
    input.current.scrollTop = Math.max(0, marked.current.offsetTop - input.current.clientHeight / 3);
  }, [scrollTo]);

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        color={error ? "error" : "text.secondary"}
        sx={{ display: "block", mb: 0.5 }}
      >
        {label}
      </Typography>
      <Box
        sx={{ position: "relative", height: { xs: "50vh", md: "58vh" }, bgcolor: "background.paper", borderRadius: 1 }}
      >
        <Box ref={layer} aria-hidden sx={{ ...shared, color: "transparent", pointerEvents: "none" }}>
          <MarkedText value={value} marks={marks} strongRef={marked} />
        </Box>
        <Box
          component="textarea"
          ref={input}
          id={id}
          value={value}
          disabled={disabled}
          spellCheck
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          onSelect={(event: React.SyntheticEvent<HTMLTextAreaElement>) =>
            onSelect(event.currentTarget.selectionStart, event.currentTarget.selectionEnd)
          }
          onScroll={(event: React.UIEvent<HTMLTextAreaElement>) => {
            if (layer.current) layer.current.scrollTop = event.currentTarget.scrollTop;
          }}
          sx={{
            ...shared,
            width: "100%",
            height: "100%",
            resize: "none",
            bgcolor: "transparent",
            color: "text.primary",
            borderColor: error ? "error.main" : "divider",
            "&:hover": { borderColor: error ? "error.main" : "text.primary" },
            "&:focus": {
              outline: "none",
              borderColor: error ? "error.main" : "primary.main",
              boxShadow: (theme) => `inset 0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
            },
          }}
        />
      </Box>
      {error && (
        <Typography id={`${id}-error`} variant="caption" color="error" sx={{ display: "block", mt: 0.5, mx: 1.75 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** The text as the layer under the textarea draws it: plain, but for the marks; the strong one gets `strongRef`. */
function MarkedText(props: { value: string; marks: readonly EditorMark[]; strongRef: RefObject<HTMLElement | null> }) {
  const { value, marks, strongRef } = props;
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at || mark.end > value.length) continue;
    pieces.push(value.slice(at, mark.start));
    pieces.push(
      <Box
        component="mark"
        key={mark.start}
        ref={mark.strong ? strongRef : undefined}
        sx={{
          color: "transparent",
          bgcolor: mark.strong ? "warning.light" : "rgba(237, 108, 2, 0.12)",
          borderRadius: 0.5,
          textDecoration: "underline wavy",
          textDecorationColor: (theme) => theme.palette.warning.main,
          textDecorationThickness: "1.5px",
          textUnderlineOffset: "4px",
        }}
      >
        {value.slice(mark.start, mark.end)}
      </Box>,
    );
    at = mark.end;
  }
  // A trailing newline keeps the layer as tall as the textarea's last, empty line.
  pieces.push(`${value.slice(at)}\n`);
  return <>{pieces}</>;
}
