import { Box } from "@mui/material";
import type { CorrectionCode } from "@redpen/contract";

/** A correction code as the margin shows it (T, Sp, WW), boxed, its name given to screen readers and on hover. */
export function CodeBadge({ code }: { code: Pick<CorrectionCode, "code" | "name"> }) {
  return (
    <Box
      component="abbr"
      title={code.name}
      aria-label={`Code ${code.code}, ${code.name}`}
      data-code={code.code}
      sx={{
        display: "inline-block",
        minWidth: "1.6em",
        px: 0.5,
        mr: 0.75,
        border: 1,
        borderColor: "secondary.main",
        borderRadius: 0.75,
        color: "secondary.dark",
        fontFamily: "Arial, Helvetica, sans-serif",
        fontSize: "0.8em",
        fontWeight: 700,
        lineHeight: 1.5,
        textAlign: "center",
        textDecoration: "none",
        verticalAlign: "baseline",
      }}
    >
      {code.code}
    </Box>
  );
}
