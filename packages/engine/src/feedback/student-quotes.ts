/**
 * The quotes of a feedback sentence, and what each is: the student's own words, a correction of
 * them, words suggested to try, or neither (a rule's name, an example of a plain word). A quote
 * given as the student's must be in the essay they wrote, word for word.
 */

/** What a quote in a feedback sentence stands for. */
export type QuoteRole = "student" | "correction" | "suggestion" | "other";

export interface SentenceQuote {
  text: string;
  role: QuoteRole;
}

/** Curly quotes, as the engine writes them, or straight ones, as a model may. */
const QUOTE = /“([^”]*)”|"([^"]*)"/g;

/** The words before a quote that make it the student's: "You wrote", "It begins", "Look again at", "words like" in a sentence about them. */
const STUDENT_LEAD =
  /(\byou (?:wrote|write|used|use|have used|said)|\b(?:begins|starts)(?: with)?|\blook again at|\byour (?:words?|phrase|sentence)|\bwords,? like|\bsuch as|\bvocabulary,? like)\s*:?\s*$/i;
/** The words before a correction: "…, write", "should be", "instead of it, write". */
const CORRECTION_LEAD = /(\bwrite|\bshould be|\bchange it to|\bbetter:|→|->)\s*:?\s*$/i;
/** The words between two quotes of one list, which share the first one's role. */
const LIST_JOIN = /^\s*(,|and|or|, and|, or)\s*$/i;
/** A sentence that advises (the next step, or 'try'), whose quotes after 'like' or 'with' are words to try. */
const ADVICE = /^(?:next step\b|try\b|use\b|learn\b|join\b|add\b)|\b(?:try|you could use|you can use)\b/i;
const SUGGESTION_LEAD = /(\blike|\bwith|\bsuch as|\bas|\bsay)\s*:?\s*$/i;
/** 'instead of words like “good”': words to replace, which the essay need not hold. */
const INSTEAD = /\binstead of\b[^“"]*$/i;

/** The role of a quote, from the words before it in its sentence. */
function roleOf(sentence: string, lead: string): QuoteRole {
  if (INSTEAD.test(lead)) return "other";
  if (CORRECTION_LEAD.test(lead)) return "correction";
  const advice = ADVICE.test(sentence.replace(/^[-•\s]+/, ""));
  if (advice && SUGGESTION_LEAD.test(lead)) return "suggestion";
  if (STUDENT_LEAD.test(lead) && !advice) return "student";
  return "other";
}

/** The quotes of one sentence, in order, each with its role. */
export function quotesOf(sentence: string): SentenceQuote[] {
  const quotes: SentenceQuote[] = [];
  let previousEnd = 0;
  for (const match of sentence.matchAll(QUOTE)) {
    const text = match[1] ?? match[2] ?? "";
    const between = sentence.slice(previousEnd, match.index);
    const previous = quotes.at(-1);
    const role = previous && LIST_JOIN.test(between) ? previous.role : roleOf(sentence, sentence.slice(0, match.index));
    quotes.push({ text, role });
    previousEnd = match.index + match[0].length;
  }
  return quotes;
}

/** One space for every run of white space, as quotes are read on one line. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const LETTER = /[\p{L}\p{N}]/u;

/** The quote with its first letter in both cases: a word that opens a sentence may be quoted in the middle of one. */
const bothCases = (quote: string) => [
  quote,
  quote.charAt(0).toLowerCase() + quote.slice(1),
  quote.charAt(0).toUpperCase() + quote.slice(1),
];

/**
 * Whether a quote is in the text word for word (white space aside, and the case of its first
 * letter): starting and ending on whole words, with a closing '…' read as a cut, so that only the
 * words before it must be there.
 */
export function isVerbatim(quote: string, text: string): boolean {
  const flat = oneLine(text);
  const whole = oneLine(quote);
  const cut = /…$/.test(whole) ? [whole.replace(/\s*…$/, "")] : [];
  const candidates = [whole, ...cut].flatMap(bothCases);
  return candidates.some((wanted) => {
    if (!wanted) return false;
    for (let at = flat.indexOf(wanted); at >= 0; at = flat.indexOf(wanted, at + 1)) {
      const before = flat[at - 1];
      const after = flat[at + wanted.length];
      const startsOnWord = !LETTER.test(wanted[0]!) || !before || !LETTER.test(before);
      const endsOnWord = !LETTER.test(wanted.at(-1)!) || !after || !LETTER.test(after);
      if (startsOnWord && endsOnWord) return true;
    }
    return false;
  });
}

/** A statement's sentences: split after . ! ? and at line breaks, never inside a quote. */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = "";
  let inCurly = false;
  let inStraight = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "“") inCurly = true;
    else if (char === "”") inCurly = false;
    else if (char === '"') inStraight = !inStraight;
    if (char === "\n" && !inCurly) {
      statements.push(current);
      current = "";
      inStraight = false;
      continue;
    }
    current += char;
    const quoted = inCurly || inStraight;
    if (!quoted && /[.!?]/.test(char) && /\s/.test(text[i + 1] ?? " ")) {
      statements.push(current);
      current = "";
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => /\p{L}/u.test(statement));
}
