import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import CollectionsOutlinedIcon from "@mui/icons-material/CollectionsOutlined";
import EditNoteOutlinedIcon from "@mui/icons-material/EditNoteOutlined";
import LinkIcon from "@mui/icons-material/Link";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import ShareOutlinedIcon from "@mui/icons-material/ShareOutlined";
import { Box, Button, Checkbox, FormControlLabel, Menu, MenuItem, Paper, Typography } from "@mui/material";
import type { ShareMode } from "@redpen/contract";
import { useState } from "react";

const chosenText = (count: number) =>
  count === 0
    ? "Choose corrected essays to share, print or copy their links together."
    : `${count} ${count === 1 ? "essay" : "essays"} chosen`;

export interface BulkActionsBarProps {
  /** How many essays are chosen (of those shown). */
  count: number;
  /** The 'all shown' box (on a phone: the table's head has it on wider screens): how many shown essays can be chosen, and toggling them all. */
  choosable: number;
  phone: boolean;
  onToggleAll: () => void;
  /** Whether a printout is being made (printing again waits for it). */
  printing: boolean;
  busy: boolean;
  onShare: (mode: ShareMode) => void;
  onAllowDrafts: () => void;
  onPrint: () => void;
  onLinks: () => void;
  onPhotos: () => void;
}

/**
 * What to do with the chosen essays, in the table's order: share them (with the corrections or as
 * codes only), allow second drafts, print them, copy their share links, or save their photos with
 * the marking as a PDF.
 */
export function BulkActionsBar(props: BulkActionsBarProps) {
  const { count, choosable } = props;
  const none = count === 0 || props.busy;
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Chosen essays"
      sx={{ p: 1, mb: 1.5, bgcolor: count > 0 ? "action.hover" : undefined, display: "grid", gap: 1 }}
    >
      {props.phone ? (
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Checkbox
              checked={count > 0 && count === choosable}
              indeterminate={count > 0 && count < choosable}
              disabled={choosable === 0}
              onChange={props.onToggleAll}
              slotProps={{ input: { "aria-label": "Choose all corrected essays shown" } }}
            />
          }
          label={<Typography variant="body2">{chosenText(count)}</Typography>}
        />
      ) : (
        <Typography variant="body2" sx={{ px: 1, pt: 0.5 }}>
          {chosenText(count)}
        </Typography>
      )}
      {/* On a phone the buttons wait for a chosen essay, so the cards come sooner. */}
      {(!props.phone || count > 0) && (
        <Box
          sx={{
            display: "grid",
            gap: 1,
            gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(5, auto)" },
            justifyContent: { md: "start" },
            "& .MuiButton-root": { justifyContent: { xs: "flex-start", md: "center" } },
          }}
        >
          <ShareButton disabled={none} onShare={props.onShare} />
          <Button
            variant="outlined"
            size="small"
            startIcon={<EditNoteOutlinedIcon />}
            disabled={none}
            onClick={props.onAllowDrafts}
          >
            Second drafts
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PrintOutlinedIcon />}
            disabled={none || props.printing}
            onClick={props.onPrint}
          >
            Print
          </Button>
          <Button variant="outlined" size="small" startIcon={<LinkIcon />} disabled={none} onClick={props.onLinks}>
            Copy links
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<CollectionsOutlinedIcon />}
            disabled={none || props.printing}
            onClick={props.onPhotos}
          >
            Photos (PDF)
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** 'Share', with its menu: with the corrections, or as codes only. */
function ShareButton({ disabled, onShare }: { disabled: boolean; onShare: (mode: ShareMode) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const share = (mode: ShareMode) => {
    setAnchor(null);
    onShare(mode);
  };
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<ShareOutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Share
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => share("corrections")}>Share with the corrections</MenuItem>
        <MenuItem onClick={() => share("codes")}>Share as codes only</MenuItem>
      </Menu>
    </>
  );
}
