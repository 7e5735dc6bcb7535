import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";
import type { OcrModel } from "./types";

const require = createRequire(import.meta.url);

/** The folder of each model inside @tesseract.js-data/eng, read from disk: nothing is downloaded. */
const MODEL_FOLDERS: Record<OcrModel, string> = { best_int: "4.0.0_best_int", fast: "4.0.0" };

/**
 * Tesseract's word lists pull what it reads toward dictionary words ("freind" → "friend"); a
 * transcription of a learner's essay must keep the learner's spelling, so they are not loaded.
 * Photos carry no real resolution; 300 dpi is what tesseract's layout analysis expects of a page.
 */
const FAITHFUL_CONFIG = { load_system_dawg: "0", load_freq_dawg: "0", user_defined_dpi: "300" };

const workers = new Map<OcrModel, Promise<Worker>>();

/** The one tesseract worker for a model, started on first use and kept for later calls. */
export function ocrWorker(model: OcrModel): Promise<Worker> {
  let worker = workers.get(model);
  if (!worker) {
    const langPath = join(dirname(require.resolve("@tesseract.js-data/eng")), MODEL_FOLDERS[model]);
    // cacheMethod "none": the model is read from node_modules each start, and no cache file is written into the working directory.
    worker = createWorker("eng", OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: "none" }, FAITHFUL_CONFIG);
    workers.set(model, worker);
    worker.catch(() => workers.delete(model));
  }
  return worker;
}

/** Stops the OCR workers so that the process can exit; the next transcription starts them again. */
export async function closeTranscriber(): Promise<void> {
  const running = [...workers.values()];
  workers.clear();
  await Promise.all(running.map((worker) => worker.then((started) => started.terminate(), () => undefined)));
}
