import type { Block } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { dropMarginNoise } from "./drop-margin-noise";
import { pageText } from "./page-text";

/**
 * Tesseract-shaped blocks from paragraphs of lines, each line a string of words written
 * `text/confidence/x0,y0,x1,y1` (confidence 0 to 100, box in pixels), separated by spaces.
 */
function reading(...paragraphs: string[][]): Block[] {
  const word = (token: string) => {
    const [text, confidence, box] = token.split("/");
    const [x0, y0, x1, y1] = box!.split(",").map(Number);
    return { text, confidence: Number(confidence), bbox: { x0, y0, x1, y1 } };
  };
  return [
    { paragraphs: paragraphs.map((lines) => ({ lines: lines.map((line) => ({ words: line.split(" ").map(word) })) })) },
  ] as unknown as Block[];
}

const textOf = (blocks: Block[]) => pageText(dropMarginNoise(blocks)).text;

describe("dropMarginNoise", () => {
  it("drops the sheet's edges read as words around a photographed page (the first e2e photo, uncropped)", () => {
    // What tesseract read on the first handwritten e2e photo before it was cropped to the sheet:
    // the left edge as "i", the right edge as "=", and the desk under the sheet as "TT REE".
    const page = reading(
      [
        "i/86/29,164,35,192 Last/95/129,165,199,193 month/95/218,163,323,194 our/95/343,171,392,190 on/94/608,173,644,192 a/95/665,174,680,193 seaside./96/1000,162,1124,194 We/92/1150,167,1195,195 =/88/1335,133,1365,202",
        "leaved/90/130,227,230,258 very/94/242,241,307,272 in/96/420,231,448,259 long,/93/1120,224,1194,266",
        "but/93/118,297,172,328 we/93/192,311,234,331 so/68/792,314,825,334 bored./96/1061,305,1157,338",
        "Some/96/491,542,579,572 of/96/590,540,626,573 my/95/639,550,689,582 a/95/914,558,931,578 bit/95/954,548,999,580",
        "dissapointed./94/119,603,330,646",
      ],
      ["TT/23/51,784,420,851 REE/19/648,784,1336,851"],
    );
    expect(textOf(page)).toBe(
      "Last month our on a seaside. We leaved very in long, but we so bored. Some of my a bit dissapointed.",
    );
  });

  it("drops rules and bars read above and left of the writing, keeping every I inside it (the third e2e photo, uncropped)", () => {
    const page = reading(
      [
        "_/0/175,68,236,73 —————————/17/352,14,1041,92",
        "=/46/0,81,39,98 -/0/306,78,316,79 I/0/654,78,712,79 SN——./0/905,52,1339,79",
      ],
      [
        "|/68/2,167,16,221 |/71/29,171,39,202 On/96/130,177,171,206 the/96/185,175,237,206 quiet./92/862,180,950,220 |/95/973,181,981,210 was/96/1002,189,1063,209 looking/96/1075,180,1187,223",
        "day./95/1017,227,1081,271 |/92/1105,229,1114,258",
        "Next/96/141,489,216,517 year/95/227,485,319,525 |/95/312,476,326,530 would/96/336,481,429,513 class./94/1090,474,1177,507 |/87/1203,480,1211,509",
        "hope/95/122,554,197,596 agree./89/505,560,599,591",
      ],
      ["=/32/36,732,200,814 ae/35/562,732,1321,814"],
    );
    expect(textOf(page)).toBe("On the quiet. I was looking day. I Next year I would class. I hope agree.");
  });

  it("keeps short words and unsure misspellings inside the text block", () => {
    const page = reading([
      "I/80/100,100,110,130 went/95/130,100,200,130 to/40/220,105,250,130 a/45/270,110,285,130 musevm/31/300,100,400,130",
      "on/55/100,160,130,190 Monday./95/150,160,280,190 eee/30/300,165,340,190 -/40/360,170,380,175 It/90/400,160,430,190",
      "was/95/100,220,160,250 raining./95/180,220,300,250 We/95/320,220,370,250 stayed/95/390,220,500,250",
    ]);
    expect(textOf(page)).toBe("I went to a musevm on Monday. eee - It was raining. We stayed");
  });

  it("drops a word of symbols inside the block only when it is unsure and far taller than the writing", () => {
    const page = reading([
      "We/95/100,100,150,130 ]/20/170,60,190,190 played./95/210,100,330,130",
      "Then/95/100,160,180,190 we/95/200,165,240,190 ate./95/260,160,330,190",
    ]);
    expect(textOf(page)).toBe("We played. Then we ate.");
  });

  it("keeps the numbers of a list before its lines", () => {
    const page = reading([
      "1./90/60,100,85,130 We/95/110,100,160,130 swam/95/180,100,260,130 in/95/280,100,305,130 the/95/320,100,370,130 lake./95/390,100,470,130",
      "2./90/60,160,85,190 We/95/110,160,160,190 ate/95/180,160,230,190 fish./95/250,160,320,190",
    ]);
    expect(textOf(page)).toBe("1. We swam in the lake. 2. We ate fish.");
  });

  it("keeps longer words outside the block, and reads nothing from nothing", () => {
    const page = reading([
      "Name:/50/40,20,140,50 Anna/40/900,20,980,50",
      "My/95/300,300,350,330 holiday/95/370,300,500,330 was/95/520,300,580,330 great./95/600,300,700,330",
    ]);
    expect(textOf(page)).toBe("Name: Anna My holiday was great.");
    expect(dropMarginNoise(null)).toEqual([]);
  });
});
