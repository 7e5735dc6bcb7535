import type { CSSProperties } from "react";

/**
 * Hidden from sight but not from screen readers, labels or tests. In pixels as strings, so that
 * it means the same as a `style` and in an `sx` (where a bare 1 would be 100%).
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const satisfies CSSProperties;
