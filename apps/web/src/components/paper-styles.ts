import type { SxProps, Theme } from "@mui/material";

// The printout's ink: black and one red, which a greyscale printer turns into a dark grey, so every
// mark is also told apart by its shape (struck through, bold and underlined, a number or a code).
export const INK = "#111";
export const RED = "#c00000";
export const SERIF = "Georgia, 'Times New Roman', serif";
export const SANS = "Arial, Helvetica, sans-serif";

export const paperRemovedSx: SxProps<Theme> = {
  color: INK,
  textDecorationLine: "line-through",
  textDecorationColor: RED,
  textDecorationThickness: "1.5px",
};
export const paperMarkedSx: SxProps<Theme> = {
  color: INK,
  bgcolor: "transparent",
  textDecorationLine: "underline",
  textDecorationStyle: "wavy",
  textDecorationColor: RED,
  textDecorationThickness: "1px",
  textUnderlineOffset: "3px",
};
export const paperAddedSx: SxProps<Theme> = {
  color: RED,
  fontWeight: 700,
  textDecorationLine: "underline",
  textDecorationColor: RED,
  textDecorationThickness: "1px",
  textUnderlineOffset: "2px",
};
