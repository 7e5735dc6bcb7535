import type { ReactNode } from "react";

/** One tip of the photo quality warning. */
export interface PhotoTip {
  caption: string;
  solution: string;
  illustration: ReactNode;
}

const ink = "#1f3a5f";
const paper = "#ffffff";
const good = "#2e7d32";
const bad = "#c62828";

/** Text lines on a page, as an illustration draws them. */
function Lines({
  x = 40,
  y = 28,
  width = 80,
  count = 6,
  gap = 11,
  color = ink,
  opacity = 1,
}: {
  x?: number;
  y?: number;
  width?: number;
  count?: number;
  gap?: number;
  color?: string;
  opacity?: number;
}) {
  return (
    <g stroke={color} strokeWidth={3} strokeLinecap="round" opacity={opacity}>
      {Array.from({ length: count }, (_, i) => (
        <line key={i} x1={x} y1={y + i * gap} x2={x + width - (i % 3) * 10} y2={y + i * gap} />
      ))}
    </g>
  );
}

function Mark({ ok }: { ok: boolean }) {
  return ok ? (
    <g>
      <circle cx={140} cy={20} r={13} fill={good} />
      <path
        d="M133 20l5 5 9-10"
        stroke="#fff"
        strokeWidth={3}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  ) : (
    <g>
      <circle cx={140} cy={20} r={13} fill={bad} />
      <path d="M135 15l10 10M145 15l-10 10" stroke="#fff" strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}

function Scene({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 160 120" width="100%" height="100%" aria-hidden="true" style={{ display: "block" }}>
      <rect width={160} height={120} rx={8} fill="#e8ecf3" />
      {children}
    </svg>
  );
}

const page = <rect x={30} y={12} width={100} height={98} rx={3} fill={paper} stroke="#c5ccd8" />;

/** The eight tips of docs/behaviour/pages.md, in its order, with a drawing each. */
export const PHOTO_TIPS: readonly PhotoTip[] = [
  {
    caption: "A good photo",
    solution:
      "The page lies flat, is photographed straight from above in even light and fills the picture. Every word is sharp and dark. Aim for photos like this one.",
    illustration: (
      <Scene>
        {page}
        <Lines />
        <Mark ok />
      </Scene>
    ),
  },
  {
    caption: "Text bleeding through",
    solution:
      "Writing from the back of the sheet shows through and gets mixed into the essay. Put a dark sheet of paper behind the page before you take the photo.",
    illustration: (
      <Scene>
        {page}
        <Lines x={46} y={33} width={72} opacity={0.22} />
        <Lines />
        <Mark ok={false} />
      </Scene>
    ),
  },
  {
    caption: "Misaligned lines",
    solution:
      "A curled or folded page bends the lines into each other. Flatten the page (press a notebook open, or take the sheet out) and photograph one page at a time.",
    illustration: (
      <Scene>
        {page}
        <g stroke={ink} strokeWidth={3} fill="none" strokeLinecap="round">
          {[28, 40, 52, 64, 76, 88].map((y, i) => (
            <path key={y} d={`M40 ${y} Q80 ${y + 10 - i * 3} 120 ${y - 6 + i * 2}`} />
          ))}
        </g>
        <Mark ok={false} />
      </Scene>
    ),
  },
  {
    caption: "Only the essay text",
    solution:
      "Everything written in the photo is read as the essay: the task sheet, notes, another student's page. Crop the photo to the essay, or cover the rest before you take it.",
    illustration: (
      <Scene>
        <rect x={8} y={18} width={50} height={70} rx={3} fill="#fff8c5" stroke="#d9c96a" transform="rotate(-8 33 53)" />
        <Lines x={14} y={34} width={34} count={4} color="#8a7a1f" />
        {page}
        <Lines />
        <Mark ok={false} />
      </Scene>
    ),
  },
  {
    caption: "Tilted photos",
    solution:
      "A photo taken at an angle makes lines slope and letters shrink towards the far edge. Hold the phone flat above the page, so that its edges run parallel to the screen's.",
    illustration: (
      <Scene>
        <g transform="rotate(-14 80 61)">
          {page}
          <Lines />
        </g>
        <Mark ok={false} />
      </Scene>
    ),
  },
  {
    caption: "Strikethrough text",
    solution:
      "Crossed-out words may still be read as part of the essay. A single clean line is fine; cover long crossed-out passages, and check the essay's text once it is corrected.",
    illustration: (
      <Scene>
        {page}
        <Lines />
        <g stroke={ink} strokeWidth={2}>
          <line x1={48} y1={37} x2={96} y2={41} />
          <line x1={48} y1={41} x2={96} y2={37} />
          <line x1={60} y1={72} x2={112} y2={64} />
        </g>
        <Mark ok={false} />
      </Scene>
    ),
  },
  {
    caption: "Teacher corrections",
    solution:
      "Your own marks, ticks and comments on the page are read as the student's words. Take the photo before you mark the essay: Redpen does the marking for you.",
    illustration: (
      <Scene>
        {page}
        <Lines />
        <g stroke={bad} strokeWidth={2.5} fill="none" strokeLinecap="round">
          <ellipse cx={70} cy={50} rx={16} ry={7} />
          <path d="M100 70l5 6 10-14" />
          <path d="M44 94q10-6 22 0t22 0" />
        </g>
        <Mark ok={false} />
      </Scene>
    ),
  },
  {
    caption: "Busy paper backgrounds",
    solution:
      "Squared, coloured or patterned paper hides the letters between its lines. Ask students to write on plain or lightly ruled paper with a dark pen.",
    illustration: (
      <Scene>
        {page}
        <g stroke="#8fb3e0" strokeWidth={1}>
          {Array.from({ length: 9 }, (_, i) => (
            <line key={`v${i}`} x1={38 + i * 10} y1={14} x2={38 + i * 10} y2={108} />
          ))}
          {Array.from({ length: 9 }, (_, i) => (
            <line key={`h${i}`} x1={32} y1={20 + i * 10} x2={128} y2={20 + i * 10} />
          ))}
        </g>
        <Lines />
        <Mark ok={false} />
      </Scene>
    ),
  },
];
