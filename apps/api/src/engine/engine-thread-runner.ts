import { Worker, type ResourceLimits } from "node:worker_threads";
import { type Calibration, type GradedExample, type LlmConfig, type TranscriptionResult } from "@redpen/engine";
import { EngineBusyError, EngineThreadError, EngineTimeoutError } from "./engine-call-errors";
import { engineCallSeconds } from "../metrics/process-metrics";
import type { RenderedPdfPage } from "../services/images/pdf-pages";
import { EngineClosedError } from "./engine-closed-error";
import {
  deserializeError,
  type EngineReady,
  type EngineReply,
  type EngineRequest,
  type EngineWorkerData,
} from "./engine-messages";
import type {
  EngineRunner,
  EssayAssessment,
  MarkingReview,
  MarkingReviewInput,
  NewEssayInput,
  TranscribeOptions,
} from "./engine-runner";

/** How the engine threads are run. */
export interface EngineThreadRunnerOptions {
  /** Threads running the engine at once; 1 by default, so that a small machine keeps a core for the api. */
  threads?: number;
  /** The LLM provider's settings (the server settings' `llm`); none: the offline engine alone. */
  llm?: LlmConfig;
  /** Limits of each thread's memory (Node's worker resourceLimits). */
  resourceLimits?: ResourceLimits;
  /** Told of each thread started (a restart after a crash starts a new one). */
  onThreadStart?: (thread: Worker) => void;
  /** Time limit of one assessment, from the moment its thread takes it; 60 s by default. */
  assessTimeoutMs?: number;
  /** Time limit of a transcription, per photo; 30 s by default. */
  transcribeTimeoutMsPerPhoto?: number;
  /** Time limit of drawing one PDF page; 30 s by default. */
  renderTimeoutMs?: number;
  /** Time limit of warm() (loading the rules and starting the OCR); 2 minutes by default. */
  warmTimeoutMs?: number;
  /** Time limit of fitting a school's calibration (some 20 s for 2,000 graded essays); 3 minutes by default. */
  calibrateTimeoutMs?: number;
  /** Calls that may wait for a thread before a refusable call (a photo upload) is refused; 20 by default. */
  maxWaiting?: number;
}

export const DEFAULT_ASSESS_TIMEOUT_MS = 60_000;
export const DEFAULT_TRANSCRIBE_TIMEOUT_MS_PER_PHOTO = 30_000;
export const DEFAULT_RENDER_TIMEOUT_MS = 30_000;
export const DEFAULT_WARM_TIMEOUT_MS = 120_000;
export const DEFAULT_CALIBRATE_TIMEOUT_MS = 180_000;
export const DEFAULT_MAX_WAITING = 20;

type EngineCall = EngineRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

interface Call {
  id: number;
  request: EngineCall;
  /** A class set page's call or a school's calibration: taken only when no other call waits. */
  background: boolean;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker?: Worker;
  /** The call the thread is working on: one at a time, the others wait in the runner. */
  call?: Call;
  /** Ends the thread if the call runs past its time limit. */
  timer?: NodeJS.Timeout;
  /** The thread's uncaught error, reported when it exits. */
  crash?: Error;
  /** Whether the thread's code is loaded; until then it has started nothing, so it can be ended at once. */
  ready?: boolean;
}

const CLOSE_TIMEOUT_MS = 5_000;
/**
 * How long a thread whose call ran past its time limit may go on to finish it before it is ended
 * anyway. Ending a thread while the OCR's native code works for it aborts the whole process
 * ("terminate called after throwing an instance of 'Napi::Error'"), so a late thread is ended only
 * once its call is over; this bounds a call that never ends.
 */
const LATE_CALL_GRACE_MS = 5 * 60_000;
/** How long close() lets a thread finish the call it is working on, for the same reason. */
const CLOSE_BUSY_GRACE_MS = 10_000;
const WORKER_ENTRY = new URL("./engine-worker-bootstrap.mjs", import.meta.url);

/**
 * Whether the call runs native code beside the thread's JavaScript (the OCR's onnxruntime-node,
 * the image work of a PDF page): a thread is not ended under such a call. The others are
 * JavaScript alone, which a thread can be ended in at any moment.
 */
const runsNativeCode = (call: Call) => call.request.kind === "transcribe" || call.request.kind === "renderPdfPage";

/** Resolves once the thread has answered call `id` or ended, after `ms` at most, or once `cut` resolves. */
function callOver(worker: Worker, id: number, ms: number, cut?: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (reply: EngineReply | EngineReady) => {
      if (!("kind" in reply) && reply.id === id) done();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    function done() {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("exit", done);
      resolve();
    }
    worker.on("message", onMessage);
    worker.once("exit", done);
    void cut?.then(done);
  });
}

/** The engine in worker threads: started on first use, restarted after a crash, ended by close(). */
export function createEngineRunner(options: EngineThreadRunnerOptions = {}): EngineRunner {
  return new EngineThreadRunner(options);
}

class EngineThreadRunner implements EngineRunner {
  private readonly slots: Slot[];
  private readonly waiting: Call[] = [];
  /** Threads ended after a timeout, which close() waits for. */
  private readonly ending = new Set<Promise<unknown>>();
  private signalClose: () => void = () => undefined;
  /** Resolves CLOSE_BUSY_GRACE_MS after close() began: threads still finishing a late call are ended then. */
  private readonly closeGrace = new Promise<void>((resolve) => {
    this.signalClose = () => setTimeout(resolve, CLOSE_BUSY_GRACE_MS).unref();
  });
  private readonly llm: LlmConfig | undefined;
  private nextId = 1;
  private closed = false;
  private warmed = false;

  constructor(private readonly options: EngineThreadRunnerOptions) {
    this.llm = options.llm;
    this.slots = Array.from({ length: Math.max(1, options.threads ?? 1) }, () => ({}));
  }

  transcribe(images: Buffer[], options: TranscribeOptions = {}): Promise<TranscriptionResult> {
    // Each call waiting holds its photos in memory: a refusable call is refused once the list is full.
    if (
      options.refuseWhenBusy &&
      this.waiting.length >= (this.options.maxWaiting ?? DEFAULT_MAX_WAITING) &&
      this.slots.every((slot) => slot.call)
    ) {
      return Promise.reject(new EngineBusyError());
    }
    return this.call({ kind: "transcribe", images }, options.background) as Promise<TranscriptionResult>;
  }

  async renderPdfPage(pdf: Buffer, pageNumber: number): Promise<RenderedPdfPage> {
    const page = (await this.call({ kind: "renderPdfPage", pdf, pageNumber }, true)) as {
      jpeg: Uint8Array;
      text: string | null;
    };
    // Structured clone hands a Buffer over as a plain Uint8Array.
    return { jpeg: Buffer.from(page.jpeg.buffer, page.jpeg.byteOffset, page.jpeg.byteLength), text: page.text };
  }

  assess(input: NewEssayInput): Promise<EssayAssessment> {
    return this.call({ kind: "assess", input }) as Promise<EssayAssessment>;
  }

  calibrate(examples: GradedExample[], certificate: string): Promise<Calibration> {
    // In the background: an essay waiting is corrected before a school's refit starts.
    return this.call({ kind: "calibrate", examples, certificate }, true) as Promise<Calibration>;
  }

  review(input: MarkingReviewInput): Promise<MarkingReview> {
    return this.call({ kind: "review", input }) as Promise<MarkingReview>;
  }

  async warm(): Promise<void> {
    // Each thread takes one warm call; calls made meanwhile wait behind it in the same thread.
    const warmed = await Promise.all(
      this.slots.map(() =>
        this.call({ kind: "warm" }).then(
          () => true,
          () => false,
        ),
      ),
    );
    this.warmed ||= warmed.every(Boolean);
  }

  isWarm(): boolean {
    return this.warmed && !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.signalClose();
    for (const call of this.waiting.splice(0)) call.reject(new EngineClosedError());
    await Promise.all([...this.slots.map((slot) => this.stopThread(slot)), ...this.ending]);
  }

  private call(request: EngineCall, background = false): Promise<unknown> {
    if (this.closed) return Promise.reject(new EngineClosedError());
    const timer = engineCallSeconds.startTimer({ kind: request.kind });
    const answer = new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, request, background, resolve, reject });
      this.dispatch();
    });
    answer.then(
      () => timer({ outcome: "answered" }),
      () => timer({ outcome: "failed" }),
    );
    return answer;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.call || this.closed) continue;
      const call = this.takeNext();
      if (!call) return;
      slot.call = call;
      const worker = slot.worker ?? this.startThread(slot);
      slot.timer = setTimeout(() => this.timeOut(slot, worker, call), this.timeoutOf(call.request));
      worker.postMessage({ ...call.request, id: call.id });
    }
  }

  /** The first call waiting that is not a background one, else the first background one: essays never queue behind a scan or a refit. */
  private takeNext(): Call | undefined {
    const index = this.waiting.findIndex((call) => !call.background);
    return this.waiting.splice(index >= 0 ? index : 0, 1)[0];
  }

  private timeoutOf(request: EngineCall): number {
    switch (request.kind) {
      case "assess":
      case "review":
        return this.options.assessTimeoutMs ?? DEFAULT_ASSESS_TIMEOUT_MS;
      case "calibrate":
        return this.options.calibrateTimeoutMs ?? DEFAULT_CALIBRATE_TIMEOUT_MS;
      case "renderPdfPage":
        return this.options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
      case "transcribe":
        return (
          (this.options.transcribeTimeoutMsPerPhoto ?? DEFAULT_TRANSCRIBE_TIMEOUT_MS_PER_PHOTO) *
          Math.max(1, request.images.length)
        );
      default:
        return this.options.warmTimeoutMs ?? DEFAULT_WARM_TIMEOUT_MS;
    }
  }

  /**
   * A call that never returns would hold its thread, and the essay's claim, forever: the call fails
   * now, the next calls go to a new thread, and this one is ended (once the late call is over when
   * it runs native code).
   */
  private timeOut(slot: Slot, worker: Worker, call: Call): void {
    if (slot.call !== call || slot.worker !== worker || this.closed) return;
    slot.call = undefined;
    slot.timer = undefined;
    // Forgotten first, so that its exit is not taken for a crash; the next call starts a new thread.
    slot.worker = undefined;
    const ending = runsNativeCode(call) ? this.endAfterLateCall(worker, call.id) : worker.terminate();
    const ended = ending.finally(() => this.ending.delete(ended));
    this.ending.add(ended);
    call.reject(new EngineTimeoutError(call.request.kind, this.timeoutOf(call.request)));
    this.dispatch();
  }

  private finish(slot: Slot): Call | undefined {
    const call = slot.call;
    clearTimeout(slot.timer);
    slot.call = undefined;
    slot.timer = undefined;
    return call;
  }

  private startThread(slot: Slot): Worker {
    // execArgv: [] so that the parent's loader flags (tsx's, or vitest's) are not inherited; the
    // bootstrap registers tsx itself.
    const worker = new Worker(WORKER_ENTRY, {
      execArgv: [],
      workerData: { llm: this.llm } satisfies EngineWorkerData,
      resourceLimits: this.options.resourceLimits,
    });
    slot.worker = worker;
    slot.crash = undefined;
    slot.ready = false;
    this.options.onThreadStart?.(worker);
    worker.on("message", (reply: EngineReply | EngineReady) => {
      if ("kind" in reply) {
        slot.ready = true;
        return;
      }
      if (!slot.call || slot.call.id !== reply.id) return;
      const call = this.finish(slot)!;
      if (reply.ok) call.resolve(reply.result);
      // Closing stops the OCR under way: its error says nothing about the essay.
      else call.reject(this.closed ? new EngineClosedError() : deserializeError(reply.error));
      this.dispatch();
    });
    worker.on("error", (error) => {
      // A thread left to finish a late call is no longer the slot's: its error is not the new thread's.
      if (slot.worker === worker) slot.crash = error;
    });
    worker.on("exit", (code) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const call = this.finish(slot);
      if (this.closed) call?.reject(new EngineClosedError());
      else call?.reject(new EngineThreadError(slot.crash ? slot.crash.message : `exit code ${code}`));
      // The calls still waiting go to a new thread.
      this.dispatch();
    });
    return worker;
  }

  /** Ends a thread whose call ran late once that call is over (LATE_CALL_GRACE_MS at most, less once closing). */
  private async endAfterLateCall(worker: Worker, lateCallId: number): Promise<void> {
    await callOver(worker, lateCallId, LATE_CALL_GRACE_MS, this.closeGrace);
    await this.closeThread(worker);
  }

  private async stopThread(slot: Slot): Promise<void> {
    const worker = slot.worker;
    if (!worker) return;
    // Still loading its code (a close right after a start, as in tests): no OCR worker to stop yet.
    // Or busy in JavaScript alone (warming up, correcting): it would answer the close only after
    // that call, so end it now.
    if (!slot.ready || (slot.call && !runsNativeCode(slot.call))) {
      await worker.terminate();
      return;
    }
    // Reading a photo or a PDF page: it finishes first, CLOSE_BUSY_GRACE_MS at most, as ending it
    // inside the native code would abort the process.
    if (slot.call) await callOver(worker, slot.call.id, CLOSE_BUSY_GRACE_MS);
    await this.closeThread(worker);
  }

  /** Asks an idle thread to let the OCR's models go, then ends it. */
  private async closeThread(worker: Worker): Promise<void> {
    const id = this.nextId++;
    // The OCR worker lives inside the thread: ask the thread to stop it before ending the thread.
    const closed = new Promise<void>((resolve) => {
      const onMessage = (reply: EngineReply | EngineReady) => {
        if ("kind" in reply || reply.id !== id) return;
        worker.off("message", onMessage);
        resolve();
      };
      worker.on("message", onMessage);
      worker.once("exit", () => resolve());
      setTimeout(resolve, CLOSE_TIMEOUT_MS).unref();
    });
    worker.postMessage({ id, kind: "close" } satisfies EngineRequest);
    await closed;
    await worker.terminate();
  }
}
