import SmartToyOutlinedIcon from "@mui/icons-material/SmartToyOutlined";
import WarningAmberOutlinedIcon from "@mui/icons-material/WarningAmberOutlined";
import { Box, Typography } from "@mui/material";
import { correctedBySentence, MODEL_FAILURES, type CorrectedBy } from "@redpen/contract";

/**
 * The teacher's line saying which engine corrected the essay, when a model (LLM provider) is set:
 * "Corrected by the offline engine (the model at … could not be reached)", in the warning colour
 * when the model failed. Nothing without a model, and never on the student's page.
 */
export function CorrectedByLine({ correctedBy }: { correctedBy: CorrectedBy | null | undefined }) {
  const sentence = correctedBySentence(correctedBy);
  if (!sentence) return null;
  const failed = (MODEL_FAILURES as readonly string[]).includes(correctedBy?.fallback ?? "");
  const Icon = failed ? WarningAmberOutlinedIcon : SmartToyOutlinedIcon;
  return (
    <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, mt: -1, mb: { xs: 2, sm: 3 } }}>
      <Icon fontSize="small" color={failed ? "warning" : "action"} aria-hidden sx={{ mt: "2px" }} />
      <Typography
        variant="body2"
        color={failed ? "warning.dark" : "text.secondary"}
        data-testid="corrected-by"
        sx={{ overflowWrap: "anywhere" }}
      >
        {sentence}
      </Typography>
    </Box>
  );
}
