import type { EssayEdit, EssayEditInput } from "@redpen/contract";

/** What the marking reads of the marked thing (an essay, a student's draft): its version, its text and its edits. */
export interface MarkedParts {
  version: number;
  text: string;
  edits: readonly EssayEdit[];
}

/**
 * Where a marked thing lives: the query cache it is shown from and the api it is saved to. The
 * caller keeps one store per thing (useMemo), so the marking's callbacks stay the same.
 */
export interface MarkingStore<T extends object> {
  /** The thing as the cache holds it now (ahead of the api while saves are under way). */
  cached: () => T | undefined;
  parts: (item: T) => MarkedParts;
  /** Puts the thing with these edits in the cache, before the api answers. */
  show: (item: T, edits: EssayEdit[]) => void;
  /** Puts the thing as the api returned it in the cache. */
  put: (item: T) => void;
  /** PATCHes the edits with this version (the stored one + 1); replies with the saved thing. */
  save: (version: number, edits: EssayEditInput[]) => Promise<T>;
  /** GETs the thing as the api has it now. */
  fetch: () => Promise<T>;
}
