/** A B2 First essay with a few learner mistakes, written for these tests. */
export const SAMPLE_ESSAY =
  "Nowadays many people thinks that public transport is the best way to travel in big cities. In my opinion, it have many advantages but also some problems.\n\n" +
  "Firstly, buses and trains are cheaper than cars and they dont pollute so much. Secondly, you can read a book or relax while you travel, which is impossible when you drive.\n\n" +
  "However, public transport is often crowded and late. For example, yesterday I waited fourty minutes for the bus to my school.\n\n" +
  "To conclude, I believe that goverments should invest more money in public transport because it is good for everyone.";

export const SAMPLE_TOPIC = "Is public transport the best way to travel in cities?";

/** The certificate of the sample essay, as an essay stores it. */
export const SAMPLE_CERTIFICATE = { name: "Cambridge B2 First", cefr_level: "B2", format: "essay" };

/** Two short pages of a handwritten essay, for photo tests: each is read on its own. */
export const SAMPLE_PAGES = [
  "Last summer I went to the seaside with my family. We stayed in a small hotel near the beach and we swimmed every morning.",
  "On the last day it was raining, so we visited a museum about old ships. It was the most interesting day of the holiday.",
];

/** About 300 words (the B2 First essay and two more paragraphs), for timing a correction of a full-length essay. */
export const SAMPLE_ESSAY_300_WORDS = [
  ...SAMPLE_ESSAY.split("\n\n").slice(0, 3),
  "Another important point is safety. In my city the buses are modern and the drivers are very careful, so parents feel calm when their children travels alone to school. On the other hand, at night some stations are dark and empty, and many womens do not like to wait there. The city council should put more lights and cameras in these places, and maybe a guard in the biggest stations. Last winter my sister had a bad experience at the central station, and since then she always takes a taxi when she comes home late.",
  "Finally, we must think about the future. The population of cities is growing every year, and if everybody use a car, the streets will be full of traffic jams and the air will be dirty. A good network of trams, metro lines and bicycle paths is the only solution I can imagine. It is also cheaper for families, because a car costs a lot of money for petrol, insurance and parking. When I will be older, I want to live in a city where I dont need a car at all, and I hope that my children will grow up breathing clean air in a quiet and friendly place.",
  SAMPLE_ESSAY.split("\n\n")[3]!,
].join("\n\n");
