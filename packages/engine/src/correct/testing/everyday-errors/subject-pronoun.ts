import type { EverydayErrorKind } from "./types";

/**
 * 'me' in a subject of two people: 'my brother and me play' → 'my brother and I play'. A teacher
 * puts the other person first and 'I' last: 'Me and my friends went' → 'My friends and I went'.
 */
export const SUBJECT_PRONOUN_ERRORS: EverydayErrorKind = {
  kind: "me in a subject",
  wrong: [
    ["Him and his brother run a small shop.", "He and his brother run a small shop."],
    ["Her and her friends went to the beach.", "She and her friends went to the beach."],
    ["Her and me are sisters.", "She and I are sisters."],
    ["My brother and me play tennis every Sunday.", "My brother and I play tennis every Sunday."],
    ["Me and my friends went to the beach.", "My friends and I went to the beach."],
    ["Last summer my cousin and me visited Paris.", "Last summer my cousin and I visited Paris."],
    ["Anna and me are in the same class.", "Anna and I are in the same class."],
    ["Me and my sister always argue about the TV.", "My sister and I always argue about the TV."],
    ["When my dad and me arrived, the shop was closed.", "When my dad and I arrived, the shop was closed."],
    ["Me and Carlos will meet you at the station.", "Carlos and I will meet you at the station."],
    ["My best friend and me have known each other for years.", "My best friend and I have known each other for years."],
    ["Me and him were late for the bus.", "He and I were late for the bus."],
    ["I was happy because my mum and me won the competition.", "I was happy because my mum and I won the competition."],
    ["Me and my little brother share a bedroom.", "My little brother and I share a bedroom."],
    ["Tomorrow Peter and me can help you.", "Tomorrow Peter and I can help you."],
    ["I believe my cousin and me will win the race.", "I believe my cousin and I will win the race."],
    ["Mum said my sister and me can stay up late.", "Mum said my sister and I can stay up late."],
  ],
  right: [
    "I met him and his brother at the shop.",
    "Her and her sister's flat is small.",
    "We saw them and their dog in the park.",
    "The teacher asked him and me to stay.",
    "He called my brother and me yesterday.",
    "Between you and me, the film was boring.",
    "The teacher gave Anna and me a prize.",
    "She invited my sister and me to her wedding.",
    "My brother and I play tennis every Sunday.",
    "They waited for my dad and me at the door.",
    "It was a big day for my family and me.",
    "Me and my big mouth!",
    "Our parents let my sister and me stay up late.",
    "The dog followed my friends and me home.",
    "Who wants to come with Tom and me?",
    "Mum saw Carlos and me walking in the park.",
    "Mum saw my sister and me leave.",
    "I think my sister and I will win.",
  ],
};
