import CloseIcon from "@mui/icons-material/Close";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";
import { Box, Button, DialogContent, DialogTitle, IconButton, Paper, Stack, Typography } from "@mui/material";
import type { ReadPage } from "@redpen/contract";
import { useId, useState } from "react";
import type { TrackedWord } from "../../lib/read-words";
import { ResponsiveDialog } from "../responsive-dialog";

interface ReadPageViewProps {
  page: ReadPage;
  /** The page's name for the teacher: "Page 3". */
  label: string;
  /** The words on this page to outline (the unsure ones still to check). */
  marked: readonly TrackedWord[];
  /** The word being checked, outlined strongly. */
  chosen?: string;
  /** The teacher clicked an outlined word. */
  onChoose: (word: TrackedWord) => void;
}

/** How far the full-size view zooms: 1 is the dialog's width. */
const ZOOMS = [1, 1.5, 2, 3];

/** The page as read with the words outlined, as an SVG the size of its box (`zoom` times the width it is given). */
function PageDrawing({ page, label, marked, chosen, onChoose }: ReadPageViewProps) {
  const pad = Math.max(4, Math.round(page.width / 250));
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`${label} as read${marked.length ? `, ${marked.length} unsure ${marked.length === 1 ? "word" : "words"} outlined` : ""}`}
      viewBox={`0 0 ${page.width} ${page.height}`}
      sx={{ display: "block", width: "100%", height: "auto", bgcolor: "grey.100" }}
    >
      <image href={page.uri} x={0} y={0} width={page.width} height={page.height} />
      {marked.map((word) => {
        const strong = word.id === chosen;
        return (
          <rect
            key={word.id}
            data-word={word.text}
            x={word.box.x0 - pad}
            y={word.box.y0 - pad}
            width={word.box.x1 - word.box.x0 + 2 * pad}
            height={word.box.y1 - word.box.y0 + 2 * pad}
            rx={pad * 1.5}
            fill={strong ? "rgba(237, 108, 2, 0.28)" : "rgba(237, 108, 2, 0.10)"}
            stroke="#ed6c02"
            strokeWidth={strong ? pad : pad / 2}
            style={{ cursor: "pointer" }}
            onClick={(event) => {
              // The word is checked, rather than the page opened full size.
              event.stopPropagation();
              onChoose(word);
            }}
          >
            <title>{`Check “${word.text}”`}</title>
          </rect>
        );
      })}
    </Box>
  );
}

/**
 * A page as read, large, with the words still to check outlined on it (a click on one checks it):
 * a click on the page, or its zoom button, opens it full size, where the teacher zooms further.
 */
export function ReadPageView(props: ReadPageViewProps) {
  const { label } = props;
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState(0);
  const titleId = useId();
  const handleClose = () => setOpen(false);
  const handleChoose = (word: TrackedWord) => {
    props.onChoose(word);
    setOpen(false);
  };

  return (
    <Paper variant="outlined" component="figure" aria-label={label} sx={{ m: 0, overflow: "hidden" }}>
      <Stack
        component="figcaption"
        direction="row"
        sx={{
          alignItems: "center",
          justifyContent: "space-between",
          px: 1.5,
          py: 0.5,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Button
          size="small"
          startIcon={<ZoomInIcon />}
          onClick={() => setOpen(true)}
          aria-label={`Zoom in on ${label.toLowerCase()}`}
        >
          Zoom
        </Button>
      </Stack>
      <Box onClick={() => setOpen(true)} sx={{ cursor: "zoom-in" }}>
        <PageDrawing {...props} />
      </Box>
      <ResponsiveDialog open={open} onClose={handleClose} maxWidth="lg" aria-labelledby={titleId}>
        <DialogTitle sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1 }}>
          <Box component="span" id={titleId} sx={{ flexGrow: 1 }}>
            {label}
          </Box>
          <IconButton aria-label="Zoom out" onClick={() => setZoom((at) => Math.max(0, at - 1))} disabled={zoom === 0}>
            <ZoomOutIcon />
          </IconButton>
          <Typography variant="body2" sx={{ minWidth: 44, textAlign: "center" }} aria-live="polite">
            {Math.round(ZOOMS[zoom]! * 100)}%
          </Typography>
          <IconButton
            aria-label="Zoom in"
            onClick={() => setZoom((at) => Math.min(ZOOMS.length - 1, at + 1))}
            disabled={zoom === ZOOMS.length - 1}
          >
            <ZoomInIcon />
          </IconButton>
          <IconButton aria-label="Close" onClick={handleClose}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ p: 0, overflow: "auto" }}>
          <Box sx={{ width: `${ZOOMS[zoom]! * 100}%`, minWidth: "100%" }}>
            <PageDrawing {...props} onChoose={handleChoose} />
          </Box>
        </DialogContent>
      </ResponsiveDialog>
    </Paper>
  );
}
