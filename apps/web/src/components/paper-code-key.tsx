import { Box } from "@mui/material";
import type { CorrectionCode } from "@redpen/contract";

/** The key printed after a paper marked in codes: each code the essay uses, its name and what it means. */
export function PaperCodeKey({ codes, sans, red }: { codes: readonly CorrectionCode[]; sans: string; red: string }) {
  return (
    <Box
      component="dl"
      aria-label="Code key"
      sx={{
        display: "grid",
        gridTemplateColumns: "14mm minmax(0, 1fr)",
        rowGap: "1.2mm",
        m: 0,
        fontSize: "10pt",
        lineHeight: 1.45,
      }}
    >
      {codes.map((code) => (
        <Box key={code.code} sx={{ display: "contents", breakInside: "avoid" }}>
          <Box component="dt" sx={{ fontFamily: sans, fontWeight: 700, color: red }}>
            {code.code}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {code.name}
            </Box>
            {` — ${code.meaning}`}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
