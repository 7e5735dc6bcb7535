import LinkIcon from "@mui/icons-material/Link";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import { Box, Button, Typography } from "@mui/material";

interface ChosenEssaysToolbarProps {
  /** How many essays are chosen. */
  count: number;
  /** Whether a printout is being made (printing again waits for it). */
  printing: boolean;
  onPrint: () => void;
  onShare: () => void;
}

/** What to do with the chosen essays: print them together or copy their share links. */
export function ChosenEssaysToolbar({ count, printing, onPrint, onShare }: ChosenEssaysToolbarProps) {
  return (
    <Box
      role="toolbar"
      aria-label="Chosen essays"
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {count === 0
          ? "Choose corrected essays to print them together or share them."
          : `${count} ${count === 1 ? "essay" : "essays"} chosen`}
      </Typography>
      <Button variant="outlined" startIcon={<PrintOutlinedIcon />} disabled={count === 0 || printing} onClick={onPrint}>
        Print {count > 0 ? count : ""} {count === 1 ? "essay" : "essays"}
      </Button>
      <Button variant="outlined" startIcon={<LinkIcon />} disabled={count === 0} onClick={onShare}>
        Share links
      </Button>
    </Box>
  );
}
