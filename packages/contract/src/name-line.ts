/**
 * A first line that only names the student or dates the page ("Maria Lopez", "12 March 2026",
 * "Name: Tom"), as students write above an essay: it is the student's name (or nothing to keep),
 * not a sentence of the essay to correct.
 */
export interface NameLine {
  /** The line as written (trimmed). */
  line: string;
  /** The student's name the line gives, or null when it is only a date. */
  name: string | null;
  /** Where the essay starts in the text: past the line and the blank space under it. */
  essayStart: number;
}

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const WEEKDAY =
  "(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\\.?";
const DAY = "(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?";
const YEAR = "(?:\\d{4}|'\\d{2})";
const NUMERIC_DATE = "(?:\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})|\\d{4}-\\d{1,2}-\\d{1,2})";
const WORDED_DATE =
  `(?:${WEEKDAY},?\\s+)?` +
  `(?:(?:the\\s+)?${DAY}(?:\\s+of)?\\s+${MONTH}(?:,?\\s+${YEAR})?|${MONTH}\\s+${DAY}(?:,?\\s+${YEAR})?|${MONTH}\\s+\\d{4})`;
const DATE = `(?:date\\s*:\\s*)?(?:${NUMERIC_DATE}|${WORDED_DATE})`;
const ONLY_DATE = new RegExp(`^${DATE}$`, "i");
/** A name and a date on one line, either way round, apart by a comma, a dash or spaces. */
const NAME_THEN_DATE = new RegExp(`^(.+?)\\s*(?:[,;]|\\s[-–—]|\\s)\\s*${DATE}$`, "i");
const DATE_THEN_NAME = new RegExp(`^${DATE}\\s*(?:[,;]|[-–—]\\s|\\s)\\s*(.+)$`, "i");

/** A page number written beside the name or the date: "p. 1", "pg 2", "page 2 of 3", "(2)". */
const PAGE_NUMBER = "(?:(?:p|pg|page)\\.?\\s*\\d{1,2}(?:\\s*(?:of|/)\\s*\\d{1,2})?|\\(\\d{1,2}\\))";
const ONLY_PAGE = new RegExp(`^${PAGE_NUMBER}$`, "i");
const PAGE_AT_EDGE = new RegExp(`^${PAGE_NUMBER}\\s*[,;\\-–—]?\\s+|\\s*[,;\\-–—]?\\s+${PAGE_NUMBER}$`, "gi");

/** "Name:", "Student:", "Student's name:" before a name. */
const NAME_LABEL = /^(?:(?:student(?:'s|’s)?\s+)?name|student)\s*[:–-]\s*/i;
/** A word of a name: capitalised (O'Brien, Anne-Marie, McDonald, López), in capitals, or an initial. */
const NAME_WORD = /^(?:\p{Lu}\p{Ll}*(?:\p{Lu}\p{Ll}+)?(?:['’-]\p{Lu}?\p{Ll}+)*|\p{Lu}{2,}(?:['’-]\p{Lu}+)*|\p{Lu}\.)$/u;
/** The small words inside names (Ana de la Cruz, Vincent van Gogh); never a name's first or last word. */
const PARTICLES = new Set([
  "de",
  "da",
  "das",
  "do",
  "dos",
  "del",
  "della",
  "di",
  "du",
  "der",
  "den",
  "la",
  "le",
  "van",
  "von",
  "y",
  "bin",
  "al",
]);
/** A labelled name: words of letters only. */
const LABELLED_WORD = /^[\p{L}\p{M}]+(?:['’.-][\p{L}\p{M}]*)*$/u;

/**
 * Capitalised words a first line holds when it is a title or a greeting rather than a name: the
 * small words of English and the words essay titles are made of. A name never has one.
 */
const NOT_NAMES = new Set(
  (
    "a an the my our your his her their its this that these those i we you he she they it me us them " +
    "of in on at to for from with without about by into over under after before between against " +
    "and or but so if as than then because why how what when where who which whose " +
    "is are was were be been am do does did have has had can could will would should shall may might must " +
    "not no yes all some any every each more most less few many much very too also only just " +
    "dear hello hi hey greetings yours sincerely faithfully regards best wishes love thanks thank " +
    "essay title topic task part question answer letter email report review story article proposal " +
    "introduction conclusion opinion paragraph summary composition homework exercise assignment " +
    "advantages disadvantages pros cons problem problems solution solutions " +
    "holiday holidays trip trips school schools day days weekend week year life lives world future past " +
    "friend friends friendship family families home house city town village country countryside " +
    "summer winter spring autumn morning evening night " +
    "good bad great big small new old young first last next favourite favorite best worst perfect " +
    "people person children teenagers students teachers parents " +
    "technology technologies media social online internet computer computers phone phones mobile " +
    "global warming climate change environment pollution nature animals energy " +
    "public transport travel travelling traveling tourism sport sports music film films movie movies book books " +
    "food healthy health eating shopping money work job jobs career learning education university college " +
    "volunteer volunteering experience memorable unforgettable adventure journey visit party birthday " +
    "competition advice fashion culture art science history language languages english"
  ).split(" "),
);

/** Whether the words are a name as written without a label: two to five words, capitalised, none a title's word. */
function isBareName(words: readonly string[]): boolean {
  if (words.length < 2 || words.length > 5) return false;
  const first = words[0]!;
  const last = words.at(-1)!;
  if (PARTICLES.has(first) || PARTICLES.has(last)) return false;
  const named = words.filter((word) => !PARTICLES.has(word));
  // Initials alone (J. K.) name no one to offer.
  if (named.length < 2 || !named.some((word) => /\p{L}{2}/u.test(word))) return false;
  return named.every((word) => NAME_WORD.test(word) && !NOT_NAMES.has(word.toLowerCase()));
}

/** The student's name in the words (a label first, or a bare name), or null when they are not one. */
function nameIn(words: string): string | null {
  const text = words.trim().replace(/[.,]$/, "").trim();
  const label = NAME_LABEL.exec(text);
  if (label) {
    const name = text.slice(label[0].length).trim();
    const parts = name.split(/\s+/);
    return name && parts.length <= 5 && parts.every((part) => LABELLED_WORD.test(part)) ? name : null;
  }
  return isBareName(text.split(/\s+/)) ? text : null;
}

/** The longest a name or date line is: longer, it is a sentence. */
const MAX_LINE_CHARS = 80;

/**
 * The text's first line when it is only the student's name, a date, or both ("Maria Lopez",
 * "12/03/2026", "Name: Tom", "Maria Lopez, 12 March 2026"), maybe with a page number ("Maria
 * Lopez p. 2", "page 2"), with the name it gives; null when the
 * first line is anything else (a title, a greeting, a sentence), or when no essay follows it.
 */
export function findNameLine(text: string): NameLine | null {
  const lineStart = text.search(/\S/);
  if (lineStart < 0) return null;
  const lineBreak = text.indexOf("\n", lineStart);
  const lineEnd = lineBreak < 0 ? text.length : lineBreak;
  const line = text.slice(lineStart, lineEnd).trim();
  const rest = text.slice(lineEnd);
  if (line.length > MAX_LINE_CHARS || !rest.trim()) return null;
  const essayStart = lineEnd + (rest.length - rest.trimStart().length);

  if (ONLY_DATE.test(line) || ONLY_PAGE.test(line)) return { line, name: null, essayStart };
  const unnumbered = line.replace(PAGE_AT_EDGE, "").trim();
  if (ONLY_DATE.test(unnumbered)) return { line, name: null, essayStart };
  const dated = NAME_THEN_DATE.exec(unnumbered) ?? DATE_THEN_NAME.exec(unnumbered);
  const name = nameIn(unnumbered) ?? (dated ? nameIn(dated[1]!) : null);
  return name ? { line, name, essayStart } : null;
}
