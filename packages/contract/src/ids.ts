import { z } from "zod";

/**
 * The id of a resource the client is creating (an essay, an image): a random UUID, version 4, as
 * `crypto.randomUUID()` makes. An essay page is public by its id, so the id must not be guessable:
 * the nil and max UUIDs, time-based ones (versions 1, 6, 7) and every other version are refused.
 * Existing resources are looked up by any UUID (`z.uuid()`), so that what is stored always opens.
 */
export const NewResourceId = z.uuidv4("give a random UUID (version 4), as crypto.randomUUID() makes");

/**
 * The id of the invitation whose emailed sign-up link made an account: carried from the link
 * (`/signup?invitation=`) to the identity provider and back in the access token's `invitation_id`
 * claim. Anything else there is ignored, never refused: it comes from a link, not from the user.
 */
export const InvitationId = z.uuid();
