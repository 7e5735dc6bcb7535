import type { EssayEdit } from "@redpen/contract";
import { engineEditOf } from "@redpen/engine";
import { afterAll, beforeAll } from "vitest";
import { essayCalls } from "./essays";
import { startTestApi, type TestContext } from "./test-api";
import { newTeacher, type Teacher } from "./teachers";

/** For a test file on one api: the api (per startTestApi's arguments) started in beforeAll and closed after all. */
export function useTestApi(...args: Parameters<typeof startTestApi>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => Object.assign(ctx, await startTestApi(...args)));
  afterAll(async () => ctx.close?.());
  return ctx;
}

/**
 * For a test file about one teacher's essays: the api on a fresh database, two teachers (alice owns
 * the essays, bob is another school's) and the essay calls, ready in beforeAll and closed after all.
 */
export function useEssayApi() {
  const suite = {} as { ctx: TestContext; alice: Teacher; bob: Teacher } & ReturnType<typeof essayCalls>;
  beforeAll(async () => {
    suite.ctx = await startTestApi();
    Object.assign(suite, essayCalls(suite.ctx));
    suite.alice = await newTeacher(suite.ctx);
    suite.bob = await newTeacher(suite.ctx);
  });
  afterAll(async () => suite.ctx?.close());
  return suite;
}

/** The organisation's credit ledger, oldest first as stored. */
export const ledgerOf = (ctx: TestContext, organisationId: string) =>
  ctx.api.db.selectFrom("credit_ledger").selectAll().where("organisation_id", "=", organisationId).execute();

/** An edit as the client sends it: the stored one, with only what the teacher may send. */
export const asEditInput = ({ source, state, reviewed, ...edit }: EssayEdit) => ({
  ...engineEditOf(edit),
  source,
  state,
  reviewed,
});

/** A teacher's correction of `words` in `text` (or an insertion before them when `insert` is true). */
export function teacherEdit(text: string, words: string, replacement: string, insert = false) {
  const start = text.indexOf(words);
  if (start < 0) throw new Error(`no '${words}' in the text`);
  return {
    start,
    end: insert ? start : start + words.length,
    original: insert ? "" : words,
    replacement,
    source: "teacher",
    state: "added",
  };
}
