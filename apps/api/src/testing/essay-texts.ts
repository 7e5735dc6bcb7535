import { SAMPLE_ESSAY, SAMPLE_PAGES } from "../../../../packages/engine/src/correct/testing/learner-essays";

// The learner essays are the engine's too: its tests check what it says of them.
export { SAMPLE_ESSAY, SAMPLE_PAGES };

export const SAMPLE_TOPIC = "Is public transport the best way to travel in cities?";

/** The certificate of the sample essay, as an essay stores it. */
export const SAMPLE_CERTIFICATE = {
  certificate_id: "cambridge-b2-first:essay",
  name: "Cambridge B2 First",
  cefr_level: "B2",
  format: "essay",
};

/** About 300 words (the B2 First essay and two more paragraphs), for timing a correction of a full-length essay. */
export const SAMPLE_ESSAY_300_WORDS = [
  ...SAMPLE_ESSAY.split("\n\n").slice(0, 3),
  "Another important point is safety. In my city the buses are modern and the drivers are very careful, so parents feel calm when their children travels alone to school. On the other hand, at night some stations are dark and empty, and many womens do not like to wait there. The city council should put more lights and cameras in these places, and maybe a guard in the biggest stations. Last winter my sister had a bad experience at the central station, and since then she always takes a taxi when she comes home late.",
  "Finally, we must think about the future. The population of cities is growing every year, and if everybody use a car, the streets will be full of traffic jams and the air will be dirty. A good network of trams, metro lines and bicycle paths is the only solution I can imagine. It is also cheaper for families, because a car costs a lot of money for petrol, insurance and parking. When I will be older, I want to live in a city where I dont need a car at all, and I hope that my children will grow up breathing clean air in a quiet and friendly place.",
  SAMPLE_ESSAY.split("\n\n")[3]!,
].join("\n\n");
