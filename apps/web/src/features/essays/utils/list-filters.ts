import { EssayListState, ESSAY_LIST_STATES } from "@redpen/contract";

/** What the essay list is narrowed to: a search, a class, a certificate option, a state; null where none is chosen. */
export interface ListFilters {
  q: string;
  classId: string | null;
  certificateId: string | null;
  state: EssayListState | null;
}

/** The names the filters have in the page's address ("/?q=ana&state=to_check"), so a reload or Back keeps them. */
const PARAM = { q: "q", classId: "class", certificateId: "certificate", state: "state" } as const;

/** What each state is called in the state filter. */
export const STATE_WORDS: Record<EssayListState, string> = {
  pending: "Being corrected",
  to_check: "To check",
  checked: "All checked",
  shared: "Shared",
  draft_in: "Second draft in",
};
export const LIST_STATES = ESSAY_LIST_STATES;

/** The filters the address holds; a state it does not know is left out. */
export function filtersOf(params: URLSearchParams): ListFilters {
  const state = EssayListState.safeParse(params.get(PARAM.state));
  return {
    q: params.get(PARAM.q) ?? "",
    classId: params.get(PARAM.classId) || null,
    certificateId: params.get(PARAM.certificateId) || null,
    state: state.success ? state.data : null,
  };
}

/** The address's query with these filters, its other parameters kept; what is not chosen is left out. */
export function paramsWith(params: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof ListFilters, string | null> = {
    q: filters.q.trim() ? filters.q : null,
    classId: filters.classId,
    certificateId: filters.certificateId,
    state: filters.state,
  };
  for (const key of Object.keys(PARAM) as (keyof ListFilters)[]) {
    const value = values[key];
    if (value) next.set(PARAM[key], value);
    else next.delete(PARAM[key]);
  }
  return next;
}

/** Whether any filter narrows the list. */
export const isFiltered = (filters: ListFilters) =>
  Boolean(filters.q.trim() || filters.classId || filters.certificateId || filters.state);

export const NO_FILTERS: ListFilters = { q: "", classId: null, certificateId: null, state: null };
