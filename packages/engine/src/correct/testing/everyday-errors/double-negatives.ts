import type { EverydayErrorKind } from "./types";

/**
 * Two negatives in one clause: 'I don't know nothing' → 'I don't know anything', 'Nobody didn't
 * say anything' → 'Nobody said anything'. 'Nothing didn't change' is one too: 'Nothing changed'.
 */
export const DOUBLE_NEGATIVE_ERRORS: EverydayErrorKind = {
  kind: "double negatives",
  wrong: [
    ["In my family nobody never cooks on Sundays.", "In my family nobody ever cooks on Sundays."],
    ["We haven't never seen snow.", "We have never seen snow."],
    ["You can't never trust him.", "You can never trust him."],
    ["Nobody said nothing about the party.", "Nobody said anything about the party."],
    ["No one gave us nothing to eat.", "No one gave us anything to eat."],
    ["I don't know nothing about football.", "I don't know anything about football."],
    ["Nobody didn't say anything at dinner.", "Nobody said anything at dinner."],
    ["We didn't see nobody in the street.", "We didn't see anybody in the street."],
    ["My parents never told me nothing about it.", "My parents never told me anything about it."],
    ["She can't find her passport nowhere.", "She can't find her passport anywhere."],
    ["Nothing didn't change after the meeting.", "Nothing changed after the meeting."],
    ["I haven't got no money left.", "I haven't got any money left."],
    ["He doesn't want to eat nothing today.", "He doesn't want to eat anything today."],
    ["Nobody doesn't like holidays.", "Nobody likes holidays."],
    ["There isn't nothing to do in my village.", "There isn't anything to do in my village."],
    ["They didn't invite no one from our class.", "They didn't invite anyone from our class."],
    ["No one can't stop the rain.", "No one can stop the rain."],
    ["I didn't buy none of the books.", "I didn't buy any of the books."],
    ["My dad doesn't like no modern music.", "My dad doesn't like any modern music."],
  ],
  right: [
    "Nobody ever calls me.",
    "No one ever visits us.",
    "I never said that.",
    "Nobody works for nothing.",
    "Nothing compares to home.",
    "I don't know anything about football.",
    "Nobody said anything at dinner.",
    "It's not nothing, it's a real problem.",
    "I didn't travel all this way for nothing.",
    "Don't take no for an answer.",
    "There is nothing I didn't try.",
    "Nothing changed after the meeting.",
    "I can't say no to chocolate.",
    "We didn't go anywhere last weekend.",
    "Nobody knows the answer.",
    "He never eats anything in the morning.",
    "You can't get something for nothing.",
    "Nothing is impossible.",
    "I don't think anyone noticed.",
    "I don't say no to ice cream.",
    "He doesn't like anything spicy.",
  ],
};
