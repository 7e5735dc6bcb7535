import { TranscriptionInputError, type GradedExample, type LlmConfig } from "@redpen/engine";
import { UnreadablePdfError } from "../services/images/pdf-pages";
import { EngineCallError } from "./engine-call-errors";
import type { MarkingReviewInput, NewEssayInput } from "./engine-runner";

/** What the api's thread asks the engine thread; `id` pairs each reply with its request. */
export type EngineRequest =
  | { id: number; kind: "transcribe"; images: Uint8Array[] }
  /** Draws a class set's PDF page (1 for the first) within the pixel limit, and takes its text layer. */
  | { id: number; kind: "renderPdfPage"; pdf: Uint8Array; pageNumber: number }
  | { id: number; kind: "assess"; input: NewEssayInput }
  | { id: number; kind: "review"; input: MarkingReviewInput }
  | { id: number; kind: "calibrate"; examples: GradedExample[]; certificate: string }
  /** Loads the correction engine and starts the OCR worker, so that the first essay waits for neither. */
  | { id: number; kind: "warm" }
  /** Stops the OCR worker inside the thread before the thread is ended. */
  | { id: number; kind: "close" };

/** An error as it crosses threads: structured clone keeps neither its class nor its own fields. */
export interface SerializedError {
  name: string;
  message: string;
  code?: string;
  pageIndex?: number;
}

/** The engine thread's answer to one request. */
export type EngineReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };

/** Sent once by the engine thread when its code is loaded and it takes requests. */
export interface EngineReady {
  kind: "ready";
}

/** What the engine thread is started with. */
export interface EngineWorkerData {
  llm?: LlmConfig;
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof TranscriptionInputError)
    return { name: error.name, message: error.message, code: error.code, pageIndex: error.pageIndex };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: "Error", message: String(error) };
}

/**
 * The error again: the engine's own TranscriptionInputError (same code), or the UnreadablePdfError
 * of a PDF page, when it was one, else an EngineCallError of the same name.
 */
export function deserializeError(error: SerializedError): Error {
  if (error.name === "TranscriptionInputError" && error.code) {
    return new TranscriptionInputError(error.code as TranscriptionInputError["code"], error.message, error.pageIndex);
  }
  if (error.name === "UnreadablePdfError") return new UnreadablePdfError(error.message);
  return new EngineCallError(error.message, error.name);
}
