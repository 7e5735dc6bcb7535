import { describe, expect, it } from "vitest";
import { listCertificateOptions } from "./catalogue";
import { descriptorFor } from "./descriptors";
import { CAMBRIDGE_BAND_WORDS, IELTS_BAND_WORDS } from "./testing/band-words";

const IELTS_TASK = ["Task Achievement", "Task Response"];
const ieltsWordsOf = (criterion: string) => IELTS_BAND_WORDS[IELTS_TASK.includes(criterion) ? "task" : criterion];
const options = listCertificateOptions();

describe("the band descriptors a criterion's ⓘ quotes", () => {
  it("quote, for every IELTS criterion and band 0-9, the wording of that band and no other", () => {
    const ielts = options.filter((option) => option.name.startsWith("IELTS"));
    expect(ielts.length).toBeGreaterThan(0);
    for (const option of ielts)
      for (const criterion of option.criteria) {
        const words = ieltsWordsOf(criterion.name);
        expect(words, criterion.name).toBeDefined();
        for (let band = 0; band <= 9; band++) {
          const where = `${option.id} ${criterion.name} band ${band}`;
          expect(descriptorFor(criterion, band), where).toContain(words![band]);
          // The neighbours' words are not in it: a shift by one band fails here.
          for (const other of [band - 1, band + 1].filter(
            (b) => b >= 0 && b <= 9 && !words![band]!.includes(words![b]!),
          ))
            expect(descriptorFor(criterion, band), `${where} against band ${other}`).not.toContain(words![other]);
        }
      }
  });

  it("quote a different wording for each IELTS band of a criterion", () => {
    for (const option of options.filter((each) => each.name.startsWith("IELTS")))
      for (const criterion of option.criteria)
        expect(new Set(criterion.descriptors).size, `${option.id} ${criterion.name}`).toBe(10);
  });

  it("quote, for every Cambridge criterion, bands 0, 1, 3 and 5 as worded and 2 and 4 as sharing the bands around them", () => {
    const cambridge = options.filter((option) => option.name.startsWith("Cambridge"));
    expect(cambridge.length).toBeGreaterThan(0);
    for (const option of cambridge)
      for (const criterion of option.criteria) {
        const words = CAMBRIDGE_BAND_WORDS[criterion.name];
        expect(words, criterion.name).toBeDefined();
        for (const band of [0, 1, 3, 5])
          expect(descriptorFor(criterion, band), `${option.id} ${criterion.name} band ${band}`).toContain(words![band]);
        expect(descriptorFor(criterion, 2)).toBe("Performance shares features of Bands 1 and 3.");
        expect(descriptorFor(criterion, 4)).toBe("Performance shares features of Bands 3 and 5.");
      }
  });

  it("quote the band the score rounds to, within the scale", () => {
    const [criterion] = options.find((option) => option.name.startsWith("IELTS"))!.criteria;
    expect(descriptorFor(criterion!, 6.4)).toBe(descriptorFor(criterion!, 6));
    expect(descriptorFor(criterion!, 12)).toBe(descriptorFor(criterion!, 9));
    expect(descriptorFor(criterion!, -1)).toBe(descriptorFor(criterion!, 0));
  });

  it("quote both neighbours of a TOEFL half point, and each whole score alone", () => {
    const [criterion] = options.find((option) => option.name.startsWith("TOEFL"))!.criteria;
    const [, , , three, four] = criterion!.descriptors;
    expect(descriptorFor(criterion!, 3.5)).toBe(`Between 3 and 4. 3: ${three} 4: ${four}`);
    expect(descriptorFor(criterion!, 4)).toBe(four);
    expect(descriptorFor(criterion!, 3)).toBe(three);
  });
});
