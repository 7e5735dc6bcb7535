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
export const CARDINALS: ReadonlySet<string> = set(
  "two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety",
);
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

/** Adverbs that may stand between a subject and its verb: 'she often goes', 'does he really want'. */
/** 'be' in the present tense. */
export const PRESENT_BE: ReadonlySet<string> = set("am is are");
export const MID_POSITION_ADVERBS: ReadonlySet<string> = set(
  "always usually often never sometimes also really still just only even rarely seldom normally generally already",
);

export const SUBJECT_PRONOUNS: ReadonlySet<string> = set("i you he she it we they");
/** The subject pronouns that are never objects and name people: 'I', 'she', 'they' (not 'you', 'it'). */
export const SUBJECT_ONLY_PRONOUNS: ReadonlySet<string> = set("i he she we they");
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
/** Indefinite pronouns that take a singular verb: 'everyone has', 'nobody is'. */
export const INDEFINITE_PRONOUNS: ReadonlySet<string> = set(
  "someone somebody something anyone anybody anything everyone everybody everything nobody nothing",
);
/** Pronouns that are not personal pronouns: reflexive, possessive, indefinite and relative ones. */
export const OTHER_PRONOUNS: ReadonlySet<string> = union(
  INDEFINITE_PRONOUNS,
  set(
    "myself yourself himself herself itself ourselves yourselves themselves mine yours hers ours theirs who whom whoever none",
  ),
);

/** Verbs of thinking and saying, after which a clause with its own subject may begin without 'that': 'I think my brother is…'. */
export const THINKING_VERBS: ReadonlySet<string> = set(
  "think thinks thought believe believes believed feel feels felt say says said know knows knew hope hopes hoped guess suppose",
);

/** Conjunctions after which a new clause, with its own subject, begins. */
export const CLAUSE_OPENERS: ReadonlySet<string> = set(
  "and but so because when while although though then where as until before after if or",
);
/** Subordinating conjunctions: each opens a clause that depends on another ('because it rained'). */
export const SUBORDINATORS: ReadonlySet<string> = set(
  "after although as because before if once since though unless until when whenever where whereas whether while",
);
/** Relative pronouns: each opens a clause that tells more about a noun ('the friend who called'). */
export const RELATIVE_PRONOUNS: ReadonlySet<string> = set("that which who whom whose");

/** Words too common to say anything about a text's vocabulary or topic. */
export const STOP_WORDS: ReadonlySet<string> = set(
  "a an the and or but so of to in on at for with by from as is are was were be been am i you he she it we they my your his her its our their this that these those there here not no do does did have has had will would can could should must me him them us",
);

/** The kind of link a linking word makes between two ideas. */
export type LinkingKind = "addition" | "contrast" | "cause" | "example" | "sequence" | "opinion" | "conclusion";

/** Words and phrases that link ideas, from the most basic to the most advanced, each with its kind. */
const LINKING_TABLE: readonly (readonly [device: string, kind: LinkingKind])[] = [
  ["however", "contrast"],
  ["moreover", "addition"],
  ["furthermore", "addition"],
  ["in addition", "addition"],
  ["therefore", "cause"],
  ["consequently", "cause"],
  ["as a result", "cause"],
  ["firstly", "sequence"],
  ["secondly", "sequence"],
  ["finally", "sequence"],
  ["in conclusion", "conclusion"],
  ["to sum up", "conclusion"],
  ["on the other hand", "contrast"],
  ["for example", "example"],
  ["for instance", "example"],
  ["although", "contrast"],
  ["whereas", "contrast"],
  ["nevertheless", "contrast"],
  ["besides", "addition"],
  ["in my opinion", "opinion"],
  ["on the one hand", "contrast"],
  ["to begin with", "sequence"],
  ["what is more", "addition"],
  ["because", "cause"],
  ["but", "contrast"],
  ["so", "cause"],
  ["also", "addition"],
  ["then", "sequence"],
  ["first of all", "sequence"],
  ["in fact", "addition"],
  ["while", "contrast"],
  ["instead", "contrast"],
  ["otherwise", "contrast"],
  ["overall", "conclusion"],
];
/** The linking words and phrases, in the table's order. */
export const LINKING_DEVICES: readonly string[] = LINKING_TABLE.map(([device]) => device);
/** Each linking word's kind. */
export const LINKING_KIND: ReadonlyMap<string, LinkingKind> = new Map(LINKING_TABLE);
/** The linking words every learner uses first. */
export const BASIC_LINKING_DEVICES: ReadonlySet<string> = set("and but so because also then");

/** Nouns that have no plural and take no 'a': 'some advice', never 'an advice'. */
export const UNCOUNTABLE_NOUNS: ReadonlySet<string> = set(
  "advice information furniture equipment luggage baggage homework housework knowledge news progress research evidence traffic weather money music accommodation clothing feedback fun garbage rubbish health jewellery jewelry leisure machinery mail poetry pollution scenery software stuff transport",
);
/** Jobs: 'she works as a nurse', 'my mother is a nurse'. */
export const JOB_NOUNS: ReadonlySet<string> = set(
  "teacher doctor nurse engineer lawyer waiter waitress singer actor actress musician writer journalist policeman farmer volunteer cook chef driver secretary receptionist cashier mechanic builder pilot soldier dentist vet designer programmer manager assistant cleaner babysitter guide translator photographer policewoman architect scientist artist dancer painter accountant electrician plumber firefighter fireman hairdresser baker butcher postman carpenter footballer athlete astronaut interpreter businessman businesswoman pharmacist surgeon psychologist librarian tailor fisherman gardener housewife shopkeeper salesman saleswoman officer detective lecturer economist politician veterinarian",
);
/** Nouns for a person's job, role, family or age: 'when I was a child', 'she is a teacher'. Always countable. */
export const PERSON_NOUNS: ReadonlySet<string> = union(
  JOB_NOUNS,
  set(
    "child teenager student pupil boy girl baby kid tourist member friend person man woman parent mother father brother sister son daughter wife husband cousin uncle aunt grandmother grandfather",
  ),
);
/** Adverbs of degree before an adjective: 'very bored', 'really interesting'. */
export const DEGREE_ADVERBS: ReadonlySet<string> = set(
  "very so really quite too extremely rather pretty completely totally incredibly terribly",
);
/**
 * Nouns uncountable in most uses that take 'a' or a plural in some: 'much water' but 'a water'
 * (a bottle of it), 'much help' but 'a great help'. Never 'many water'.
 */
export const MASS_NOUNS: ReadonlySet<string> = set(
  "water milk juice sugar salt bread rice meat butter cheese oil petrol electricity air space sleep time energy patience luck help work vocabulary behaviour behavior noise damage violence stress coffee tea",
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
    "country city town village smile relationship place house flat school university job idea day week month year trip holiday journey film book story problem question decision opportunity party game hotel restaurant car bike computer phone present letter guy song band moment thing model app building street road park beach island museum shop market church castle bridge station airport hospital example answer choice mistake solution method situation event festival concert programme program website machine gift meal dish recipe hobby habit career lesson test exam course dream goal plan novel poem picture photo painting match team tour view animal dog cat bird horse garden kitchen bedroom neighbourhood neighborhood language subject teacher player voice apartment office area product movie weekend evening",
  ),
);

/**
 * Nouns plural in form but singular in use ('the news was', 'physics is'), or an amount taken as
 * one ('two years was a long time'): never a plural subject.
 */
export const NOT_PLURAL_NOUNS: ReadonlySet<string> = set(
  "news physics mathematics maths economics politics athletics gymnastics ethics statistics linguistics electronics genetics aerobics series species means measles diabetes billiards darts lens police media data headquarters miles kilometres kilometers metres meters kilos pounds percent degrees",
);
/**
 * Nouns that take a singular or a plural verb ('the staff is/are', 'my family is/are', 'the fish
 * are'), and quantity nouns whose verb agrees with what follows 'of' ('a lot of', 'the majority of').
 */
export const EITHER_NUMBER_NOUNS: ReadonlySet<string> = set(
  "staff police government family team media public crew class audience duo trio portion share fraction part committee company band club army jury council couple group majority minority population management board community generation crowd orchestra press rest total variety range series species fish sheep deer aircraft offspring salmon headquarters means data kind sort type pair number lot bunch half percentage proportion plenty amount",
);
/** Sports and games, played with no article: 'play football'. */
export const SPORTS: ReadonlySet<string> = set(
  "football soccer tennis basketball volleyball baseball golf hockey rugby cricket badminton handball netball chess",
);
/** Meals, eaten with no article: 'have breakfast', 'after lunch'. */
export const MEALS: ReadonlySet<string> = set("breakfast lunch dinner supper brunch");
/** Abstract nouns a learner uses for the thing in general, with no article: 'Love is...', 'Life is short'. */
export const GENERAL_NOUNS: ReadonlySet<string> = set(
  "love life happiness friendship money nature success freedom health education knowledge honesty peace pollution violence poverty unemployment patience kindness courage jealousy loneliness racism globalisation globalization tourism wealth fame corruption democracy equality",
);
