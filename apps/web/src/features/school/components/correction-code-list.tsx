import { Box, Chip, Typography } from "@mui/material";
import type { CorrectionCode } from "@redpen/contract";
import { codeRowSx } from "./correction-code-row";

/** The school's codes as they are: each code, its name, its meaning and the error types it covers. */
export function CorrectionCodeList({ codes }: { codes: readonly CorrectionCode[] }) {
  return (
    <Box
      component="ul"
      aria-label="Your school's codes"
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
    >
      {codes.map((code) => (
        <Box component="li" key={code.code} sx={{ ...codeRowSx, display: "grid", gap: 0.5 }}>
          <Box sx={{ display: "flex", gap: 1, alignItems: "baseline", flexWrap: "wrap" }}>
            <Typography component="span" sx={{ fontWeight: 700, color: "secondary.dark", minWidth: "3em" }}>
              {code.code}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {code.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {code.meaning}
            </Typography>
          </Box>
          {code.types.length > 0 && (
            <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
              {code.types.map((type) => (
                <Chip key={type} size="small" variant="outlined" label={type} />
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
