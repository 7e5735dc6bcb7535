/** Business constants and limits of SPEC.md 9, shared by the api and the web. */

/** Photos of one essay, at most. */
export const ESSAY_IMAGES_MAX = 3;
/** Photos of a topic, at most. */
export const TOPIC_IMAGES_MAX = 1;
/** Logos of an organisation. */
export const LOGO_IMAGES_MAX = 1;

export const ESSAY_MIN_WORDS = 30;
export const TOPIC_MIN_WORDS = 5;
export const STUDENT_NAME_MIN_WORDS = 1;
export const FEEDBACK_MIN_WORDS = 2;
/** Character maximum of long texts: essay, topic, feedback. */
export const LONG_TEXT_MAX_CHARS = 10_000;
export const STUDENT_NAME_MAX_CHARS = 1_000;
/** The rating panel's comment: a short text. */
export const FEEDBACK_COMMENT_MAX_CHARS = 1_000;
export const FEEDBACK_COMMENT_MAX_ROWS = 5;

/** Credits a new organisation gets to try the product. */
export const TRIAL_CREDITS = 10;
/** Credits one essay costs, charged when it is accepted. */
export const ESSAY_CREDIT_COST = 1;
/** Remaining credits from which the banner warns (1 to 9); at 0 or less it shows an error. */
export const CREDITS_WARNING_MAX = 9;
/** The billing page's 'Buy credits' accordion opens below this many credits. */
export const BILLING_ACCORDION_OPEN_BELOW = 10;

/** Essay cards show this much of the name and of the original text. */
export const CARD_NAME_MAX_CHARS = 50;
export const CARD_PREVIEW_MAX_CHARS = 300;

export const GRADE_STEP = 0.01;
/** The latest essay (for pre-filling the certificate and 'Load previous topic'). */
export const LATEST_ESSAY_QUERY = { offset: 0, limit: 1 } as const;
export const PHOTO_TIPS_COUNT = 8;
export const PENDING_REFETCH_MS = 1_000;
export const PRINT_DELAY_MS = 200;

/** Largest JSON body the api accepts. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest image upload. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Severity of the credit banner: error at 0 or less, warning for 1 to 9, otherwise success. */
export function creditSeverity(remaining: number): "error" | "warning" | "success" {
  if (remaining <= 0) return "error";
  return remaining <= CREDITS_WARNING_MAX ? "warning" : "success";
}

/** A grade rounded to 2 decimals (the grade step is 0.01). */
export function roundGrade(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Usage period in days: the absolute difference between two dates, rounded up. */
export function usagePeriodDays(start: string | Date, end: string | Date): number {
  return Math.ceil(Math.abs(new Date(end).getTime() - new Date(start).getTime()) / DAY_MS);
}

/** A price in euros from cents, e.g. 1999 -> "19.99". */
export function formatEuros(priceCents: number): string {
  return (priceCents / 100).toFixed(2);
}

/** Price of one essay of a pack, in euros with two decimals: price_cents / essay_quantity / 100. */
export function perEssayPrice(priceCents: number, essayQuantity: number): string {
  return formatEuros(priceCents / essayQuantity);
}
