import { findNameLine, type ClassSetResponse, type ClassSetSummary } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import type { ClassSet, ClassSetPageReading } from "../db/class-sets.queries";
import { certificateOf } from "../db/essays.queries";
import { photoProblemsOf } from "../db/image-columns";
import { imageAddress, readPageImage } from "./image.presenter";

/**
 * A class set for its teacher: its pages as read so far (the progress; each read page as read, with
 * its words placed in its text and what is wrong with its photo), its groups and its essays.
 */
export function presentClassSet(
  deps: Pick<AppDeps, "publicApiUrl">,
  { set, pages }: { set: ClassSet; pages: ClassSetPageReading[] },
): ClassSetResponse {
  return {
    id: set.id,
    version: set.version,
    data: {
      status: set.status,
      source: set.source,
      pages_total: set.pages_total,
      pages_read: pages.filter((page) => page.read_at !== null).length,
      class_id: set.class_id,
      certificate: certificateOf(set),
      certificate_id: set.certificate_id,
      topic_text: set.topic_text,
      share_mode: set.share_mode,
      drafts_allowed: set.drafts_allowed,
      pages: pages.map((page) => {
        const read = page.read_at !== null;
        const text = read ? (page.transcription ?? "") : null;
        return {
          page_number: page.page_number,
          read,
          image_id: page.image_id,
          uri: page.image_id ? imageAddress(deps.publicApiUrl, page.image_id, "file", page.file_key) : null,
          text,
          transcription_evaluation: read ? page.transcription_evaluation : null,
          problems: read ? photoProblemsOf(page) : [],
          reading: read && page.image_id ? readPageImage(deps, page.image_id, page) : null,
          name_line: text ? (findNameLine(text)?.name ?? null) : null,
          error: page.read_error,
        };
      }),
      groups: set.groups ?? [],
      texts_aside: set.texts_aside ?? [],
      essay_ids: set.essay_ids ?? [],
      created_at: set.created_at,
    },
  };
}

/** A set as its class's list shows it: its status, how far its reading and its essays are. */
export function presentClassSetSummary({
  set,
  essaysCorrected,
  essaysFailed,
}: {
  set: ClassSet & { pages_read: number };
  essaysCorrected: number;
  essaysFailed: number;
}): ClassSetSummary {
  return {
    id: set.id,
    version: set.version,
    data: {
      status: set.status,
      source: set.source,
      pages_total: set.pages_total,
      pages_read: set.pages_read,
      certificate: certificateOf(set),
      topic_text: set.topic_text,
      essays_made: set.essay_ids?.length ?? 0,
      essays_corrected: essaysCorrected,
      essays_failed: essaysFailed,
      created_at: set.created_at,
    },
  };
}
