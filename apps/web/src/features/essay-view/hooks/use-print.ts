import { PRINT_DELAY_MS } from "@redpen/contract";
import { useCallback, useEffect, useRef, useState } from "react";

/** What a printout holds: the corrected text only, or the whole essay view. */
export type PrintMode = "correction" | "all";

/**
 * Sets what to print, then opens the browser's print dialog PRINT_DELAY_MS later, once the page
 * has re-rendered for it (SPEC.md 4). The mode is cleared when printing ends.
 */
export function usePrint() {
  const [mode, setMode] = useState<PrintMode | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const handleAfterPrint = () => setMode(null);
    window.addEventListener("afterprint", handleAfterPrint);
    return () => {
      window.removeEventListener("afterprint", handleAfterPrint);
      window.clearTimeout(timer.current);
    };
  }, []);

  const print = useCallback((next: PrintMode) => {
    setMode(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
  }, []);

  return { mode, print };
}
