import { z } from "zod";

/**
 * The secret part of a share link's address (/s/{token}): random URL-safe characters the api makes
 * (a link made before share links existed uses its essay's id). Whoever holds it reads the essay
 * as its student does, until the teacher revokes the link.
 */
export const ShareToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "the link's code is 16 to 64 letters, digits, - or _: check that the link is whole");
export type ShareToken = z.infer<typeof ShareToken>;

/** Path parameters of GET /shared-essays/{share_token}. */
export const SharedEssayParams = z.object({ share_token: ShareToken });
export type SharedEssayParams = z.infer<typeof SharedEssayParams>;

/** Path parameters of /shared-essays/{share_token}/images/{image_id}: a photo of the essay the link opens. */
export const SharedImageParams = SharedEssayParams.extend({ image_id: z.uuid() });
export type SharedImageParams = z.infer<typeof SharedImageParams>;

/** An essay's share link: the token its address ends with, and when the teacher made it. */
export const ShareLink = z.object({
  /** The token of the address /s/{token} the teacher gives the student. */
  token: z.string(),
  /** When it was made, an ISO 8601 date-time. */
  created_at: z.string(),
});
export type ShareLink = z.infer<typeof ShareLink>;

/**
 * POST /essays/{essay_id}/share-link: the essay's share link, made when it has none (201) or the
 * one it has (200); only the essay's teacher may ask. DELETE revokes it (204): the address stops
 * opening the essay, and the next POST makes a new one.
 */
export const ShareLinkResponse = z.object({ data: ShareLink });
export type ShareLinkResponse = z.infer<typeof ShareLinkResponse>;

/**
 * What an essay's share link shows the student: its corrections, or only its correction codes
 * ('codes': each mark shows where the error is, its code and meaning, but not the correct form,
 * except the corrections the teacher gives anyway).
 */
export const ShareMode = z.enum(["corrections", "codes"], {
  error: () => ({ message: "choose 'corrections' or 'codes'" }),
});
export type ShareMode = z.infer<typeof ShareMode>;
