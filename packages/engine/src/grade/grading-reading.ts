import type { CertificateOption } from "../catalogue/types";
import type { EssayFeatures } from "./features";
import type { ModelEstimates } from "./grading-model";
import type { EssayEvidence } from "./types";

/** What grading reads of an essay: the hand-set model's unrounded criterion scores and what they rest on; or why it cannot grade it. */
export type GradingReading =
  | {
      graded: true;
      option: CertificateOption;
      evidence: EssayEvidence;
      features: EssayFeatures;
      estimates: ModelEstimates;
      raw: number[];
    }
  | { graded: false; option: CertificateOption; evidence: EssayEvidence; reason: string };
