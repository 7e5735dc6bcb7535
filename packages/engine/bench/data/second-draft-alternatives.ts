import type { BenchDraft } from "./second-drafts";

/**
 * One-sentence drafts written for the second-draft benchmark (none taken from a data set), one mark
 * each: first, students fixing a mark correctly in other words than the expected correction (another
 * verb or tense, agreement by another subject, another article, preposition or word, a rephrased
 * clause, a split sentence, a contraction written out); then look-alikes of the same sentences,
 * changed but still wrong ('have saw', 'liking', "There's many", 'travels'), or changed around
 * the mark and not at it (untouched: the marked words are as they were).
 */
export const ALTERNATIVE_DRAFTS: BenchDraft[] = [
  {
    name: "alternative 1: friend [have] sent",
    first: "Last month my friend have sent me a long letter from Spain.",
    second: "Last month my friend sent me a long letter from Spain.",
    marks: [{ at: "friend [have] sent", replacement: "has", person: "fixed" }],
  },
  {
    name: "alternative 2: we [go] to",
    first: "Yesterday we go to the cinema with our cousins.",
    second: "Yesterday we drove to the cinema with our cousins.",
    marks: [{ at: "we [go] to", replacement: "went", person: "fixed" }],
  },
  {
    name: "alternative 3: sister [like] playing",
    first: "My sister like playing tennis after school.",
    second: "My sister loves playing tennis after school.",
    marks: [{ at: "sister [like] playing", replacement: "likes", person: "fixed" }],
  },
  {
    name: "alternative 4: children [was] playing",
    first: "In the garden the children was playing football.",
    second: "In the garden the child was playing football.",
    marks: [{ at: "children [was] playing", replacement: "were", person: "fixed" }],
  },
  {
    name: "alternative 5: bought [a] apple",
    first: "At the market I bought a apple and some bread.",
    second: "At the market I bought the apple and some bread.",
    marks: [{ at: "bought [a] apple", replacement: "an", person: "fixed" }],
  },
  {
    name: "alternative 6: arrived [to] the",
    first: "We arrived to the station very late at night.",
    second: "We reached the station very late at night.",
    marks: [{ at: "arrived [to] the", replacement: "at", person: "fixed" }],
  },
  {
    name: "alternative 7: made a [travel]",
    first: "Last year I made a travel to London with my class.",
    second: "Last year I went on a journey to London with my class.",
    marks: [{ at: "made a [travel]", replacement: "trip", person: "fixed" }],
  },
  {
    name: "alternative 8: raining, [but ]we",
    first: "Although it was raining, but we went out for a walk.",
    second: "It was raining, but we went out for a walk.",
    marks: [{ at: "raining, [but ]we", replacement: "", person: "fixed" }],
  },
  {
    name: "alternative 9: tired[,] I went",
    first: "I was very tired, I went to bed early.",
    second: "I was very tired. I went to bed early.",
    marks: [{ at: "tired[,] I went", replacement: ";", person: "fixed" }],
  },
  {
    name: "alternative 10: brother [don't] like",
    first: "My brother don't like vegetables at all.",
    second: "My brother does not like vegetables at all.",
    marks: [{ at: "brother [don't] like", replacement: "doesn't", person: "fixed" }],
  },
  {
    name: "alternative 11: married [with] a",
    first: "My aunt is married with a doctor from Rome.",
    second: "My aunt married a doctor from Rome.",
    marks: [{ at: "married [with] a", replacement: "to", person: "fixed" }],
  },
  {
    name: "alternative 12: I [have seen] him",
    first: "I have seen him in town yesterday.",
    second: "I met him in town yesterday.",
    marks: [{ at: "I [have seen] him", replacement: "saw", person: "fixed" }],
  },
  {
    name: "alternative 13: There [is] many",
    first: "There is many reasons to learn a language.",
    second: "There are several reasons to learn a language.",
    marks: [{ at: "There [is] many", replacement: "are", person: "fixed" }],
  },
  {
    name: "alternative 14: Everybody [have] a",
    first: "Everybody have a phone in my class.",
    second: "Everyone owns a phone in my class.",
    marks: [{ at: "Everybody [have] a", replacement: "has", person: "fixed" }],
  },
  {
    name: "alternative 15: forward to [see] you",
    first: "I look forward to see you next summer.",
    second: "I hope to see you next summer.",
    marks: [{ at: "forward to [see] you", replacement: "seeing", person: "fixed" }],
  },
  {
    name: "alternative 16: depends [of] the",
    first: "The match depends of the weather tomorrow.",
    second: "The match depends upon the weather tomorrow.",
    marks: [{ at: "depends [of] the", replacement: "on", person: "fixed" }],
  },
  {
    name: "alternative 17: I [am living] in",
    first: "I am living in this town since 2015.",
    second: "I have been living in this town since 2015.",
    marks: [{ at: "I [am living] in", replacement: "have lived", person: "fixed" }],
  },
  {
    name: "alternative 18: is [more ]bigger",
    first: "Our new house is more bigger than the old one.",
    second: "Our new house is much bigger than the old one.",
    marks: [{ at: "is [more ]bigger", replacement: "", person: "fixed" }],
  },
  {
    name: "alternative 19: many [informations]",
    first: "The teacher gave us many informations about the exam.",
    second: "The teacher gave us many details about the exam.",
    marks: [{ at: "many [informations]", replacement: "information", person: "fixed" }],
  },
  {
    name: "alternative 20: can [sings] very",
    first: "My little sister can sings very well.",
    second: "My little sister sings very well.",
    marks: [{ at: "can [sings] very", replacement: "sing", person: "fixed" }],
  },
  {
    name: "alternative 21: explained [me ]the",
    first: "He explained me the rules of the game.",
    second: "He told me the rules of the game.",
    marks: [{ at: "explained [me ]the", replacement: "", person: "fixed" }],
  },
  {
    name: "alternative 22: didn't [went] to",
    first: "I didn't went to school on Monday.",
    second: "I stayed away from school on Monday.",
    marks: [{ at: "didn't [went] to", replacement: "go", person: "fixed" }],
  },
  {
    name: "alternative 23: good [in] mathematics",
    first: "She is good in mathematics and physics.",
    second: "She does well in mathematics and physics.",
    marks: [{ at: "good [in] mathematics", replacement: "at", person: "fixed" }],
  },
  {
    name: "alternative 24: When I [will finish] school",
    first: "When I will finish school, I want to travel.",
    second: "After I finish school, I want to travel.",
    marks: [{ at: "When I [will finish] school", replacement: "finish", person: "fixed" }],
  },
  {
    name: "look-alike 1: friend [have] sent",
    first: "Last month my friend have sent me a long letter from Spain.",
    second: "Last month my friend have send me a long letter from Spain.",
    marks: [{ at: "friend [have] sent", replacement: "has", person: "untouched" }],
  },
  {
    name: "look-alike 2: sister [like] playing",
    first: "My sister like playing tennis after school.",
    second: "My sister liking playing tennis after school.",
    marks: [{ at: "sister [like] playing", replacement: "likes", person: "wrong" }],
  },
  {
    name: "look-alike 3: children [was] playing",
    first: "In the garden the children was playing football.",
    second: "In the garden the childrens were playing football.",
    marks: [{ at: "children [was] playing", replacement: "were", person: "fixed" }],
  },
  {
    name: "look-alike 4: bought [a] apple",
    first: "At the market I bought a apple and some bread.",
    second: "At the market I bought a apples and some bread.",
    marks: [{ at: "bought [a] apple", replacement: "an", person: "untouched" }],
  },
  {
    name: "look-alike 5: brother [don't] like",
    first: "My brother don't like vegetables at all.",
    second: "My brother do not like vegetables at all.",
    marks: [{ at: "brother [don't] like", replacement: "doesn't", person: "wrong" }],
  },
  {
    name: "look-alike 6: I [have seen] him",
    first: "I have seen him in town yesterday.",
    second: "I have saw him in town yesterday.",
    marks: [{ at: "I [have seen] him", replacement: "saw", person: "wrong" }],
  },
  {
    name: "look-alike 7: There [is] many",
    first: "There is many reasons to learn a language.",
    second: "There's many reasons to learn a language.",
    marks: [{ at: "There [is] many", replacement: "are", person: "wrong" }],
  },
  {
    name: "look-alike 8: Everybody [have] a",
    first: "Everybody have a phone in my class.",
    second: "Everybody are having a phone in my class.",
    marks: [{ at: "Everybody [have] a", replacement: "has", person: "wrong" }],
  },
  {
    name: "look-alike 9: forward to [see] you",
    first: "I look forward to see you next summer.",
    second: "I look forward to saw you next summer.",
    marks: [{ at: "forward to [see] you", replacement: "seeing", person: "wrong" }],
  },
  {
    name: "look-alike 10: can [sings] very",
    first: "My little sister can sings very well.",
    second: "My little sister can singing very well.",
    marks: [{ at: "can [sings] very", replacement: "sing", person: "wrong" }],
  },
  {
    name: "look-alike 11: is [more ]bigger",
    first: "Our new house is more bigger than the old one.",
    second: "Our new house is most bigger than the old one.",
    marks: [{ at: "is [more ]bigger", replacement: "", person: "wrong" }],
  },
  {
    name: "look-alike 12: didn't [went] to",
    first: "I didn't went to school on Monday.",
    second: "I didn't gone to school on Monday.",
    marks: [{ at: "didn't [went] to", replacement: "go", person: "wrong" }],
  },
  {
    name: "look-alike 13: many [informations]",
    first: "The teacher gave us many informations about the exam.",
    second: "The teacher gave us an informations about the exam.",
    marks: [{ at: "many [informations]", replacement: "information", person: "untouched" }],
  },
  {
    name: "look-alike 14: we [go] to",
    first: "Yesterday we go to the cinema with our cousins.",
    second: "Yesterday we goes to the cinema with our cousins.",
    marks: [{ at: "we [go] to", replacement: "went", person: "wrong" }],
  },
  {
    name: "look-alike 15: I [am living] in",
    first: "I am living in this town since 2015.",
    second: "I am live in this town since 2015.",
    marks: [{ at: "I [am living] in", replacement: "have lived", person: "wrong" }],
  },
  {
    name: "look-alike 16: made a [travel]",
    first: "Last year I made a travel to London with my class.",
    second: "Last year I made a travels to London with my class.",
    marks: [{ at: "made a [travel]", replacement: "trip", person: "wrong" }],
  },
  {
    name: "look-alike 17: explained [me ]the",
    first: "He explained me the rules of the game.",
    second: "He explain me the rules of the game.",
    marks: [{ at: "explained [me ]the", replacement: "", person: "untouched" }],
  },
  {
    name: "look-alike 18: married [with] a",
    first: "My aunt is married with a doctor from Rome.",
    second: "My aunt is marry with a doctor from Rome.",
    marks: [{ at: "married [with] a", replacement: "to", person: "untouched" }],
  },
  {
    name: "look-alike 19: good [in] mathematics",
    first: "She is good in mathematics and physics.",
    second: "She is good on mathematics and physics.",
    marks: [{ at: "good [in] mathematics", replacement: "at", person: "wrong" }],
  },
  {
    name: "look-alike 20: When I [will finish] school",
    first: "When I will finish school, I want to travel.",
    second: "When I will finished school, I want to travel.",
    marks: [{ at: "When I [will finish] school", replacement: "finish", person: "wrong" }],
  },
  {
    name: "look-alike 21: arrived [to] the",
    first: "We arrived to the station very late at night.",
    second: "We arrive to the station very late at night.",
    marks: [{ at: "arrived [to] the", replacement: "at", person: "untouched" }],
  },
  {
    name: "look-alike 22: depends [of] the",
    first: "The match depends of the weather tomorrow.",
    second: "The match depend of the weather tomorrow.",
    marks: [{ at: "depends [of] the", replacement: "on", person: "untouched" }],
  },
];
