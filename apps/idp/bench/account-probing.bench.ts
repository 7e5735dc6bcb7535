/**
 * Do the identity provider's forms answer as fast for an address with an account as for one
 * without? Starts the real provider over HTTP on a temporary SQLite database, in a process of its
 * own (bench-idp.ts; rate limits raised through its settings), then for sign-up, resend-verification, password reset and a failed login
 * times many requests for known and unknown addresses, in pairs whose order is drawn at random
 * (so that mail work left running by one request weighs on both kinds alike), after a warm-up.
 * Prints the median and p90 of each, per round and as the median of the rounds.
 *
 *   npm run bench -w @redpen/idp        (BENCH_ROUNDS, BENCH_SLOW_PAIRS, BENCH_FAST_PAIRS to change the counts)
 */
import { fork } from "node:child_process";
import { once } from "node:events";
import { performance } from "node:perf_hooks";
import { BrowserSession, formAction } from "../src/testing/browser-session";
import { TEST_APP_URL } from "../src/testing/test-idp";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Pairs per round for the forms that hash a password (sign-up, login). */
const SLOW_PAIRS = Number(process.env.BENCH_SLOW_PAIRS ?? 40);
/** Pairs per round for the forms that only take an address. */
const FAST_PAIRS = Number(process.env.BENCH_FAST_PAIRS ?? 150);
const WARM_UP_PAIRS = 10;
const PASSWORD = "correct horse battery";

const server = fork(new URL("./bench-idp.ts", import.meta.url));
const [address] = (await once(server, "message")) as [{ issuer: string; clientId: string }];
const browser = () => new BrowserSession(address.issuer, address.clientId, `${TEST_APP_URL}/`);
/** Waits for the provider's mails under way, so that one round's leave nothing to the next. */
const settle = async () => {
  server.send("settle");
  await once(server, "message");
};

let unique = 0;
/** A fresh address, as long as the known ones. */
const unknownAddress = () => `ghost-${String(++unique).padStart(6, "0")}@school.test`;
const KNOWN = "known-000000@school.test";

/** One timed request: the form's page is fetched first, untimed, as a browser has it before posting. */
type Sample = (email: string) => Promise<number>;

async function timed(send: () => Promise<{ status: number }>, expected: number): Promise<number> {
  const start = performance.now();
  const reply = await send();
  const ms = performance.now() - start;
  if (reply.status !== expected) throw new Error(`expected ${expected}, got ${reply.status}`);
  return ms;
}

const interactionForm =
  (extra: Record<string, string>, password: string, expected: number): Sample =>
  async (email) => {
    const session = browser();
    const action = formAction((await session.authorize(extra)).body);
    return timed(() => session.request(action, { email, password }), expected);
  };

const emailForm =
  (path: string): Sample =>
  async (email) => {
    const session = browser();
    return timed(() => session.request(path, { email }), 200);
  };

const FORMS: { name: string; pairs: number; sample: Sample }[] = [
  { name: "sign-up", pairs: SLOW_PAIRS, sample: interactionForm({ screen_hint: "signup" }, PASSWORD, 200) },
  { name: "resend-verification", pairs: FAST_PAIRS, sample: emailForm("/resend-verification") },
  { name: "password-reset", pairs: FAST_PAIRS, sample: emailForm("/forgot-password") },
  { name: "login-failure", pairs: SLOW_PAIRS, sample: interactionForm({}, "wrong password", 400) },
];

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
const median = (values: number[]) => quantile(values, 0.5);

/** Known and unknown timings of `pairs` pairs, each pair in a random order. */
async function measure(sample: Sample, pairs: number): Promise<{ known: number[]; unknown: number[] }> {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const order = Math.random() < 0.5 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
    for (const kind of order) {
      if (kind === "known") known.push(await sample(KNOWN));
      else unknown.push(await sample(unknownAddress()));
    }
  }
  return { known, unknown };
}

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;

try {
  // The known address has an account that is not confirmed yet, so resend-verification mails it too.
  const session = browser();
  await session.follow(formAction((await session.authorize({ screen_hint: "signup" })).body), {
    email: KNOWN,
    password: PASSWORD,
  });
  console.log(
    `account probing: ${ROUNDS} rounds; pairs per round: ${SLOW_PAIRS} (sign-up, login), ${FAST_PAIRS} (resend, reset), after ${WARM_UP_PAIRS} warm-up pairs`,
  );

  const medians = new Map<string, { known: number[]; unknown: number[] }>();
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(
      `\nround ${round}               known median   known p90  unknown median unknown p90  difference of medians`,
    );
    for (const form of FORMS) {
      await measure(form.sample, WARM_UP_PAIRS);
      const { known, unknown } = await measure(form.sample, form.pairs);
      const seen = medians.get(form.name) ?? { known: [], unknown: [] };
      seen.known.push(median(known));
      seen.unknown.push(median(unknown));
      medians.set(form.name, seen);
      console.log(
        `  ${form.name.padEnd(20)} ${ms(median(known))}  ${ms(quantile(known, 0.9))}  ${ms(median(unknown))}  ${ms(quantile(unknown, 0.9))}  ${ms(median(known) - median(unknown))}`,
      );
    }
    await settle();
  }

  console.log(`\nmedian of the ${ROUNDS} rounds' medians   known     unknown   difference`);
  for (const [name, { known, unknown }] of medians) {
    console.log(
      `  ${name.padEnd(20)} ${ms(median(known))} ${ms(median(unknown))} ${ms(median(known) - median(unknown))}`,
    );
  }
} finally {
  server.send("close");
  await once(server, "exit");
}
