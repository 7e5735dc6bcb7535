import { GlobalStyles } from "@mui/material";

/**
 * In print, the page is the marked paper alone (see MarkedPaper): the app bar, the essay view's
 * cards and anything floating over them are left out. The margins suit A4 and Letter alike.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        "@media print": {
          "@page": { margin: "16mm 15mm" },
          "html, body": { background: "#fff !important" },
          ".MuiAppBar-root, .essay-view > :not(.marked-paper), .MuiSnackbar-root, .MuiTooltip-popper, .MuiPopover-root, .MuiDialog-root":
            {
              display: "none !important",
            },
          "main.MuiContainer-root": { padding: "0 !important", maxWidth: "none !important" },
        },
      }}
    />
  );
}
