// Learner essays that the engine's tests and the api's tests both send: the api's tests check that
// the engine's answer for them is stored, the engine's tests what that answer says.

/** A learner essay written for the tests: within the B2 First essay's 140 to 190 words, with a few mistakes to correct. */
export const ESSAY_TEXT = [
  "Last summer I go to the mountains with my family. We was staying in a small wooden house near a lake, and every morning we walked for hours before breakfast.",
  "Some people say that a holiday in a big city is more exciting, because there are museums, shops and restaurants everywhere. I understand this opinion, but I do not agree with it. In my experience, cities are noisy and crowded, and after a week you feel more tired than before.",
  "In nature, on the other hand, you can relax and breath fresh air all day long. You also spend more time with the people you love, because there is no television and the internet is often slow. My brother and I played cards every evening and we talked a lot with our parents.",
  "To sum up, I think that holidays in nature is better than holidays in a city. They are cheaper, healthier and they help families to become closer. Next year I would like to go camping with my friends.",
].join("\n\n");

/** A B2 First essay with a few learner mistakes, written for these tests. */
export const SAMPLE_ESSAY =
  "Nowadays many people thinks that public transport is the best way to travel in big cities. In my opinion, it have many advantages but also some problems.\n\n" +
  "Firstly, buses and trains are cheaper than cars and they dont pollute so much. Secondly, you can read a book or relax while you travel, which is impossible when you drive.\n\n" +
  "However, public transport is often crowded and late. For example, yesterday I waited fourty minutes for the bus to my school.\n\n" +
  "To conclude, I believe that goverments should invest more money in public transport because it is good for everyone.";

/** Two short pages of a handwritten essay, for photo tests: each is read on its own. */
export const SAMPLE_PAGES = [
  "Last summer I went to the seaside with my family. We stayed in a small hotel near the beach and we swimmed every morning.",
  "On the last day it was raining, so we visited a museum about old ships. It was the most interesting day of the holiday.",
];

/** A printed page with one learner mistake ("we was staying"), for a photo essay read and corrected. */
export const GRANDMOTHER_PAGE =
  "My grandmother lives in a quiet village by the sea. Last summer we was staying with her, and we swam in the cold water every morning.";

/** Two sentences with learner mistakes: a text too short to grade, but corrected all the same. */
export const SHORT_TEXT = "I has a dog. He are very nice and I like him.";
