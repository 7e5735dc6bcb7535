import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import {
  calibrate,
  closeTranscriber,
  findCertificateOption,
  listCertificateOptions,
  transcribe,
  warmTranscriber,
} from "@redpen/engine";
import { renderPdfPage, warmPdfReader } from "../services/images/pdf-pages";
import { assessForApi, reviewForApi } from "./assess-essay";
import { WARM_ESSAY } from "./warm-essay";
import {
  serializeError,
  type EngineReady,
  type EngineReply,
  type EngineRequest,
  type EngineWorkerData,
} from "./engine-messages";

// Runs inside a worker thread started by engine-thread-runner.ts: the OCR and the correction rules
// are CPU-bound, and here they cannot hold up the api's event loop.
const port = parentPort;
if (!port) throw new Error("engine-worker.ts runs inside a worker thread only.");
const { llm } = workerData as EngineWorkerData;
let closing = false;

// A correction can wait a little, a reply of the api cannot: on a busy machine this thread, and the
// OCR threads it starts, yield the CPU to the api's. On Linux a nice value is per thread (pid 0 is
// the calling thread); elsewhere it would slow the whole process, so it is left as it is.
const ENGINE_NICE = 10;
if (process.platform === "linux") setPriority(0, ENGINE_NICE);

async function answer(request: EngineRequest): Promise<unknown> {
  switch (request.kind) {
    case "transcribe":
      return transcribe(request.images);
    case "renderPdfPage":
      return renderPdfPage(
        Buffer.from(request.pdf.buffer, request.pdf.byteOffset, request.pdf.byteLength),
        request.pageNumber,
      );
    case "assess":
      return assessForApi(request.input, llm);
    case "review":
      return reviewForApi(request.input, llm);
    case "calibrate":
      return calibrate(request.examples, request.certificate);
    case "warm":
      return warm();
    case "close":
      closing = true;
      return closeTranscriber();
  }
}

/**
 * Runs the offline assessment of WARM_ESSAY once (loading the rules, dictionaries, grading model and
 * the topic's check) and loads pdf.js for the class sets' pages, then starts the OCR worker without
 * waiting for it: it loads in its own thread, and an essay need not wait.
 */
async function warm(): Promise<void> {
  await warmPdfReader();
  const option = findCertificateOption(WARM_ESSAY.certificateId) ?? listCertificateOptions()[0];
  if (option)
    await assessForApi({
      text: WARM_ESSAY.text,
      certificate: {
        certificate_id: option.id,
        name: option.name,
        cefr_level: option.cefr_level,
        format: option.format,
      },
      topic: WARM_ESSAY.topic,
    });
  // Once asked to close, no OCR worker is started that the close would miss. A failed start shows on the first photo.
  if (!closing) warmTranscriber();
}

port.on("message", (request: EngineRequest) => {
  answer(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies EngineReply),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies EngineReply),
  );
});
port.postMessage({ kind: "ready" } satisfies EngineReady);
