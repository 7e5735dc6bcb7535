/** Business constants and limits of docs/behaviour/limits.md, shared by the api and the web, with their arithmetic. */

/** Photos of one essay, at most. */
export const ESSAY_IMAGES_MAX = 3;
/** Photos of a topic, at most. */
export const TOPIC_IMAGES_MAX = 1;

/** Fewest words of a pasted essay. */
export const ESSAY_MIN_WORDS = 30;
/** Fewest words of a topic, once one is typed. */
export const TOPIC_MIN_WORDS = 5;
/** Fewest words of a student name, once one is typed. */
export const STUDENT_NAME_MIN_WORDS = 1;
/** Fewest words of the teacher's feedback. */
export const FEEDBACK_MIN_WORDS = 2;
/** Character maximum of long texts: essay, topic, feedback. */
export const LONG_TEXT_MAX_CHARS = 10_000;
/** Character maximum of a student name. */
export const STUDENT_NAME_MAX_CHARS = 1_000;
/** Character maximum of the rating panel's comment: the spec's "short length class", exact value ours. */
export const FEEDBACK_COMMENT_MAX_CHARS = 1_000;
/** Visible rows of the rating panel's comment field, at most. */
export const FEEDBACK_COMMENT_MAX_ROWS = 5;

/** Credits a new organisation gets to try the product. */
export const TRIAL_CREDITS = 10;
/** Credits one essay costs, charged when it is accepted (a FAILURE gives it back). */
export const ESSAY_CREDIT_COST = 1;
/** Remaining credits up to which the banner warns (1 to 3); at 0 or less it shows an error. */
export const LOW_CREDITS_MAX = 3;
/** The banner also warns below this share of the school's last pack (under 10 of a 100-credit pack). */
export const LOW_CREDITS_SHARE_OF_LAST_PACK = 0.1;
/** The billing page's 'Buy credits' accordion starts open below this many credits. */
export const BILLING_ACCORDION_OPEN_BELOW = 10;

/** Characters of the name an essay card shows. */
export const CARD_NAME_MAX_CHARS = 50;
/** Characters of the original text an essay card previews. */
export const CARD_PREVIEW_MAX_CHARS = 300;

/** Smallest grade increment; grades are rounded to 2 decimals. */
export const GRADE_STEP = 0.01;
/** The latest essay (for pre-filling the certificate and 'Load previous topic'). */
export const LATEST_ESSAY_QUERY = { offset: 0, limit: 1 } as const;
/** How often a PENDING essay is fetched again. */
export const PENDING_REFETCH_MS = 1_000;
/** A PENDING essay's first looks come sooner (a text essay is corrected in well under a second), then every PENDING_REFETCH_MS. */
export const PENDING_FIRST_LOOKS = { count: 5, everyMs: 200 } as const;
/** How long the reply to a new essay may wait for its correction (`Prefer: wait=2`, in seconds; the api waits only when its queue is idle). */
export const CREATE_WAIT_SECONDS = 2;
/** Pause between choosing what to print and opening the print dialog. */
export const PRINT_DELAY_MS = 200;

/** Error reporting (with a Sentry DSN): trace sample rate. */
export const ERROR_REPORTING_TRACES_SAMPLE_RATE = 1;
/** Error reporting: share of sessions recorded as replays. */
export const ERROR_REPORTING_REPLAY_SESSION_SAMPLE_RATE = 0.01;
/** Error reporting: share of sessions with an error recorded as replays. */
export const ERROR_REPORTING_REPLAY_ON_ERROR_SAMPLE_RATE = 1;

/** Largest JSON body the api accepts. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest image upload. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Severity of the credit banner: error at 0 or less; warning at LOW_CREDITS_MAX or fewer, or under
 * LOW_CREDITS_SHARE_OF_LAST_PACK of the school's last pack (null: it bought none); otherwise success.
 * A new school's trial (10 credits) is no pack: its first essays bring no warning.
 */
export function creditSeverity(
  remaining: number,
  lastPackCredits: number | null = null,
): "error" | "warning" | "success" {
  if (remaining <= 0) return "error";
  if (remaining <= LOW_CREDITS_MAX) return "warning";
  const lowShare = lastPackCredits !== null && remaining < lastPackCredits * LOW_CREDITS_SHARE_OF_LAST_PACK;
  return lowShare ? "warning" : "success";
}

/**
 * The VAT on a net price in cents at a rate in percent (20 for 20%), rounded to the cent as a
 * receipt shows it; the api charges net + this, and the pages show the same sum.
 */
export function vatCents(netCents: number, ratePercent: number): number {
  return roundTo((netCents * ratePercent) / 100, 0);
}

/** A net price in cents with its VAT and their sum, as the packs, the checkout and the receipts show them. */
export function priceWithVat(netCents: number, ratePercent: number) {
  const vat = vatCents(netCents, ratePercent);
  return { netCents, vatCents: vat, totalCents: netCents + vat };
}

/** A VAT rate as a person writes it: 20 -> "20%", 5.5 -> "5.5%". */
export function formatVatRate(ratePercent: number): string {
  return `${roundTo(ratePercent, 2)}%`;
}

/**
 * Rounds half away from zero to `decimals` places. Going through 12 significant digits first
 * absorbs binary noise, so 1.005 and 10.005 round up as a person would expect.
 */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  // `+ 0` turns -0 into 0 without hiding NaN.
  return (Math.sign(value) * Math.round(scaled)) / factor + 0;
}

/** A grade rounded to 2 decimals (the grade step is 0.01). */
export function roundGrade(value: number): number {
  return roundTo(value, 2);
}

/** Total grade: the sum of the per-criterion grades, rounded to 2 decimals. */
export function gradeTotal(perCriterion: Readonly<Record<string, number>>): number {
  return roundGrade(Object.values(perCriterion).reduce((sum, grade) => sum + grade, 0));
}

/** The total as a whole percentage of grade_max; 0 when grade_max is not positive. */
export function gradePercent(total: number, gradeMax: number): number {
  return gradeMax > 0 ? Math.round((total / gradeMax) * 100) : 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The organisation's usage covers this many days, up to the moment it is asked for. */
export const USAGE_PERIOD_DAYS = 30;

/** Usage period in days: the absolute difference between two dates, rounded up; 0 if one is unreadable. */
export function usagePeriodDays(start: string | Date, end: string | Date): number {
  const milliseconds = Math.abs(new Date(end).getTime() - new Date(start).getTime());
  return Number.isFinite(milliseconds) ? Math.ceil(milliseconds / DAY_MS) : 0;
}

// Digits only ("1200.00", no thousands separator): callers put "€" or "euros" around them.
const EUROS = new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** A price in euros with two decimals, e.g. 1999 -> "19.99"; fractions of a cent are rounded. */
export function formatEuros(priceCents: number): string {
  return EUROS.format(roundTo(priceCents, 0) / 100);
}

/** Price of one essay of a pack, in cents, unrounded: price_cents / essay_quantity. */
export function perEssayPriceCents(priceCents: number, essayQuantity: number): number {
  return priceCents / essayQuantity;
}

/** Price of one essay of a pack, in euros with two decimals, e.g. (4500, 50) -> "0.90". */
export function perEssayPrice(priceCents: number, essayQuantity: number): string {
  return formatEuros(perEssayPriceCents(priceCents, essayQuantity));
}
