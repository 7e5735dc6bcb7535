import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../app-deps";
import type { Essay } from "../../db/essays.queries";
import {
  findLiveShareLinkOfEssay,
  findShareLink,
  insertLiveShareLink,
  revokeLiveShareLink,
  type ShareLinkRow,
} from "../../db/share-links.queries";
import { AppError } from "../../errors";
import type { CurrentUser } from "../../auth/current-user";
import { getEssay, getOwnEssay } from "./own-essay";

type ShareLinksDeps = Pick<AppDeps, "db">;

/** 24 random bytes: 32 URL-safe characters nobody guesses. */
const newToken = () => randomBytes(24).toString("base64url");

/**
 * The essay's live share link for its teacher, made now when it has none (`created`). Two calls at
 * once make one link: the database keeps one live link per essay, and the call that lost reads the
 * winner's.
 */
export async function shareEssay(
  deps: ShareLinksDeps,
  user: CurrentUser,
  essayId: string,
): Promise<{ link: ShareLinkRow; created: boolean }> {
  await getOwnEssay(deps, user, essayId);
  const live = await findLiveShareLinkOfEssay(deps.db, essayId);
  if (live) return { link: live, created: false };
  const link = { token: newToken(), essay_id: essayId, created_at: new Date().toISOString(), revoked_at: null };
  if (await insertLiveShareLink(deps.db, link)) return { link, created: true };
  const winner = await findLiveShareLinkOfEssay(deps.db, essayId);
  if (!winner) throw new Error(`essay ${essayId} has no live share link, yet one was in the way of a new one`);
  return { link: winner, created: false };
}

/** Revokes the essay's live share link, for its teacher: its address stops opening the essay. Nothing to revoke is no error. */
export async function revokeShareLink(deps: ShareLinksDeps, user: CurrentUser, essayId: string): Promise<void> {
  await getOwnEssay(deps, user, essayId);
  await revokeLiveShareLink(deps.db, essayId, new Date().toISOString());
}

/** The share link's address was never made (or is cut or mistyped). */
const unknownLink = () =>
  new AppError(
    404,
    "NOT_FOUND",
    "This link does not open any essay: check that it is whole, or ask your teacher to send it again.",
  );
/** The teacher revoked the link (they may have made a new one). */
const revokedLink = () =>
  new AppError(410, "LINK_REVOKED", "Your teacher has revoked this link: ask them for the new one.");

/** The essay a share link opens, to anyone who has the link; 404 for an unknown link, 410 for a revoked one. */
export async function readSharedEssay(deps: ShareLinksDeps, token: string): Promise<Essay> {
  const link = await findShareLink(deps.db, token);
  if (!link) throw unknownLink();
  if (link.revoked_at !== null) throw revokedLink();
  return getEssay(deps, link.essay_id);
}

/**
 * Whether anyone may read the essay by its id alone: while the link it had before share links
 * existed (its token is the essay's id, see the 20261127-0014 migration) is not revoked.
 */
export async function isSharedByItsId(deps: ShareLinksDeps, essayId: string): Promise<boolean> {
  const link = await findShareLink(deps.db, essayId);
  return link !== undefined && link.essay_id === essayId && link.revoked_at === null;
}
