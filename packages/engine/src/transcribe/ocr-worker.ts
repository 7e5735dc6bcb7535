import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";

const require = createRequire(import.meta.url);

/**
 * The LSTM-only model of @tesseract.js-data/eng, read from disk: nothing is downloaded. The 4.0.0
 * folder holds the same LSTM model (identical readings on the benchmark) plus the legacy engine,
 * which read handwriting worse and slower, so the smaller file is used.
 */
export const MODEL_FOLDER = "4.0.0_best_int";

/**
 * The worker's init settings. Tesseract's word lists pull what it reads toward dictionary words ("freind" → "friend"); a
 * transcription of a learner's essay must keep the learner's spelling, so they are not loaded.
 * Measured on the benchmark's pages, tesseract's LSTM reads the same with them off as on (its
 * beam search hardly uses them), so this costs nothing and guards against the pull. Photos carry
 * no real resolution; 300 dpi is what tesseract's layout analysis expects of a page. debug_file
 * keeps its diagnostics ("Image too small to scale!!" on a slanted page) off the console.
 */
export const FAITHFUL_CONFIG = {
  load_system_dawg: "0",
  load_freq_dawg: "0",
  user_defined_dpi: "300",
  debug_file: "/dev/null",
};

let running: Promise<Worker> | undefined;

/** Where the model data is, inside the installed @tesseract.js-data/eng. */
export function modelPath(folder = MODEL_FOLDER): string {
  return join(dirname(require.resolve("@tesseract.js-data/eng")), folder);
}

/** The one tesseract worker, started on first use and kept for later calls. */
export function ocrWorker(): Promise<Worker> {
  if (!running) {
    const langPath = modelPath();
    // cacheMethod "none": the model is read from node_modules each start, and no cache file is
    // written into the working directory. Without an errorHandler tesseract.js rethrows a failed
    // job's error where nothing can catch it, which would end the process; with one, the job's
    // promise rejects and the caller sees the error.
    const starting = createWorker(
      "eng",
      OEM.LSTM_ONLY,
      { langPath, gzip: true, cacheMethod: "none", errorHandler: () => undefined },
      FAITHFUL_CONFIG,
    );
    running = starting;
    starting.catch(() => {
      if (running === starting) running = undefined;
    });
  }
  return running;
}

/**
 * Starts the OCR worker ahead of the first photo, so it does not wait for the model to load.
 * Never rejects: a failed start shows on the first transcription, which tries again.
 */
export function warmTranscriber(): void {
  ocrWorker().catch(() => undefined);
}

/** Stops the OCR worker so that the process can exit; the next transcription starts it again. */
export async function closeTranscriber(): Promise<void> {
  const stopping = running;
  running = undefined;
  await stopping?.then(
    (worker) => worker.terminate(),
    () => undefined,
  );
}
