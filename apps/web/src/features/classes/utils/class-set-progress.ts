import type { ClassSetStatus, ClassSetSummary } from "@redpen/contract";

/** What the class page calls a set's status. */
export const CLASS_SET_STATUS_WORDS: Record<ClassSetStatus, string> = {
  READING: "Reading the pages",
  READY: "Ready to check",
  STARTED: "Started",
};

/** The longest task a set's title shows before it is cut. */
const TITLE_LENGTH = 70;

/** How the class page shows a set: its title, status, how far it is in words, and as a share (0 to 1). */
export interface ClassSetProgress {
  title: string;
  status: string;
  progress: string;
  /** How far its reading, or the correction of its essays, is (0 to 1); null when nothing is under way. */
  share: number | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The set's task as its title (cut at a word when long), else "Class set of {date}". */
function titleOf({ topic_text, created_at }: ClassSetSummary["data"], date: (iso: string) => string): string {
  const task = (topic_text ?? "").replace(/\s+/g, " ").trim();
  if (!task) return `Class set of ${date(created_at)}`;
  if (task.length <= TITLE_LENGTH) return task;
  const cut = task.slice(0, TITLE_LENGTH - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > TITLE_LENGTH / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** A set as its class's list shows it; `date` writes its upload's date. */
export function classSetProgress(set: ClassSetSummary, date: (iso: string) => string): ClassSetProgress {
  const { data } = set;
  const base = { title: titleOf(data, date), status: CLASS_SET_STATUS_WORDS[data.status] };
  switch (data.status) {
    case "READING":
      return {
        ...base,
        progress: `${data.pages_read} of ${plural(data.pages_total, "page")} read`,
        share: data.pages_total > 0 ? data.pages_read / data.pages_total : 0,
      };
    case "READY":
      return { ...base, progress: `${plural(data.pages_total, "page")} read: check the essays and start`, share: null };
    case "STARTED": {
      const failed = data.essays_failed > 0 ? `, ${data.essays_failed} not corrected` : "";
      return {
        ...base,
        progress: `${plural(data.essays_made, "essay")} made, ${data.essays_corrected} corrected${failed}`,
        share: essaysUnderWay(data) ? (data.essays_corrected + data.essays_failed) / data.essays_made : null,
      };
    }
  }
}

/** Whether some of a started set's essays are still being corrected (not corrected, nor failed or held). */
const essaysUnderWay = (data: ClassSetSummary["data"]) => data.essays_corrected + data.essays_failed < data.essays_made;

/** Whether a set is still moving on its own: its pages being read, or its essays being corrected. */
export const setStillMoving = ({ data }: ClassSetSummary) =>
  data.status === "READING" || (data.status === "STARTED" && essaysUnderWay(data));
