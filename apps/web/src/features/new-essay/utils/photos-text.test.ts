import type { PhotoReading } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { joinReadings, readPhotosText, rebasedPhotosText, withoutPage, withPage, type ReadPhoto } from "./photos-text";

/** A photo read as `text`, each word of it read with the confidence given (sure by default). */
function photo(imageId: string, text: string, unsure: readonly string[] = []): ReadPhoto {
  const words: PhotoReading["words"] = [];
  for (const match of text.matchAll(/\S+/g)) {
    words.push({
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
      confidence: unsure.includes(match[0]) ? 0.4 : 0.95,
      uncertain: unsure.includes(match[0]),
      box: { x0: 0, y0: 0, x1: 10, y1: 10 },
    });
  }
  return { imageId, reading: { uri: `/images/${imageId}/page`, width: 100, height: 100, text, words, problems: [] } };
}

describe("the photos' text", () => {
  it("joins the pages in order with a blank line, each page's words placed in the whole", () => {
    const { text, pages } = joinReadings([
      photo("a", "We goed to the musevm.", ["musevm."]),
      photo("b", "It was fun."),
    ]);
    expect(text).toBe("We goed to the musevm.\n\nIt was fun.");
    expect(pages.map((page) => page.image_id)).toEqual(["a", "b"]);
    for (const word of pages.flatMap((page) => page.words)) expect(text.slice(word.start, word.end)).toBe(word.text);
    expect(pages[0]!.words.find((word) => word.uncertain)?.text).toBe("musevm.");
  });

  it("leaves a later page's header line out, and its words, the page's other words placed past it", () => {
    const { text, pages } = joinReadings([
      photo("a", "Maria Lopez\n\nWe goed to the musevm."),
      photo("b", "Maria Lopez p. 2\nIt was fun.", ["fun."]),
    ]);
    expect(text).toBe("Maria Lopez\n\nWe goed to the musevm.\n\nIt was fun.");
    expect(pages[1]!.words.map((word) => word.text)).toEqual(["It", "was", "fun."]);
    for (const word of pages.flatMap((page) => page.words)) expect(text.slice(word.start, word.end)).toBe(word.text);
    expect(pages[1]!.words.find((word) => word.uncertain)?.text).toBe("fun.");
  });

  it("leaves a blank page out", () => {
    const { text, pages } = joinReadings([photo("a", "  "), photo("b", "It was fun.")]);
    expect(text).toBe("It was fun.");
    expect(pages.map((page) => page.image_id)).toEqual(["b"]);
  });
});

describe("a page added to the teacher's text", () => {
  it("goes at the end after a blank line, and says where it starts", () => {
    expect(withPage("We went there.\n", "It was fun.")).toEqual({
      text: "We went there.\n\nIt was fun.",
      page: { start: 16, cut: 0 },
    });
    expect(withPage("  ", "It was fun.")).toEqual({ text: "It was fun.", page: { start: 0, cut: 0 } });
  });

  it("leaves out the header line of the page, as of a later page", () => {
    expect(withPage("We went there.", "p. 2\n\nIt was fun.")).toEqual({
      text: "We went there.\n\nIt was fun.",
      page: { start: 16, cut: 6 },
    });
  });
});

describe("a page taken out of the teacher's text", () => {
  it("goes with the blank space under it, wherever it stands", () => {
    expect(withoutPage("One.\n\nTwo.\n\nThree.", "Two.")).toBe("One.\n\nThree.");
    expect(withoutPage("One.\n\nTwo.", "One.")).toBe("Two.");
    expect(withoutPage("One.\n\nTwo.", "Two.")).toBe("One.");
    expect(withoutPage("One.", "One.")).toBe("");
  });

  it("stays when the teacher changed it, or when it was blank", () => {
    expect(withoutPage("One.\n\nTwo!", "Two.")).toBeNull();
    expect(withoutPage("One.", "")).toBeNull();
  });
});

describe("the box's text as first read", () => {
  it("leaves out a first line that names the student, offering it, the words still in place", () => {
    const { text, words, nameLine } = readPhotosText([
      photo("a", "Maria Lopez\n\nWe goed to the musevm.", ["musevm."]),
      photo("b", "It was fun."),
    ]);
    expect(text).toBe("We goed to the musevm.\n\nIt was fun.");
    expect(nameLine).toMatchObject({ line: "Maria Lopez", name: "Maria Lopez" });
    expect(words.map((word) => word.text)).toEqual(["We", "goed", "to", "the", "musevm.", "It", "was", "fun."]);
    for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.text);
  });

  it("leaves out a later page's header line too, the first page's name line still offered", () => {
    const { text, words, nameLine } = readPhotosText([
      photo("a", "Maria Lopez\n\nWe goed to the musevm.", ["musevm."]),
      photo("b", "p. 2\n\nIt was fun.", ["fun."]),
    ]);
    expect(text).toBe("We goed to the musevm.\n\nIt was fun.");
    expect(nameLine).toMatchObject({ name: "Maria Lopez" });
    expect(words.map((word) => word.text)).toEqual(["We", "goed", "to", "the", "musevm.", "It", "was", "fun."]);
    for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.text);
    expect(words.filter((word) => word.uncertain).map((word) => word.text)).toEqual(["musevm.", "fun."]);
  });

  it("keeps a later page's first line when it is the essay's", () => {
    const { text } = readPhotosText([photo("a", "We goed to the musevm."), photo("b", "It was fun.\nWe came back.")]);
    expect(text).toBe("We goed to the musevm.\n\nIt was fun.\nWe came back.");
  });

  it("keeps a first line that is the essay's", () => {
    const { text, nameLine } = readPhotosText([photo("a", "We goed to the musevm.\n\nIt was fun.")]);
    expect(text).toBe("We goed to the musevm.\n\nIt was fun.");
    expect(nameLine).toBeNull();
  });
});

describe("the teacher's text as photos come and go", () => {
  const one = photo("a", "We goed to the musevm.", ["goed"]);
  const two = photo("b", "It was fun.");
  const three = photo("c", "We came back late.", ["late."]);

  it("takes a photo's text out where the teacher left it as read, and adds a new one's at the end", () => {
    const first = readPhotosText([one, two]);
    const edited = { text: `${first.text} Really.`, words: first.words };
    const { text, words, kept } = rebasedPhotosText(edited, [one], [three]);
    expect(text).toBe("It was fun. Really.\n\nWe came back late.");
    expect(kept).toEqual([]);
    expect(words.map((word) => word.id)).toEqual(["b/0", "b/1", "b/2", "c/0", "c/1", "c/2", "c/3"]);
    for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.text);
  });

  it("adds a new photo without its header line, and takes out a photo whose header line was left out", () => {
    const headed = photo("d", "Page 3\nWe came back late.", ["late."]);
    const first = readPhotosText([one, two]);
    const edited = { text: `${first.text} Really.`, words: first.words };
    const added = rebasedPhotosText(edited, [], [headed]);
    expect(added.text).toBe("We goed to the musevm.\n\nIt was fun. Really.\n\nWe came back late.");
    for (const word of added.words) expect(added.text.slice(word.start, word.end)).toBe(word.text);
    expect(added.words.filter((word) => word.page.image_id === "d").map((word) => word.text)).toEqual([
      "We",
      "came",
      "back",
      "late.",
    ]);
    const removed = rebasedPhotosText(added, [headed], []);
    expect(removed.text).toBe(edited.text);
    expect(removed.kept).toEqual([]);
  });

  it("takes out a first photo whose name line was left out of the box", () => {
    const named = photo("e", "Maria Lopez\n\nWe goed to the musevm.");
    const first = readPhotosText([named, two]);
    const edited = { text: `${first.text} Really.`, words: first.words };
    expect(rebasedPhotosText(edited, [named], [])).toMatchObject({ text: "It was fun. Really.", kept: [] });
  });

  it("keeps the text of a photo taken away when the teacher changed it, without its words", () => {
    const first = readPhotosText([one, two]);
    const edited = { text: first.text.replace("goed", "went"), words: first.words };
    const { text, words, kept } = rebasedPhotosText(edited, [one], []);
    expect(text).toBe("We went to the musevm.\n\nIt was fun.");
    expect(kept).toEqual([one]);
    expect(words.every((word) => word.page.image_id === "b")).toBe(true);
  });
});
