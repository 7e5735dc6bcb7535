/**
 * A B2 essay written for Redpen's tests, as a teacher would paste it: about 260 words with twenty
 * everyday learner errors, one of each common kind, and the correction a teacher expects for each.
 */
export const EVERYDAY_ESSAY = `Do young people spend too much time on their phones?

Nowadays most students doesn't go anywhere without a smartphone. Yesterday my brother spend six hours looking at it, and my parents was very worried. In my opinion, phones are useful, but young people must to learn when to switch them off.

First of all, phones help us to stay in touch. Last year I have moved to a new city, and I talk with my old friends in WhatsApp every day. My cousin lives in Canada since 2019, so we also use video calls. I am looking forward to see her next summer.

On the other hand, many teenagers cannot control themselves. They're screens are always on, even during the lessons, and their marks get worse. My friend told me that she was very boring in class because she had slept only four hours. Her teacher gave her an advice: to leave the phone in the kitchen at night. It is quite difficult, but it is worth to try.

Another problem is that phones make people more lazy. Teenagers play less sports than before, and they don't enjoy to meet their friends in the park. If the government will do nothing, the situation will become more worse.

To sum up, I think phones are not bad in themselves. Young people have to do good decisions, and parents should explain them the risks. My mother is nurse, and she always says that health is the most important thing.`;

/** Each error as it stands in the essay, and what a teacher writes instead (any of several, when teachers differ). */
export const EVERYDAY_ESSAY_CORRECTIONS: readonly (readonly [wrong: string, ...corrected: string[]])[] = [
  ["most students doesn't go", "most students don't go"],
  ["my brother spend six hours", "my brother spent six hours"],
  ["my parents was very worried", "my parents were very worried"],
  ["young people must to learn", "young people must learn"],
  ["Last year I have moved", "Last year I moved"],
  ["my old friends in WhatsApp", "my old friends on WhatsApp"],
  ["My cousin lives in Canada since 2019", "My cousin has lived in Canada since 2019"],
  ["looking forward to see her", "looking forward to seeing her"],
  ["They're screens are", "Their screens are"],
  ["she was very boring in class", "she was very bored in class"],
  ["gave her an advice", "gave her some advice", "gave her a piece of advice", "gave her advice"],
  ["it is worth to try", "it is worth trying"],
  ["make people more lazy", "make people lazier"],
  ["play less sports", "play fewer sports"],
  ["don't enjoy to meet", "don't enjoy meeting"],
  ["If the government will do nothing", "If the government does nothing"],
  ["will become more worse", "will become worse"],
  ["have to do good decisions", "have to make good decisions"],
  ["explain them the risks", "explain the risks to them", "explain to them the risks"],
  ["My mother is nurse", "My mother is a nurse"],
];
