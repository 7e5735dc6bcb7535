import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import CallSplitIcon from "@mui/icons-material/CallSplit";
import { Box, Chip, IconButton, Paper, Stack, Tooltip, Typography } from "@mui/material";
import type { ClassSetPage } from "@redpen/contract";
import type { ReactNode } from "react";
import { photoProblemLabel } from "../../../lib/photo-problems";
import { pageTrouble, pageUnsureNote } from "../utils/group-reading";

interface ClassSetPageThumbProps {
  page: ClassSetPage;
  /** What the teacher can do with the page; a missing handler hides its button. */
  onMoveBack?: () => void;
  onMoveOn?: () => void;
  onSplit?: () => void;
  disabled?: boolean;
}

/**
 * One page of a class set as a thumbnail, saying what is wrong with a page that could not be read
 * well and how many of its words are unsure, with buttons (not only drag and drop, so that it works on
 * a phone) to move it to the essay before or after, or to start a new essay with it.
 */
export function ClassSetPageThumb({ page, onMoveBack, onMoveOn, onSplit, disabled }: ClassSetPageThumbProps) {
  const label = `page ${page.page_number}`;
  const trouble = pageTrouble(page);
  const unsure = pageUnsureNote(page);
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-label={`Page ${page.page_number}`}
      data-page={page.page_number}
      sx={{ m: 0, width: 132, flexShrink: 0, overflow: "hidden" }}
    >
      <Box sx={{ height: 170, bgcolor: "grey.100", display: "flex", alignItems: "center", justifyContent: "center" }}>
        {page.uri ? (
          <Box
            component="img"
            src={page.uri}
            alt={`Page ${page.page_number} of the scan`}
            loading="lazy"
            sx={{ maxWidth: "100%", maxHeight: "100%", objectFit: "contain" }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {page.read ? "No image" : "Reading…"}
          </Typography>
        )}
      </Box>
      <Stack component="figcaption" spacing={0.5} sx={{ p: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Page {page.page_number}
        </Typography>
        {page.error ? (
          <>
            <Chip size="small" color="error" label="Not read" />
            {/* Written out, not in a tooltip: a teacher on a phone has no pointer to hover with. */}
            <Typography variant="caption" color="error" data-page-error>
              {page.error}
            </Typography>
          </>
        ) : trouble ? (
          <Chip
            size="small"
            color="warning"
            label={page.transcription_evaluation === "BAD" ? photoProblemLabel(page.problems) : "Hard to read"}
            title={trouble}
          />
        ) : null}
        {!page.error && unsure && (
          <Typography variant="caption" color={trouble ? "warning.dark" : "text.secondary"} sx={{ lineHeight: 1.3 }}>
            {unsure}
          </Typography>
        )}
        {(onMoveBack || onMoveOn || onSplit) && (
          <PageMoveButtons
            label={label}
            onMoveBack={onMoveBack}
            onMoveOn={onMoveOn}
            onSplit={onSplit}
            disabled={disabled}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** A page's buttons: to the essay before, start a new essay here, to the essay after. */
function PageMoveButtons({
  label,
  onMoveBack,
  onMoveOn,
  onSplit,
  disabled,
}: Omit<ClassSetPageThumbProps, "page"> & { label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "space-between" }}>
      <PageButton
        title="Move to the essay before"
        name={`Move ${label} to the essay before`}
        icon={<ArrowBackIcon fontSize="small" />}
        onClick={onMoveBack}
        disabled={disabled}
      />
      <PageButton
        title="Start a new essay here"
        name={`Start a new essay at ${label}`}
        icon={<CallSplitIcon fontSize="small" />}
        onClick={onSplit}
        disabled={disabled}
      />
      <PageButton
        title="Move to the essay after"
        name={`Move ${label} to the essay after`}
        icon={<ArrowForwardIcon fontSize="small" />}
        onClick={onMoveOn}
        disabled={disabled}
      />
    </Stack>
  );
}

interface PageButtonProps {
  title: string;
  /** The button's accessible name. */
  name: string;
  icon: ReactNode;
  /** Missing when the move is not possible: the button is then disabled. */
  onClick: (() => void) | undefined;
  disabled: boolean | undefined;
}

/** One icon button of a page, with its tooltip (around a span, so a disabled button keeps it). */
function PageButton({ title, name, icon, onClick, disabled }: PageButtonProps) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={name} onClick={onClick} disabled={disabled || !onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
