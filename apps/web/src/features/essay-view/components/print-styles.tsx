import { GlobalStyles } from "@mui/material";

const serif = "Georgia, 'Times New Roman', serif";

/**
 * The printout looks like a marked paper: no app chrome or buttons, serif text with room between
 * the lines, corrections in a teacher's red. `.essay-print-root[data-print]` says what to print:
 * "correction" keeps the logo, the title and the corrected text; "all" keeps every `.print-all` too.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        "@media print": {
          "@page": { margin: "18mm 16mm" },
          "html, body": { background: "#fff !important" },
          "header, .MuiAppBar-root, .no-print, .MuiButton-root, .MuiIconButton-root, .MuiSnackbar-root, .MuiTooltip-popper":
            { display: "none !important" },
          "main.MuiContainer-root": { padding: "0 !important", maxWidth: "none !important" },
          ".essay-print-root": { color: "#111", fontFamily: serif },
          ".essay-print-root[data-print='correction'] .print-all": { display: "none !important" },
          ".essay-print-root .print-only": { display: "block !important" },
          ".essay-print-root h1": { fontFamily: serif, fontSize: "20pt !important", marginBottom: "8mm !important" },
          ".essay-print-root h2": {
            fontFamily: serif,
            fontSize: "13pt",
            textTransform: "uppercase",
            letterSpacing: "0.06em",
            color: "#555",
          },
          ".essay-columns": { display: "block !important" },
          ".essay-columns > *": { display: "block !important" },
          ".essay-print-root section.MuiPaper-root": {
            border: "none",
            boxShadow: "none",
            padding: "0 !important",
            marginBottom: "8mm",
            breakInside: "auto",
          },
          ".essay-paper": { fontSize: "12.5pt !important", lineHeight: "2.1 !important" },
          ".essay-paper del": {
            color: "#111 !important",
            background: "none !important",
            textDecorationColor: "#d00000 !important",
          },
          ".essay-paper ins, .essay-paper .corrected-added": {
            color: "#d00000 !important",
            background: "none !important",
            textDecorationColor: "#d00000 !important",
          },
          ".essay-print-root .print-narrow": { maxWidth: "120mm" },
          ".MuiChip-root": { border: "1px solid #999 !important" },
        },
      }}
    />
  );
}
