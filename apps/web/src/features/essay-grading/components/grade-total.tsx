import { Box, Typography } from "@mui/material";
import { formatIeltsBand } from "@redpen/contract";

/** The total, its percentage and, for IELTS, the overall band IELTS reports. */
export function GradeTotal(props: {
  total: number;
  gradeMax: number | null;
  percent: number | null;
  band: number | null;
}) {
  const { total, gradeMax, percent, band } = props;
  return (
    <Box
      role="status"
      aria-label="Total"
      sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 2 }}
    >
      <Typography sx={{ fontWeight: 600 }}>Total</Typography>
      <Typography sx={{ fontWeight: 600, fontSize: "1.25rem" }}>
        {total}
        {gradeMax !== null && ` / ${gradeMax}`}
        {percent !== null && (
          <Box component="span" sx={{ color: "text.secondary", fontWeight: 400, fontSize: "1rem" }}>
            {" "}
            ({percent}%)
          </Box>
        )}
        {band !== null && (
          <Box component="span" sx={{ fontWeight: 600, fontSize: "1rem" }}>
            {" · "}
            {formatIeltsBand(band)}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
