/**
 * What the engine thread assesses once before the product says it is running, so that a teacher's
 * first essay is as quick as the next ones. Written for Redpen, never an essay of a user: a B2 essay
 * of four paragraphs with a topic and the everyday mistakes a class makes (agreement, spelling,
 * tense, 'if … would'), so that the rules, the word lists, the grading model and the topic's check
 * all load and run once. A short, uniform text left about 400 ms of that to the first real essay.
 */
export const WARM_ESSAY = {
  certificateId: "cambridge-b2-first:essay",
  topic: "Is it better to live in a city or in the countryside?",
  text: `Some people believes that living in a big city is better than living in the countryside. In my opinion, both have advantages and disadvantages, although I prefer the city.

Firstly, in the city there is more opportunities to find a good job. My cousin moved to London two years ago and now he works in a bank. He didnt had a car, but the public transport is very good, so he can go everywhere easily. Moreover, there are many museums, cinemas and restaurants, wich makes life more interesting.

On the other hand, cities are noisy and the air is often polluted. When I visited my grandparents last summer, I realised how quiet and relaxing the countryside can be. We walked in the forest every day and I slept much better than at home. If I would live there, I would be healthier.

To sum up, I think that the city is the best place for young people, because it offers more chances to study and to meet new friends. However, when they get older, many people decide to move to a smaller town.`,
};
