import { describe, expect, it } from "vitest";
import { filtersOf, isFiltered, NO_FILTERS, paramsWith } from "./list-filters";

describe("the essay list's filters in the address", () => {
  it("are read from it, an unknown state left out", () => {
    expect(
      filtersOf(new URLSearchParams("q=lucia&class=c-1&certificate=cambridge-b2-first:essay&state=shared")),
    ).toEqual({
      q: "lucia",
      classId: "c-1",
      certificateId: "cambridge-b2-first:essay",
      state: "shared",
    });
    expect(filtersOf(new URLSearchParams("state=done&class="))).toEqual(NO_FILTERS);
  });

  it("are written into it beside its other parameters, those not chosen left out", () => {
    const params = paramsWith(new URLSearchParams("tab=1&state=shared"), {
      ...NO_FILTERS,
      q: "4B ana",
      classId: "c-1",
    });
    expect(params.toString()).toBe("tab=1&q=4B+ana&class=c-1");
    expect(paramsWith(params, NO_FILTERS).toString()).toBe("tab=1");
    expect(paramsWith(new URLSearchParams(), { ...NO_FILTERS, q: "   " }).toString()).toBe("");
  });

  it("narrow the list once any is chosen, a blank search not", () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: "  " })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, state: "to_check" })).toBe(true);
  });
});
