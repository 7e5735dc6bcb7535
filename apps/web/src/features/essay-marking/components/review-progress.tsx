import DoneAllIcon from "@mui/icons-material/DoneAll";
import { Box, Button, LinearProgress, Typography } from "@mui/material";

/**
 * How far the teacher is through Redpen's corrections ("N of M checked"), and 'Keep all the rest':
 * every correction not checked yet kept in one step, which one Undo takes back.
 */
export function ReviewProgress({
  checked,
  total,
  onKeepAll,
}: {
  checked: number;
  total: number;
  onKeepAll: () => void;
}) {
  const rest = total - checked;
  return (
    <Box className="no-print" sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap", mb: 1.5 }}>
      <Box sx={{ flex: "1 1 160px", minWidth: 0 }}>
        <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 500 }}>
          {checked} of {total} checked
        </Typography>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 100 : (checked / total) * 100}
          color={rest === 0 ? "success" : "primary"}
          aria-hidden
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Button size="small" variant="outlined" startIcon={<DoneAllIcon />} onClick={onKeepAll} disabled={rest === 0}>
        Keep all the rest
      </Button>
    </Box>
  );
}
