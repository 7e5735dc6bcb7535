import { Box, Typography } from "@mui/material";
import { formatIeltsBand } from "@redpen/contract";

/**
 * The total and its percentage; for IELTS, the overall band first, as IELTS reports it, and the
 * sum of the criteria's bands after it, quieter, since IELTS never reports that sum.
 */
export function GradeTotal(props: {
  total: number;
  gradeMax: number | null;
  percent: number | null;
  band: number | null;
}) {
  const { total, gradeMax, percent, band } = props;
  const sum = (
    <>
      {total}
      {gradeMax !== null && ` / ${gradeMax}`}
      {percent !== null && (
        <Box component="span" sx={{ color: "text.secondary", fontWeight: 400, fontSize: "1rem" }}>
          {" "}
          ({percent}%)
        </Box>
      )}
    </>
  );
  return (
    <Box
      role="status"
      aria-label="Total"
      sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 2 }}
    >
      <Typography sx={{ fontWeight: 600 }}>{band === null ? "Total" : "Overall band"}</Typography>
      {band === null ? (
        <Typography sx={{ fontWeight: 600, fontSize: "1.25rem" }}>{sum}</Typography>
      ) : (
        <Typography sx={{ fontWeight: 600, fontSize: "1.25rem", textAlign: "right" }}>
          {formatIeltsBand(band)}
          <Box component="span" sx={{ color: "text.secondary", fontWeight: 400, fontSize: "1rem" }}>
            {" · "}
            {sum}
          </Box>
        </Typography>
      )}
    </Box>
  );
}
