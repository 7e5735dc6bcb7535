import { DEFAULT_CORRECTION_CODES, type CorrectionCode } from "@redpen/contract";
import { createContext, useContext } from "react";

/** The correction codes of the essay shown (its school's), for every mark and note of the page. */
export const CorrectionCodesContext = createContext<readonly CorrectionCode[]>(DEFAULT_CORRECTION_CODES);

/** The essay's correction codes. */
export const useCorrectionCodes = () => useContext(CorrectionCodesContext);
