import type { CertificateOption } from "../catalogue/types";

/** Maps `value` from [low, high] onto [0, 1], clamped (reversed when low > high). */
export function scale(value: number, low: number, high: number): number {
  const t = (value - low) / (high - low);
  return Math.min(1, Math.max(0, t));
}

/** What a strong text shows at a level: the values at which a measure earns nothing and everything. */
export interface LevelExpectations {
  diversity: [number, number];
  lessCommon: [number, number];
  complexShare: [number, number];
}

const BY_LEVEL: Record<string, LevelExpectations> = {
  A2: { diversity: [0.45, 0.7], lessCommon: [0.02, 0.12], complexShare: [0, 0.3] },
  B1: { diversity: [0.5, 0.75], lessCommon: [0.04, 0.16], complexShare: [0.05, 0.4] },
  B2: { diversity: [0.55, 0.8], lessCommon: [0.06, 0.2], complexShare: [0.1, 0.5] },
  C1: { diversity: [0.6, 0.84], lessCommon: [0.08, 0.24], complexShare: [0.15, 0.55] },
  C2: { diversity: [0.62, 0.86], lessCommon: [0.1, 0.28], complexShare: [0.2, 0.6] },
};

/** IELTS and TOEFL span levels in their bands, so their top band asks for what C1 writing shows. */
export function expectationsFor(option: CertificateOption): LevelExpectations {
  return BY_LEVEL[option.cefr_level] ?? BY_LEVEL.C1!;
}
