import type { EverydayErrorKind } from "./types";

/** 'most of' (or 'the most of') before a noun with no determiner: 'most teenagers', 'most of the teenagers'. */
export const MOST_OF_ERRORS: EverydayErrorKind = {
  kind: "most of before a bare noun",
  wrong: [
    ["Most of teenagers spend hours on their phones.", "Most teenagers spend hours on their phones."],
    ["The most of people in my country speak two languages.", "Most people in my country speak two languages."],
    ["I think most of students prefer online lessons.", "I think most students prefer online lessons."],
    ["In the past, most of families had a lot of children.", "In the past, most families had a lot of children."],
    ["Most of young people don't read newspapers.", "Most young people don't read newspapers."],
    ["The most of tourists come in August.", "Most tourists come in August."],
    ["My aunt says that most of parents worry too much.", "My aunt says that most parents worry too much."],
    ["We visited most of museums in the city.", "We visited most museums in the city."],
    ["Most of children love animals.", "Most children love animals."],
    ["The most of shops close at eight.", "Most shops close at eight."],
    ["He believes that most of politicians are honest.", "He believes that most politicians are honest."],
    ["Most of old buildings here were built in the 1800s.", "Most old buildings here were built in the 1800s."],
  ],
  right: [
    "Most of the teenagers in my class have a phone.",
    "Most of them were tired after the trip.",
    "Most of my friends live in the city centre.",
    "It was the most important day of my life.",
    "The most popular sport here is football.",
    "We made the most of the sunny weather.",
    "Most of these problems can be solved.",
    "Most of us walk to school.",
    "Most of Spain was very hot last summer.",
    "Most of what he said was true.",
    "Most people like music.",
    "She worked hard for most of her life.",
    "Most of all, I want to be happy.",
    "Most of the time we stay at home.",
    "They spent most of Sunday in the garden.",
  ],
};
