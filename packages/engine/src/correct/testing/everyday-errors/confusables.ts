import type { EverydayErrorKind } from "./types";

/**
 * Words that sound alike and are confused, read by their context: their/there/they're, its/it's,
 * your/you're, then/than, whose/who's, to/too, lose/loose, affect/effect, advice/advise,
 * quite/quiet, were/where. One error a sentence.
 */
export const CONFUSABLE_ERRORS: EverydayErrorKind = {
  kind: "confusables",
  wrong: [
    // their / there / they're
    ["Children spend hours looking at they're screens.", "Children spend hours looking at their screens."],
    ["My cousins sold there house last year.", "My cousins sold their house last year."],
    ["I think their going to win the match.", "I think they're going to win the match."],
    ["The students forgot there books at home.", "The students forgot their books at home."],
    ["My parents say they're jobs are stressful.", "My parents say their jobs are stressful."],
    // its / it's
    ["Look outside, its raining again.", "Look outside, it's raining again."],
    ["The company pays it's workers very little.", "The company pays its workers very little."],
    ["I like this town because its quiet and clean.", "I like this town because it's quiet and clean."],
    ["The city has lost it's charm.", "The city has lost its charm."],
    // your / you're
    ["Thank you for the gift, your welcome to visit us.", "Thank you for the gift, you're welcome to visit us."],
    ["Please turn off you're phone in class.", "Please turn off your phone in class."],
    ["I hope your feeling better today.", "I hope you're feeling better today."],
    ["If your tired, you should go to bed early.", "If you're tired, you should go to bed early."],
    // then / than
    [
      "Living in a city is more expensive then living in a village.",
      "Living in a city is more expensive than living in a village.",
    ],
    ["My brother is taller then my father.", "My brother is taller than my father."],
    ["Cycling is healthier then driving to work.", "Cycling is healthier than driving to work."],
    ["I would rather stay home then go to the party.", "I would rather stay home than go to the party."],
    // whose / who's
    ["I don't know who's book this is.", "I don't know whose book this is."],
    ["Whose coming to the concert tonight?", "Who's coming to the concert tonight?"],
    ["She is the girl who's father owns the bakery.", "She is the girl whose father owns the bakery."],
    // to / too
    ["This phone is to expensive for a student.", "This phone is too expensive for a student."],
    ["I want too go to the beach this summer.", "I want to go to the beach this summer."],
    ["We arrived at the station to late to catch the train.", "We arrived at the station too late to catch the train."],
    ["My sister likes football and I like it to.", "My sister likes football and I like it too."],
    ["Many teenagers spend to much time online.", "Many teenagers spend too much time online."],
    // lose / loose
    ["I don't want to loose my job.", "I don't want to lose my job."],
    ["If we don't train, we will loose the match.", "If we don't train, we will lose the match."],
    ["My trousers are too lose since I started running.", "My trousers are too loose since I started running."],
    // affect / effect
    ["Noise from the road effects my sleep.", "Noise from the road affects my sleep."],
    ["The affect of social media on young people is huge.", "The effect of social media on young people is huge."],
    ["Pollution has a bad affect on our health.", "Pollution has a bad effect on our health."],
    ["Bad weather can effect the harvest.", "Bad weather can affect the harvest."],
    // advice / advise
    ["Can you advice me on which course to take?", "Can you advise me on which course to take?"],
    ["My teacher gave me some good advise.", "My teacher gave me some good advice."],
    ["Thank you for your advise about the interview.", "Thank you for your advice about the interview."],
    ["I advice you to book the hotel early.", "I advise you to book the hotel early."],
    // quite / quiet
    ["The library was very quite this morning.", "The library was very quiet this morning."],
    ["The food at the festival was quiet good.", "The food at the festival was quite good."],
    ["We live in a quite street near the park.", "We live in a quiet street near the park."],
    // were / where
    ["Where you at the meeting yesterday?", "Were you at the meeting yesterday?"],
    ["We where happy to see our grandparents again.", "We were happy to see our grandparents again."],
    ["This is the village were my mother grew up.", "This is the village where my mother grew up."],
    ["I don't know were my keys are.", "I don't know where my keys are."],
  ],
  right: [
    "They're looking at their screens over there.",
    "There are too many cars in the city centre.",
    "Their house is near the river.",
    "Is there a bus to the airport?",
    "They're very kind to their neighbours.",
    "The town is proud of its own football team.",
    "It's its own little world.",
    "It's raining, so the dog stays in its bed.",
    "You're right about the price of your ticket.",
    "You're welcome to stay with us.",
    "Your parents must be proud of you.",
    "This coffee is too hot for me.",
    "I'd like to come too.",
    "Me too!",
    "We walk to school together.",
    "Prices are higher than ever.",
    "We had lunch and then we went to the museum.",
    "Back then, there was no internet.",
    "Who's there?",
    "Whose is it?",
    "Whose phone is ringing?",
    "In summer I wear loose clothes.",
    "Screens have an effect on children's sleep.",
    "Stress can affect people of all ages.",
    "She gave me some advice on my essay.",
    "I advise you to save some money.",
    "We spent quite a lot on the holiday.",
    "My grandmother lives in a quiet street.",
    "Where were you last night?",
    "This is the town where I live.",
    "They were tired after the long journey.",
    "It is quite cold today, so be quiet and stay inside.",
    "To be honest, I lost my phone too.",
    "I was too tired to go out.",
    "Where I live, there is a lot of traffic.",
  ],
};
