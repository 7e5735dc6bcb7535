import { PRINT_DELAY_MS } from "@redpen/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/** What a printout holds: the marked essay with its notes, or that and the task, grade and feedback. */
export type PrintMode = "correction" | "all";

/**
 * Sets what to print, then opens the browser's print dialog PRINT_DELAY_MS later, once the page
 * has re-rendered for it (docs/behaviour/pages.md). The mode is cleared when printing ends. A print started from
 * the browser's own menu (Ctrl+P) prints everything: the page renders it before the browser lays
 * the printout out.
 */
export function usePrint() {
  const [mode, setMode] = useState<PrintMode | null>(null);
  const chosen = useRef<PrintMode | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const handleBeforePrint = () => {
      if (chosen.current) return;
      chosen.current = "all";
      flushSync(() => setMode("all"));
    };
    const handleAfterPrint = () => {
      chosen.current = null;
      setMode(null);
    };
    window.addEventListener("beforeprint", handleBeforePrint);
    window.addEventListener("afterprint", handleAfterPrint);
    return () => {
      window.removeEventListener("beforeprint", handleBeforePrint);
      window.removeEventListener("afterprint", handleAfterPrint);
      window.clearTimeout(timer.current);
    };
  }, []);

  const print = useCallback((next: PrintMode) => {
    chosen.current = next;
    setMode(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
  }, []);

  return { mode, print };
}
