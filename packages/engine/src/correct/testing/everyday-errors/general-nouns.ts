import type { EverydayErrorKind } from "./types";

/** 'the' before an abstract noun meant in general, as a statement's subject: 'The friendship is important' → 'Friendship is important'. */
export const GENERAL_NOUN_ERRORS: EverydayErrorKind = {
  kind: "the before an idea in general",
  wrong: [
    ["Nowadays, the pollution is a serious problem.", "Nowadays, pollution is a serious problem."],
    ["On the other hand, the money can't buy love.", "On the other hand, money can't buy love."],
    ["The friendship is the most important thing for me.", "Friendship is the most important thing for me."],
    ["The money can't buy happiness.", "Money can't buy happiness."],
    ["The pollution is a serious problem in big cities.", "Pollution is a serious problem in big cities."],
    ["I believe the education is the key to a good future.", "I believe education is the key to a good future."],
    ["The kindness is free, but it means a lot.", "Kindness is free, but it means a lot."],
    ["The honesty is very important in a relationship.", "Honesty is very important in a relationship."],
    ["In my opinion, the violence is never the answer.", "In my opinion, violence is never the answer."],
    ["The poverty is a big problem in many countries.", "Poverty is a big problem in many countries."],
    ["The tourism brings a lot of money to our island.", "Tourism brings a lot of money to our island."],
    ["I think the health is more important than money.", "I think health is more important than money."],
    ["The unemployment is a problem for young people.", "Unemployment is a problem for young people."],
    ["The patience is a quality every teacher needs.", "Patience is a quality every teacher needs."],
    ["The freedom means different things to different people.", "Freedom means different things to different people."],
  ],
  right: [
    "For example, the money is in the bank.",
    "The friendship between them lasted for years.",
    "The money I saved is gone.",
    "She is the love of my life.",
    "The pollution in our river is getting worse.",
    "The technology is based on a tiny chip.",
    "The education my parents gave me was the best.",
    "The money is on the table.",
    "The health of our children matters most.",
    "The violence in the film was shocking.",
    "Friendship is important to everyone.",
    "The poverty they saw changed them.",
    "The freedom of the press is important.",
    "The patience of our teacher is amazing.",
  ],
};
