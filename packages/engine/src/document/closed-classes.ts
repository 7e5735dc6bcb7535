/**
 * The closed word classes of English, each listed once, lower case. Rules, grading and feedback
 * read them here; a rule that needs a narrower or wider set composes it from these.
 */

const set = (words: string) => new Set(words.split(" "));
const union = (...sets: ReadonlySet<string>[]) => new Set(sets.flatMap((s) => [...s]));

export const ARTICLES: ReadonlySet<string> = set("a an the");
export const POSSESSIVES: ReadonlySet<string> = set("my your his her its our their");
export const DEMONSTRATIVES: ReadonlySet<string> = set("this that these those");
/** The numbers a learner writes as words before a plural noun. */
export const CARDINALS: ReadonlySet<string> = set("two three four five six seven eight nine ten");
/** Quantifiers that take a plural noun: 'many books', 'several days'. */
export const PLURAL_QUANTIFIERS: ReadonlySet<string> = set("some many most all both several few lots");
/** Central determiners: one of them opens a noun phrase ('the', 'my', 'this'). */
export const DETERMINERS: ReadonlySet<string> = union(ARTICLES, POSSESSIVES, DEMONSTRATIVES);

export const MODALS: ReadonlySet<string> = set("can could will would should must might may shall");
export const NEGATIVE_MODALS: ReadonlySet<string> = set("cannot can't couldn't won't wouldn't shouldn't mustn't");
export const DO_FORMS: ReadonlySet<string> = set("do does did don't doesn't didn't");
export const HAVE_FORMS: ReadonlySet<string> = set(
  "have has had having i've you've we've they've haven't hasn't hadn't",
);
export const BE_FORMS: ReadonlySet<string> = set("am is are was were be been being isn't aren't wasn't weren't");

export const SUBJECT_PRONOUNS: ReadonlySet<string> = set("i you he she it we they");
export const OBJECT_PRONOUNS: ReadonlySet<string> = set("me him her us them");
export const PRONOUNS: ReadonlySet<string> = union(SUBJECT_PRONOUNS, OBJECT_PRONOUNS);
export const QUESTION_WORDS: ReadonlySet<string> = set("how what why where when who which");

export const PREPOSITIONS: ReadonlySet<string> = set(
  "about at by for from in into of on onto to with without towards until since during among between",
);
/** Prepositions learners use less often, which rules leave alone but a tagger must know. */
export const OTHER_PREPOSITIONS: ReadonlySet<string> = set(
  "above across after against along alongside amid around behind below beneath beside besides beyond despite except inside near outside over past per than through throughout till toward under underneath unlike upon via within",
);
/** Coordinating conjunctions. */
export const COORDINATORS: ReadonlySet<string> = set("and or but nor");
/** Quantifiers and other words that open a noun phrase as a determiner does: 'each day', 'no time'. */
export const QUANTIFYING_DETERMINERS: ReadonlySet<string> = set(
  "each every some any no another either neither both all whose which",
);
/** Pronouns that are not personal pronouns: reflexive, possessive, indefinite and relative ones. */
export const OTHER_PRONOUNS: ReadonlySet<string> = set(
  "myself yourself himself herself itself ourselves yourselves themselves mine yours hers ours theirs who whom whoever someone somebody something anyone anybody anything everyone everybody everything nobody nothing none",
);

/** Conjunctions after which a new clause, with its own subject, begins. */
export const CLAUSE_OPENERS: ReadonlySet<string> = set(
  "and but so because when while although though then where as until before after if or",
);
export const SUBORDINATORS: ReadonlySet<string> = set(
  "because although though while whereas which who whom whose if unless since until when where that whether",
);

/** Words too common to say anything about a text's vocabulary or topic. */
export const STOP_WORDS: ReadonlySet<string> = set(
  "a an the and or but so of to in on at for with by from as is are was were be been am i you he she it we they my your his her its our their this that these those there here not no do does did have has had will would can could should must me him them us",
);

/** Words and phrases that link ideas, from the most basic to the most advanced. */
export const LINKING_DEVICES: readonly string[] = [
  "however",
  "moreover",
  "furthermore",
  "in addition",
  "therefore",
  "consequently",
  "as a result",
  "firstly",
  "secondly",
  "finally",
  "in conclusion",
  "to sum up",
  "on the other hand",
  "for example",
  "for instance",
  "although",
  "whereas",
  "nevertheless",
  "besides",
  "in my opinion",
  "on the one hand",
  "to begin with",
  "what is more",
  "because",
  "but",
  "so",
  "also",
  "then",
  "first of all",
  "in fact",
  "while",
  "instead",
  "otherwise",
  "overall",
];
export const BASIC_LINKING_DEVICES: ReadonlySet<string> = set("and but so because also then");

/** Time phrases that put a sentence in the past, as regular expression source (a number or 'a few' before 'ago'). */
export const PAST_TIME_MARKERS =
  "yesterday|last (?:night|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|many|\\d+) (?:days?|weeks?|months?|years?) ago";

/** Nouns that have no plural and take no 'a': 'some advice', never 'an advice'. */
export const UNCOUNTABLE_NOUNS: ReadonlySet<string> = set(
  "advice information furniture equipment luggage baggage homework housework knowledge news progress research evidence traffic weather money music accommodation clothing feedback fun garbage rubbish health jewellery jewelry leisure machinery mail poetry pollution scenery software stuff transport",
);
/**
 * Nouns uncountable in most uses that take 'a' or a plural in some: 'much water' but 'a water'
 * (a bottle of it), 'much help' but 'a great help'. Never 'many water'.
 */
export const MASS_NOUNS: ReadonlySet<string> = set(
  "water milk juice sugar salt bread rice meat butter cheese oil petrol electricity air space sleep time energy patience luck help work vocabulary behaviour behavior",
);
/** Nouns for a person's job, role or age: 'when I was a child', 'she is a teacher'. Always countable. */
export const PERSON_NOUNS: ReadonlySet<string> = set(
  "child teenager student pupil boy girl baby kid teacher doctor nurse engineer lawyer waiter waitress singer actor actress musician writer journalist policeman policewoman farmer tourist member volunteer pilot cook chef dentist architect scientist artist dancer painter photographer programmer designer accountant mechanic electrician plumber soldier firefighter fireman driver cashier hairdresser baker butcher postman builder carpenter footballer athlete astronaut translator interpreter businessman businesswoman receptionist pharmacist surgeon psychologist vet librarian tailor fisherman gardener housewife shopkeeper salesman saleswoman officer detective lecturer economist politician veterinarian",
);
/** Countable things and people one has, or that there is: 'I have a car', 'there is a problem'. */
export const HAD_NOUNS: ReadonlySet<string> = set(
  "car bike motorbike house flat garden dog cat pet computer laptop phone camera brother sister son daughter cousin boyfriend girlfriend husband wife job idea question problem plan accident headache",
);
/**
 * Singular nouns that are only countable in the sense learners use them: each needs 'a', 'the'
 * or another determiner ('in another country', 'it was a very good idea').
 */
export const COUNTABLE_NOUNS: ReadonlySet<string> = union(
  PERSON_NOUNS,
  HAD_NOUNS,
  set(
    "country city town village place school university day week month year trip holiday journey film book story decision opportunity friend person man woman party game hotel restaurant present letter",
  ),
);
/** Sports and games, played with no article: 'play football'. */
export const SPORTS: ReadonlySet<string> = set(
  "football soccer tennis basketball volleyball baseball golf hockey rugby cricket badminton handball netball chess",
);
/** Meals, eaten with no article: 'have breakfast', 'after lunch'. */
export const MEALS: ReadonlySet<string> = set("breakfast lunch dinner supper brunch");
/** Abstract nouns a learner uses for the thing in general, with no article: 'Love is...', 'Life is short'. */
export const GENERAL_NOUNS: ReadonlySet<string> = set(
  "love life happiness friendship money nature success freedom health education knowledge honesty peace",
);
