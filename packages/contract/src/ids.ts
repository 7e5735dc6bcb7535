import { z } from "zod";

/**
 * The id of a resource the client is creating (an essay, an image): a random UUID, version 4, as
 * `crypto.randomUUID()` makes. An essay page is public by its id, so the id must not be guessable:
 * the nil and max UUIDs, time-based ones (versions 1, 6, 7) and every other version are refused.
 * It is refused in upper case, so that no two resources differ only in case (isIdTaken in the api
 * keeps a lower-case id from twinning an upper-case one stored before this rule).
 * Existing resources are looked up by any UUID (`z.uuid()`), as stored, so that what is stored always opens.
 */
export const NewResourceId = z
  .uuidv4("give a random UUID (version 4), as crypto.randomUUID() makes")
  // Ids are compared as written: one in upper case would be a second resource beside its lower-case twin.
  .regex(/^[0-9a-f-]*$/, "write it in lower case, as crypto.randomUUID() makes it");

/**
 * The id of the invitation whose emailed sign-up link made an account: carried from the link
 * (`/signup?invitation=`) to the identity provider and back in the access token's `invitation_id`
 * claim. Anything else there is ignored, never refused: it comes from a link, not from the user.
 */
export const InvitationId = z.uuid();
