import { once } from "node:events";
import type { Worker } from "node:worker_threads";
import { correctEssay, TranscriptionInputError } from "@redpen/engine";
import { renderPage } from "@redpen/engine/testing/pages";
import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { hugePagePdf } from "../testing/class-set-pdfs";
import { PAGE_PIXELS_MAX, UnreadablePdfError } from "../services/images/pdf-pages";
import { B2_FIRST_ESSAY_ID, B2_FIRST_ESSAY_STORED as certificate } from "@redpen/contract/testing";
import { gradedEssay } from "@redpen/engine/testing/grading";
import { SAMPLE_ESSAY as essay, SAMPLE_TOPIC } from "../testing/essay-texts";
import { EngineBusyError, EngineTimeoutError } from "./engine-call-errors";
import { createEngineRunner } from "./engine-thread-runner";

describe("the engine thread runner", () => {
  const engine = createEngineRunner({ llm: undefined });
  afterAll(() => engine.close());

  it("corrects, grades and drafts feedback in a worker thread", async () => {
    const assessment = await engine.assess({ text: essay, certificate, topic: SAMPLE_TOPIC });
    // The engine's correction, passed on; what it says is the engine's tests' concern.
    expect(assessment.correction).toBe(correctEssay(essay).corrected);
    expect(assessment.edits.length).toBeGreaterThan(2);
    expect(assessment.edits[0]).toEqual({
      start: expect.any(Number),
      end: expect.any(Number),
      original: expect.any(String),
      replacement: expect.any(String),
      category: expect.any(String),
      rule_id: expect.any(String),
      explanation: expect.any(String),
    });
    expect(assessment.grade_max).toBe(20);
    expect(Object.keys(assessment.grade_per_certificate_criterion ?? {})).toHaveLength(4);
    expect(assessment.grade).toBe(
      Object.values(assessment.grade_per_certificate_criterion ?? {}).reduce((a, b) => a + b, 0),
    );
    expect(assessment.feedback.split(/\s+/).length).toBeGreaterThanOrEqual(40);
  });

  it("gives a null grade when the text is too short to grade", async () => {
    const assessment = await engine.assess({ text: "I like dogs.", certificate, topic: null });
    expect(assessment.grade).toBeNull();
    expect(assessment.grade_per_certificate_criterion).toBeNull();
    expect(assessment.grade_max).toBe(20);
  });

  it("transcribes a photo in the thread", async () => {
    const page = renderPage({
      text: "My favourite season is autumn because the trees are beautiful.",
      font: "noto-serif",
    });
    const result = await engine.transcribe([page]);
    expect(result.text).toContain("autumn");
    expect(result.pages).toHaveLength(1);
  });

  it("rejects a file that is not an image with the engine's TranscriptionInputError and its code", async () => {
    const error = await engine.transcribe([Buffer.from("not a photo at all")]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranscriptionInputError);
    expect((error as TranscriptionInputError).code).toBe("not-an-image");
    expect((error as TranscriptionInputError).pageIndex).toBe(0);
  });

  it("refuses calls once closed", async () => {
    const closing = createEngineRunner({ llm: undefined });
    await closing.assess({ text: "I like dogs.", certificate, topic: null });
    await closing.close();
    await expect(closing.assess({ text: "I like dogs.", certificate, topic: null })).rejects.toThrow("closed");
  });

  it("warms the engine in a thread that then serves the first assessment", async () => {
    const threads: Worker[] = [];
    const warmed = createEngineRunner({ llm: undefined, onThreadStart: (thread) => threads.push(thread) });
    try {
      await warmed.warm();
      expect(threads).toHaveLength(1);
      const assessment = await warmed.assess({ text: essay, certificate, topic: null });
      expect(assessment.edits.length).toBeGreaterThan(2);
      expect(threads).toHaveLength(1);
    } finally {
      await warmed.close();
    }
  });

  it("ends its thread when closed right after warm(), while the thread still loads", async () => {
    const threads: Worker[] = [];
    const closing = createEngineRunner({ llm: undefined, onThreadStart: (thread) => threads.push(thread) });
    const warming = closing.warm();
    expect(threads).toHaveLength(1);
    const exited = once(threads[0]!, "exit");
    await closing.close();
    await exited;
    await expect(warming).resolves.toBeUndefined();
    await expect(closing.assess({ text: "I like dogs.", certificate, topic: null })).rejects.toThrow("closed");
  });

  it("ends its thread when closed once warm, while the OCR worker starts", async () => {
    const threads: Worker[] = [];
    const closing = createEngineRunner({ llm: undefined, onThreadStart: (thread) => threads.push(thread) });
    await closing.warm();
    const exited = once(threads[0]!, "exit");
    await closing.close();
    await exited;
    expect(threads).toHaveLength(1);
  });

  it("rejects the call under way when its thread dies, and starts a new thread for the next call", async () => {
    // Too little memory to load the engine: each thread dies on its first call.
    const starved = createEngineRunner({ llm: undefined, resourceLimits: { maxOldGenerationSizeMb: 16 } });
    try {
      await expect(starved.assess({ text: essay, certificate, topic: null })).rejects.toThrow(
        /engine thread stopped.*memory/i,
      );
      await expect(starved.assess({ text: essay, certificate, topic: null })).rejects.toThrow(
        /engine thread stopped.*memory/i,
      );
    } finally {
      await starved.close();
    }
  });

  it("ends a call that runs past its time limit with EngineTimeoutError, and serves the next call in a new thread", async () => {
    const threads: Worker[] = [];
    const hurried = createEngineRunner({
      llm: undefined,
      assessTimeoutMs: 1,
      onThreadStart: (thread) => threads.push(thread),
    });
    try {
      const words = essay.split(/\s+/);
      const long = Array.from({ length: 5_000 }, (_, i) => words[i % words.length]).join(" ");
      const error = await hurried.assess({ text: long, certificate, topic: null }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EngineTimeoutError);
      expect((error as Error).message).toBe("The engine took longer than 1 ms to correct the essay and was stopped.");
      const exited = once(threads[0]!, "exit");
      const result = await hurried.transcribe([
        renderPage({ text: "We walked along the river after school.", font: "noto-serif" }),
      ]);
      expect(result.text).toContain("river");
      expect(threads).toHaveLength(2);
      await exited;
    } finally {
      await hurried.close();
    }
  });

  it("lets a warm thread whose photo ran past its time limit finish reading before ending it, so the process lives on", async () => {
    // Ending a thread while the OCR's native code reads for it aborts the whole process (Napi::Error):
    // before this, such a test took its Vitest worker down with it.
    const threads: Worker[] = [];
    const hurried = createEngineRunner({
      llm: undefined,
      transcribeTimeoutMsPerPhoto: 200,
      onThreadStart: (thread) => threads.push(thread),
    });
    try {
      await hurried.warm();
      const page = renderPage({ text: "The museum was closed, so we visited the old harbour.", font: "noto-serif" });
      const error = await hurried.transcribe([page]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EngineTimeoutError);
      const late = threads[0]!;
      const exited = once(late, "exit");
      // It finishes reading and answers the late call while still alive; only then is it ended.
      await once(late, "message");
      expect(late.threadId).toBeGreaterThan(0);
      await exited;
      expect(late.threadId).toBe(-1);
    } finally {
      await hurried.close();
    }
  }, 120_000);

  it("refuses a refusable call at once when the waiting list is full, but never a job's call", async () => {
    const busy = createEngineRunner({ llm: undefined, maxWaiting: 1 });
    try {
      const first = busy.assess({ text: "I like dogs.", certificate, topic: null });
      const waiting = busy.assess({ text: "I like cats.", certificate, topic: null });
      const page = renderPage({ text: "The park is quiet on Sunday morning.", font: "noto-serif" });
      await expect(busy.transcribe([page], { refuseWhenBusy: true })).rejects.toBeInstanceOf(EngineBusyError);
      // A correction job's call waits however long the list.
      const job = busy.transcribe([page]);
      await Promise.all([first, waiting]);
      expect((await job).text).toContain("park");
      // Once the list has room, a refusable call is taken again.
      expect((await busy.transcribe([page], { refuseWhenBusy: true })).text).toContain("park");
    } finally {
      await busy.close();
    }
  });

  it("draws a PDF page of 14400 points a side in the thread, within the pixel limit", async () => {
    const page = await engine.renderPdfPage(hugePagePdf(14400), 1);
    const { width = 0, height = 0 } = await sharp(page.jpeg).metadata();
    expect(width * height).toBeLessThanOrEqual(PAGE_PIXELS_MAX);
    expect(width).toBeGreaterThan(1400);
  });

  it("rejects a PDF it cannot open with UnreadablePdfError, its sentence for the teacher kept", async () => {
    const error = await engine
      .renderPdfPage(Buffer.from("%PDF-1.7 but nothing after"), 1)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnreadablePdfError);
    expect((error as Error).message).toMatch(/could not be read as a PDF/);
  });

  it("takes an essay's call before the class set pages' and a school's refit's calls that wait", async () => {
    const fair = createEngineRunner({ llm: undefined });
    try {
      const pdf = hugePagePdf(11000);
      const page = renderPage({ text: "The park is quiet on Sunday morning.", font: "noto-serif" });
      const graded = Array.from({ length: 20 }, (_, i) => ({ text: gradedEssay(i), grade: 10 + (i % 5) }));
      const answered: string[] = [];
      const note = (name: string) => () => void answered.push(name);
      // The first call takes the thread; the others wait, the essay's sent last.
      const calls = [
        fair.renderPdfPage(pdf, 1).then(note("page 1 drawn")),
        fair.transcribe([page], { background: true }).then(note("page 1 read")),
        fair.calibrate(graded, B2_FIRST_ESSAY_ID).then(note("school refitted")),
        fair.renderPdfPage(pdf, 1).then(note("page 2 drawn")),
        fair.assess({ text: essay, certificate, topic: null }).then(note("essay")),
      ];
      await Promise.all(calls);
      expect(answered).toEqual(["page 1 drawn", "essay", "page 1 read", "school refitted", "page 2 drawn"]);
    } finally {
      await fair.close();
    }
  });

  it("keeps the calling thread free while it assesses a long essay", async () => {
    const long = Array.from({ length: 30 }, () => essay).join("\n\n");
    let turns = 0;
    let spinning = true;
    const spin = () => {
      turns++;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    await engine.assess({ text: long, certificate, topic: null });
    spinning = false;
    // On the calling thread the engine's synchronous work would allow a handful of turns of the
    // event loop; in its own thread the loop keeps turning (tens of thousands here).
    expect(turns).toBeGreaterThan(500);
  });
});
