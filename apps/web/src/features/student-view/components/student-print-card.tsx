import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import { Box, Button, Typography } from "@mui/material";
import type { PrintMode } from "../../../hooks/use-print";
import { SectionCard } from "../../../components/section-card";

/** The student's printing: the corrected essay alone, or everything with the grade and feedback. */
export function StudentPrintCard({ onPrint }: { onPrint: (mode: PrintMode) => void }) {
  return (
    <SectionCard title="Print" className="no-print">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Print your corrected essay, or all of this page with the grade and the feedback.
      </Typography>
      <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fit, minmax(170px, 1fr))" }}>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => onPrint("correction")}>
          Print Correction
        </Button>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => onPrint("all")}>
          Print all
        </Button>
      </Box>
    </SectionCard>
  );
}
