import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tooManyRequests } from "../errors";

/** At most `max` calls within `windowSeconds`, counted from the first call of a window. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The calls that cost the server something a script could run up: engine time, disk, mail, a payment provider's sessions. */
export type CostlyCall =
  "imageUpload" | "essayCreate" | "essayEngineChange" | "invitation" | "checkout" | "export" | "draftSend";

/**
 * Each costly call's limits: per signed-in teacher (per share link for a student's call, which has
 * no account), and per client address (a whole school may share one).
 */
export type RateLimits = Record<CostlyCall, { perUser: RateLimit; perAddress: RateLimit }>;

const HOUR = 60 * 60;

/**
 * The one table of limits, sized so that a teacher marking a class in one sitting never meets them
 * and a school behind one NAT address has room for five such teachers at once, while a script
 * with one account, or many accounts from one address, can only run up a bounded cost. Every
 * attempt counts, refused ones (400, 402) included, so each limit leaves room for mistakes.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // A class of 30 photo essays, 3 pages and a topic photo each, is 120 uploads (each one read by the
  // engine); 200 leaves room for retaking the blurred ones. Logos are uploads too, rare ones.
  imageUpload: { perUser: { max: 200, windowSeconds: HOUR }, perAddress: { max: 1000, windowSeconds: HOUR } },
  // Pasted essays go faster than photos: two classes of 30 in an hour, with room for refused attempts.
  essayCreate: { perUser: { max: 120, windowSeconds: HOUR }, perAddress: { max: 600, windowSeconds: HOUR } },
  // Each marking change re-grades the essay with the engine (and proposes the explanations left
  // out), 'Draft again' drafts the feedback anew, a text fix corrects the essay again. A class of 30
  // essays with 20 decisions and a draft or two each is about 700; plain grading, feedback and
  // ratings saves are not counted.
  essayEngineChange: { perUser: { max: 1000, windowSeconds: HOUR }, perAddress: { max: 5000, windowSeconds: HOUR } },
  // Each invitation mails an address the sender chose: a head of department can invite a whole
  // staff room, but Redpen must not become a spam relay. Per address as for the sign-in service's mails.
  invitation: { perUser: { max: 50, windowSeconds: HOUR }, perAddress: { max: 100, windowSeconds: HOUR } },
  // Each checkout opens a session at the payment provider and a row here; a buyer comparing packs
  // opens a few, a script thousands.
  checkout: { perUser: { max: 20, windowSeconds: HOUR }, perAddress: { max: 100, windowSeconds: HOUR } },
  // Each export reads every essay and photo of the school: a teacher needs one, and a retry or two.
  export: { perUser: { max: 10, windowSeconds: HOUR }, perAddress: { max: 30, windowSeconds: HOUR } },
  // Each draft a student sends through a share link is checked and corrected by the engine at no
  // charge: a student needs a few tries (refused ones count), a class behind one address 30 students'.
  draftSend: { perUser: { max: 10, windowSeconds: HOUR }, perAddress: { max: 300, windowSeconds: HOUR } },
};

/** What each costly call is called in the 429 message. */
const CALL_NOUNS: Record<CostlyCall, string> = {
  imageUpload: "photo uploads",
  essayCreate: "new essays",
  essayEngineChange: "marking changes, feedback drafts and text fixes",
  invitation: "invitations",
  checkout: "checkouts",
  export: "downloads of the school's data",
  draftSend: "drafts",
};

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * onRequest hook of a costly call, after `app.authenticate`: counts the call for the teacher and
     * for the client address, and answers 429 with Retry-After when either has used its share.
     */
    limitCalls(call: CostlyCall): LimitHook;
  }
}

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * The client address the counts are kept by: Fastify's request.ip, which is X-Forwarded-For's
 * client only when TRUST_PROXY=true (so nobody can pick their own address otherwise); IPv6 by its
 * /64, since one line is given a whole /64 and could take a fresh address per call.
 */
const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

/** The share link in the call's path (a student's call through it), if any. */
const shareLinkOf = (request: FastifyRequest): string | undefined => {
  const params = request.params as { share_token?: unknown } | undefined;
  return typeof params?.share_token === "string" ? `link:${params.share_token}` : undefined;
};

/**
 * Adds `app.limitCalls(call)`. Counts live in this process's memory (@fastify/rate-limit's
 * LocalStore): the product runs one api process, and a restart forgetting them is harmless for a
 * guard against abuse. Without limits (null: the fuzz test, benchmarks) the hook lets every call through.
 */
export async function useRateLimits(app: FastifyInstance, limits: RateLimits | null): Promise<void> {
  if (!limits) {
    app.decorate("limitCalls", () => async () => {});
    return;
  }
  // global: false, so only the costly calls are counted, each by its own counters below.
  await app.register(fastifyRateLimit, { global: false });

  const hooks = new Map<CostlyCall, LimitHook>();
  for (const call of Object.keys(limits) as CostlyCall[]) {
    const { perUser, perAddress } = limits[call];
    const checks = [
      {
        refusal: `You have made too many ${CALL_NOUNS[call]} in a short time`,
        check: app.createRateLimit({
          max: perUser.max,
          timeWindow: perUser.windowSeconds * 1000,
          // After app.authenticate there is always a user; a student's call counts by its share link; the address is only a fallback.
          keyGenerator: (request) =>
            `${call}:user:${request.currentUser?.id ?? shareLinkOf(request) ?? addressOf(request)}`,
        }),
      },
      {
        refusal: `Too many ${CALL_NOUNS[call]} have come from your network in a short time`,
        check: app.createRateLimit({
          max: perAddress.max,
          timeWindow: perAddress.windowSeconds * 1000,
          keyGenerator: (request) => `${call}:address:${addressOf(request)}`,
        }),
      },
    ];
    hooks.set(call, async (request, reply) => {
      // Both counters count every call, so the address's share is spent by its teachers' calls too.
      const results = await Promise.all(
        checks.map(async ({ refusal, check }) => ({ refusal, result: await check(request) })),
      );
      const exceeded = results.flatMap(({ refusal, result }) =>
        !result.isAllowed && result.isExceeded ? [{ refusal, seconds: result.ttlInSeconds }] : [],
      );
      if (exceeded.length === 0) return;
      const longest = exceeded.reduce((a, b) => (b.seconds > a.seconds ? b : a));
      reply.header("retry-after", String(longest.seconds));
      throw tooManyRequests(`${longest.refusal}: try again in ${inWords(longest.seconds)}.`);
    });
  }
  app.decorate("limitCalls", (call: CostlyCall) => {
    const hook = hooks.get(call);
    if (!hook) throw new Error(`No rate limit is set for ${call}.`);
    return hook;
  });
}
