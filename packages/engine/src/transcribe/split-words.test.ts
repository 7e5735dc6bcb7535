import { describe, expect, it } from "vitest";
import type { LineImage, LineReading, ReadCharacter } from "./recognise-line";
import { splitWords } from "./split-words";

const HEIGHT = 48;
/** Each character is drawn as a block of ink this wide, its middle at its `x`. */
const GLYPH = 12;

/**
 * A line image with a block of ink for each character, laid out from `spaced`: a letter takes 14
 * px (12 of ink and 2 of paper), "_" adds a narrow gap of 3 px, "~" a close call of 7 px, a space
 * a clear gap of 14 px. The recogniser's own spaces are given as `spoken` (indices of letters
 * after which it read one).
 */
function line(
  spaced: string,
  { probability = 0.99, spoken = [] as number[], struck = undefined as [number, number] | undefined } = {},
): LineReading {
  const characters: ReadCharacter[] = [];
  let x = 10;
  for (const mark of spaced) {
    if (mark === "_") x += 3;
    else if (mark === "~") x += 7;
    else if (mark === " ") x += 14;
    else {
      characters.push({ text: mark, probability, x: x + GLYPH / 2, spaceBefore: 0 });
      x += GLYPH + 2;
    }
  }
  for (const index of spoken) characters[index + 1]!.spaceBefore = 0.9;
  const width = x + 10;
  const pixels = new Uint8Array(width * HEIGHT).fill(255);
  for (const character of characters)
    for (let y = 8; y < 40; y++)
      for (let u = Math.round(character.x - GLYPH / 2); u < Math.round(character.x + GLYPH / 2); u++)
        pixels[y * width + u] = 20;
  // A stroke through the letters from the `struck[0]`-th to the `struck[1]`-th, as a student crosses a word out.
  if (struck)
    for (
      let u = Math.round(characters[struck[0]]!.x - GLYPH / 2 - 2);
      u < characters[struck[1]]!.x + GLYPH / 2 + 2;
      u++
    )
      for (const y of [22, 23, 24]) pixels[y * width + u] = 20;
  const region = { centreX: width / 2, centreY: HEIGHT / 2, angle: 0, length: width, thickness: HEIGHT, score: 1 };
  const image: LineImage = { region, pixels, width, height: HEIGHT, stretch: 1 };
  return { line: image, characters };
}

const page = { width: 2000, height: 2000 };
const texts = (reading: LineReading) => splitWords(reading, page).map((word) => word.text);

describe("splitWords", () => {
  it("puts a space where the writing leaves a clear gap, and where the recogniser read one", () => {
    expect(texts(line("I think so"))).toEqual(["I", "think", "so"]);
    expect(texts(line("Ithink", { spoken: [0] }))).toEqual(["I", "think"]);
  });

  it("keeps the letters of a word together across narrow gaps", () => {
    expect(texts(line("r_e_p_a_i_r"))).toEqual(["repair"]);
  });

  it("puts no space before a comma or a full stop, nor after an opening bracket, however wide the gap", () => {
    expect(texts(line("late , then ( really ) ."))).toEqual(["late,", "then", "(really)."]);
  });

  it("decides a close call by the words it makes, never changing a letter", () => {
    expect(texts(line("wil~l agree"))).toEqual(["will", "agree"]);
    expect(texts(line("small~house"))).toEqual(["small", "house"]);
    expect(texts(line("T~he"))).toEqual(["The"]);
    // A learner's misspelling stays as written, whether the gap parts it or not.
    expect(texts(line("becuase~I"))).toEqual(["becuase", "I"]);
  });

  it("parts two words that together are no word even across a narrow gap", () => {
    expect(texts(line("there_screens"))).toEqual(["there", "screens"]);
    expect(texts(line("a_lot"))).toEqual(["alot"]);
    // Nor a common word the learner misspelt, however its letters fall into words ("use full").
    expect(texts(line("use_full and in~formations"))).toEqual(["usefull", "and", "informations"]);
    // Nor is a learner's own form parted where its ending reads as a word ("swim med").
    expect(texts(line("swim_med every"))).toEqual(["swimmed", "every"]);
    // A short word after a word is parted however narrow the gap, unless together they are a common word.
    expect(texts(line("have_a fora month_is them_to area"))).toEqual([
      "have",
      "a",
      "for",
      "a",
      "month",
      "is",
      "them",
      "to",
      "area",
    ]);
    expect(texts(line("every_one in_to"))).toEqual(["everyone", "into"]);
    // Nor a name, nor a piece of a longer word.
    expect(texts(line("Ann_a Ross_i interest_in_g"))).toEqual(["Anna", "Rossi", "interesting"]);
    // A short word before a word is how learners join words themselves: it stays as written.
    expect(texts(line("a_lot"))).toEqual(["alot"]);
  });

  it("gives a word its least sure letter's confidence, lower for a word no dictionary knows", () => {
    const words = splitWords(line("my freind", { probability: 0.95 }), page);
    expect(words.map((word) => word.confidence)).toEqual([0.95, 0.75]);
  });

  it("shows a lone letter other than a and I unsure: a piece of a word, or a stroke read as a letter", () => {
    const words = splitWords(line("T he took a pen, I think n", { probability: 0.95 }), page);
    expect(words.map((word) => [word.text, word.confidence])).toEqual([
      ["T", 0.75],
      ["he", 0.95],
      ["took", 0.95],
      ["a", 0.95],
      ["pen,", 0.95],
      ["I", 0.95],
      ["think", 0.95],
      ["n", 0.75],
    ]);
  });

  it("leaves out a word the student crossed out", () => {
    // "I play played cards": the letters of "play" are the 2nd to the 5th.
    expect(texts(line("I play played cards", { struck: [1, 4] }))).toEqual(["I", "played", "cards"]);
    expect(texts(line("I play played cards"))).toEqual(["I", "play", "played", "cards"]);
    // A short word too: "I looked for around", "for" the 8th to the 10th letters.
    expect(texts(line("I looked for around", { struck: [7, 9] }))).toEqual(["I", "looked", "around"]);
  });

  it("takes nothing out for a stroke that ends inside a word: letters' own bars run together", () => {
    // "RIGHT", its "GH" (the 3rd and 4th letters) joined by a bar at their middle.
    expect(texts(line("IS RIGHT AND", { struck: [4, 5] }))).toEqual(["IS", "RIGHT", "AND"]);
  });

  it("places each word's box around its ink on the page", () => {
    const [first, second] = splitWords(line("I think"), page);
    expect(first!.box.x1).toBeLessThan(second!.box.x0);
    expect(second!.box.x1 - second!.box.x0).toBe(5 * 14 - 2);
  });
});
