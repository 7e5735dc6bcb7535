import { Box, type SxProps, type Theme } from "@mui/material";
import type { ReactNode } from "react";

/** Essay text as on paper: serif, roomy lines, the student's paragraphs kept. */
export function EssayText({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          fontFamily: "Georgia, 'Times New Roman', serif",
          fontSize: { xs: "1rem", sm: "1.0625rem" },
          lineHeight: 1.9,
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** Words the correction removes: struck through in red. */
export const removedSx: SxProps<Theme> = {
  color: "#b71c1c",
  textDecorationColor: "#d32f2f",
  textDecorationThickness: "2px",
  bgcolor: "rgba(211, 47, 47, 0.08)",
};
/** Words the correction adds: green and underlined. */
export const addedSx: SxProps<Theme> = {
  color: "#1b5e20",
  textDecoration: "underline",
  textDecorationColor: "#2e7d32",
  textDecorationThickness: "2px",
  textUnderlineOffset: "3px",
  bgcolor: "rgba(46, 125, 50, 0.08)",
};
/** Words marked with a code, their answer withheld (shared as codes): a wavy red underline, nothing struck through. */
export const markedSx: SxProps<Theme> = {
  textDecorationLine: "underline",
  textDecorationStyle: "wavy",
  textDecorationColor: "#d32f2f",
  textDecorationThickness: "1.5px",
  textUnderlineOffset: "4px",
  bgcolor: "rgba(211, 47, 47, 0.06)",
};

/** The key to the marks, as the start of a sentence: "Removed and added words." */
export function ChangeKey() {
  return (
    <>
      <Box component="del" sx={removedSx}>
        Removed
      </Box>{" "}
      and{" "}
      <Box component="ins" sx={addedSx}>
        added
      </Box>{" "}
      words.
    </>
  );
}
