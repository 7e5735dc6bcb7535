import type { AgreementResponse } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { insertEssayRow } from "../testing/essay-rows";
import { bearer, ESSAY_TEXT } from "../testing/essays";
import { useEssayApi } from "../testing/essay-suite";

const suite = useEssayApi();
const CRITERIA = ["Content", "Communicative Achievement", "Organisation", "Language"];
const grades = (...scores: number[]) => Object.fromEntries(CRITERIA.map((name, i) => [name, scores[i]!]));
const edit = (start: number, category: string, source: "engine" | "teacher", state: string, reviewed?: true) => ({
  ...(reviewed ? { reviewed } : {}),
  start,
  end: start + 4,
  original: ESSAY_TEXT.slice(start, start + 4),
  replacement: "word",
  category,
  rule_id: source === "teacher" ? "teacher" : "a-rule",
  explanation: "Why.",
  source,
  state,
});

const markingOf = (organisationId: string, token: string) =>
  suite.ctx.api.app.inject({
    method: "GET",
    url: `/api/v1/organisations/${organisationId}/marking`,
    headers: bearer(token),
  });

describe("GET /organisations/{organisation_id}/marking", () => {
  it("gives the school's agreement and how Redpen's corrections fared, as computed by hand on three essays", async () => {
    // An essay with `marking` null is one its teacher never marked: Redpen's edits stand, all unchecked.
    const essay = (advised: number[], teacher: number[], marking: object[] | null, edits: object[] = []) =>
      insertEssayRow(suite.ctx.api.db, suite.alice, {
        status: "SUCCESS",
        original: ESSAY_TEXT,
        correction: ESSAY_TEXT,
        edits: JSON.stringify(edits),
        grade_per_certificate_criterion: JSON.stringify(grades(...advised)),
        grade: advised.reduce((a, b) => a + b, 0),
        grade_max: 20,
        user_feedback: JSON.stringify({
          grade_per_certificate_criterion: grades(...teacher),
          grade: teacher.reduce((a, b) => a + b, 0),
        }),
        marking: marking && JSON.stringify(marking),
      });
    await essay(
      [3, 3, 3, 3],
      [3, 3, 3, 3],
      [
        edit(0, "spelling", "engine", "kept", true),
        edit(10, "spelling", "engine", "rejected"),
        // Kept as Redpen made it, but never checked: not counted as kept.
        edit(30, "spelling", "engine", "kept"),
        edit(20, "tense", "teacher", "added"),
      ],
    );
    await essay([4, 4, 4, 4], [4, 3, 4, 2], [edit(0, "article", "engine", "changed")]);
    const { source: _source, state: _state, ...engineEdit } = edit(40, "article", "engine", "kept");
    await essay([2, 2, 2, 2], [2, 2, 1, 2], null, [engineEdit]);

    const reply = await markingOf(suite.alice.organisationId, suite.alice.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const { data } = reply.json<AgreementResponse>();
    expect(data.certificates).toHaveLength(1);
    const [b2] = data.certificates;
    expect(b2).toMatchObject({ graded: 3, calibration: null });
    expect(b2!.group).toContain("Cambridge B2 First");
    const criterion = (name: string) => b2!.criteria.find((entry) => entry.name === name)!.advised;
    expect(criterion("Content")).toEqual({ exact: 1, within_one: 1, spearman: 1, mean_absolute_difference: 0 });
    // Advised 3, 4, 2 against 3, 3, 2: two exact, all within one, ranks (1, 2, 0) against (1.5, 1.5, 0).
    expect(criterion("Communicative Achievement")).toEqual({
      exact: 0.67,
      within_one: 1,
      spearman: 0.87,
      mean_absolute_difference: 0.33,
    });
    // Totals 12, 16, 8 against 12, 13, 7.
    expect(b2!.total).toEqual({ exact: 0.33, within_one: 0.67, spearman: 1, mean_absolute_difference: 1.33 });

    expect(data.corrections).toEqual([
      { category: "spelling", kept: 1, changed: 0, rejected: 1, added: 0, unchecked: 1 },
      { category: "article", kept: 0, changed: 1, rejected: 0, added: 0, unchecked: 1 },
      { category: "tense", kept: 0, changed: 0, rejected: 0, added: 1, unchecked: 0 },
    ]);
    expect(data.teachers).toEqual([
      {
        user_id: suite.alice.userId,
        email: expect.any(String),
        name: null,
        graded: 3,
        total: b2!.total,
        corrections: { kept: 1, changed: 1, rejected: 1, added: 1, unchecked: 2 },
      },
    ]);
  });

  it("is for the school's members only", async () => {
    expect((await markingOf(suite.alice.organisationId, suite.bob.token)).statusCode).toBe(403);
    const empty = (await markingOf(suite.bob.organisationId, suite.bob.token)).json<AgreementResponse>().data;
    expect(empty).toMatchObject({ certificates: [], corrections: [] });
  });
});
