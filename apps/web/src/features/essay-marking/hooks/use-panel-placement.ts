import { useMediaQuery, useTheme } from "@mui/material";
import { useLayoutEffect, useState, type RefObject } from "react";

/** The narrowest and widest the side panel gets. */
const PANEL_MIN_WIDTH = 320;
const PANEL_MAX_WIDTH = 440;
/** Room kept between the essay's text and the side panel. */
const GAP = 16;

/** Where the correction panel goes: a bottom sheet on a phone or a tablet held upright, else a side panel. */
export type PanelPlacement =
  | { kind: "sheet"; top: number }
  | {
      kind: "side";
      /** Just under the page's sticky header. */
      top: number;
      width: number;
    };

/** The bottom of the page's sticky header (0 without one): what lies above it is hidden by it. */
export const headerBottom = () => document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;

/**
 * Where the correction panel of the text in `textRef` goes, so that it never covers the text: below
 * md (one column) a bottom sheet; from md a side panel as wide as the room right of the text allows.
 */
export function usePanelPlacement(textRef: RefObject<HTMLElement | null>): PanelPlacement {
  const sheet = useMediaQuery(useTheme().breakpoints.down("md"));
  const [side, setSide] = useState({ top: 0, width: PANEL_MIN_WIDTH });
  useLayoutEffect(() => {
    const measure = () => {
      const right = textRef.current?.getBoundingClientRect().right ?? 0;
      const room = window.innerWidth - right - GAP;
      setSide({ top: headerBottom(), width: Math.round(Math.max(PANEL_MIN_WIDTH, Math.min(PANEL_MAX_WIDTH, room))) });
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [textRef]);
  return sheet ? { kind: "sheet", top: side.top } : { kind: "side", ...side };
}
