import type { CertificateOption } from "../../catalogue/types";
import type { EssayEvidence } from "../types";

/** What every scorer reads; each returns a strength from 0 (none) to 1 (all a top band asks). */
export interface ScorerInput {
  text: string;
  evidence: EssayEvidence;
  option: CertificateOption;
}
