import type { EverydayErrorKind } from "./types";

export const FIXED_PHRASE_ERRORS: EverydayErrorKind = {
  kind: "fixed phrases",
  wrong: [
    ["He is the greatest footballer of the all time.", "He is the greatest footballer of all time."],
    ["This is the funniest film of all times.", "This is the funniest film of all time."],
    ["My little brother plays computer games all time.", "My little brother plays computer games all the time."],
    [
      "She complains about her job all time, but she never leaves.",
      "She complains about her job all the time, but she never leaves.",
    ],
    ["We were laughing all time during the film.", "We were laughing all the time during the film."],
    ["At the end, we decided to stay at home.", "In the end, we decided to stay at home."],
    [
      "We argued for hours, but at the end, my father agreed.",
      "We argued for hours, but in the end, my father agreed.",
    ],
    ["According to me, homework should be shorter.", "In my opinion, homework should be shorter."],
    ["On my opinion, the city needs more buses.", "In my opinion, the city needs more buses."],
    [
      "In my point of view, school uniforms are a good idea.",
      "From my point of view, school uniforms are a good idea.",
    ],
    [
      "In the contrary, the second hotel was cheap and clean.",
      "On the contrary, the second hotel was cheap and clean.",
    ],
    ["As a conclusion, both options have advantages.", "In conclusion, both options have advantages."],
    [
      "I was cooking and talking on the phone in the same time.",
      "I was cooking and talking on the phone at the same time.",
    ],
    ["In the same time, prices keep going up.", "At the same time, prices keep going up."],
    ["He treats his dog at the same way as his children.", "He treats his dog in the same way as his children."],
  ],
  right: [
    "Keep your passport with you at all times.",
    "She is the greatest singer of all time.",
    "Prices reached an all-time high last month.",
    "The film became one of the best of all time.",
    "I think about you all the time.",
    "At the end of the day, money is not everything.",
    "At the end of the film, the hero goes home.",
    "We sat at the end of the table.",
    "In the end, we stayed at home.",
    "He waited at the end, near the door.",
    "In my opinion, homework should be shorter.",
    "According to my teacher, the test is easy.",
    "From my point of view, uniforms are useful.",
    "On the contrary, it was cheap.",
    "In conclusion, both options have advantages.",
    "We arrived at the same time.",
    "They live in the same time zone as us.",
    "She solved it in the same way.",
    "It was the worst storm of all time, and nobody forgot it.",
    "At the end, there is a small garden.",
  ],
};
