import type { EverydayErrorKind } from "./types";

export const CONDITIONAL_ERRORS: EverydayErrorKind = {
  kind: "'would' in the if-clause",
  wrong: [
    ["If I would have money, I would buy a new bike.", "If I had money, I would buy a new bike."],
    ["If I would be rich, I would travel the world.", "If I were rich, I would travel the world."],
    ["If she would know the answer, she would tell us.", "If she knew the answer, she would tell us."],
    ["If we would live in the city, we could go out more.", "If we lived in the city, we could go out more."],
    ["My parents would be happy if I would study medicine.", "My parents would be happy if I studied medicine."],
    ["If my brother would be here, he would help us.", "If my brother were here, he would help us."],
    ["If they would win the match, the town would celebrate.", "If they won the match, the town would celebrate."],
    ["If I would have known, I would have called you.", "If I had known, I would have called you."],
    ["If he would speak English, he could get a better job.", "If he spoke English, he could get a better job."],
    ["It would be easier if the bus would come more often.", "It would be easier if the bus came more often."],
    [
      "If it would be sunny tomorrow, we would go to the beach.",
      "If it were sunny tomorrow, we would go to the beach.",
    ],
  ],
  right: [
    "If you would like to come, please tell me.",
    "If you would be so kind as to close the door.",
    "I asked her if she would help me.",
    "I wonder if they would agree to it.",
    "If I had money, I would buy a new bike.",
    "If I were rich, I would travel the world.",
    "He said that if it rained, he would stay at home.",
    "If you would follow me, I will show you the room.",
    "I don't know if he would like it.",
    "If he would rather stay, that is fine.",
    "It would be nice if you would help me.",
    "If I had known, I would have called you.",
    "I'd be grateful if she would call me.",
    "It would help if they would stop talking.",
  ],
};
