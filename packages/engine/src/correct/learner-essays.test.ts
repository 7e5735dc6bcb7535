import { afterAll, describe, expect, it } from "vitest";
import { closeTranscriber } from "../transcribe/reader-lifecycle";
import { renderPage } from "../transcribe/testing/render-page";
import { transcribe } from "../transcribe/transcribe";
import { correctEssay } from "./correct-essay";
import { ESSAY_TEXT, GRANDMOTHER_PAGE, SAMPLE_ESSAY, SAMPLE_PAGES, SHORT_TEXT } from "./testing/learner-essays";

afterAll(() => closeTranscriber());

/** The text of one photo, as the api reads each page of an essay: alone. */
const pageText = async (photo: Buffer) => (await transcribe([photo])).pages[0]!.text;

// The api stores what the engine answers for these essays; what that answer says is checked here.
describe("correctEssay on the learner essays the api's tests send", () => {
  it("corrects the holiday essay's past tense", () => {
    expect(correctEssay(ESSAY_TEXT).corrected).toContain("We were staying");
  });

  it("corrects the public transport essay's agreement, with an edit from have to has", () => {
    const { corrected, edits } = correctEssay(SAMPLE_ESSAY);
    expect(corrected).toContain("it has many advantages");
    expect(edits.some((edit) => edit.original.includes("have") && edit.replacement.includes("has"))).toBe(true);
  });

  it("corrects a text too short to grade", () => {
    expect(correctEssay(SHORT_TEXT).corrected).toContain("I have a dog");
  });

  it("corrects the text read on a printed page", async () => {
    const text = await pageText(renderPage({ text: GRANDMOTHER_PAGE, font: "noto-serif", size: 36, width: 1300 }));
    expect(correctEssay(text).corrected).toContain("we were staying with her");
  });

  it("corrects the text read on two photographed pages, joined in page order", async () => {
    const pages = await Promise.all(
      SAMPLE_PAGES.map((text, i) => pageText(renderPage({ text, font: "noto-serif", seed: i + 1 }))),
    );
    expect(correctEssay(pages.join("\n\n")).corrected).toContain("swam");
  });
});
