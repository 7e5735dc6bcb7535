/** Business constants of SPEC.md 9, shared by the api and the web. */

/** Credits a new organisation gets to try the product. */
export const TRIAL_CREDITS = 10;
/** Credits one essay costs, charged when it is accepted. */
export const ESSAY_CREDIT_COST = 1;
/** Largest JSON body the api accepts. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Remaining credits from which the banner warns (1 to 9); at 0 or less it shows an error. */
export const CREDITS_WARNING_MAX = 9;
