import LinkIcon from "@mui/icons-material/Link";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import { Box, Button, Typography } from "@mui/material";
import type { EssayResponse } from "@redpen/contract";
import { useState } from "react";
import type { PrintMode } from "../../../hooks/use-print";
import { ShareDialog } from "./share-dialog";
import { SectionCard } from "../../../components/section-card";

/** Printing the correction or everything, and the link for the student. */
export function SharingCard({ essay, onPrint }: { essay: EssayResponse; onPrint: (mode: PrintMode) => void }) {
  const [shareOpen, setShareOpen] = useState(false);
  const handlePrintCorrection = () => onPrint("correction");
  const handlePrintAll = () => onPrint("all");
  const handleShare = () => setShareOpen(true);
  const handleCloseShare = () => setShareOpen(false);

  return (
    <SectionCard title="Sharing" className="no-print">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Print the correction for your student, or send them a link to this page.
        {essay.data.share_mode === "codes" &&
          " Shared as codes: the link and the printout show codes, not the answers."}
      </Typography>
      <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fit, minmax(170px, 1fr))" }}>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={handlePrintCorrection}>
          Print Correction
        </Button>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={handlePrintAll}>
          Print all
        </Button>
        <Button variant="contained" startIcon={<LinkIcon />} onClick={handleShare} sx={{ gridColumn: "1 / -1" }}>
          Share link
        </Button>
      </Box>
      <ShareDialog open={shareOpen} onClose={handleCloseShare} essay={essay} />
    </SectionCard>
  );
}
