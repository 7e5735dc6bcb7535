/**
 * The reading benchmark's reader thread: reads each photo it is sent with `transcribe()` and sends
 * back the page's reading and the time it took. A thread of its own so that the benchmark can stop
 * a reading that runs far past any sensible time (today's reader can spend minutes on a photo of
 * mostly desk) and go on with the next page.
 */
import { parentPort } from "node:worker_threads";
import { closeTranscriber } from "../src/transcribe/reader-lifecycle";
import { transcribe } from "../src/transcribe/transcribe";
import type { PageTranscription } from "../src/transcribe/types";

/** A photo to read. */
export interface ReadRequest {
  id: number;
  image: Uint8Array;
}

/** Its reading, without the page image (not needed, and large), or the error it raised. */
export interface ReadReply {
  id: number;
  page?: Omit<PageTranscription, "image">;
  error?: string;
  ms: number;
}

parentPort!.on("message", async (message: ReadRequest | "close") => {
  if (message === "close") {
    await closeTranscriber();
    parentPort!.close();
    return;
  }
  const started = performance.now();
  try {
    const { pages } = await transcribe([message.image]);
    const { image: _image, ...page } = pages[0]!;
    parentPort!.postMessage({ id: message.id, page, ms: performance.now() - started } satisfies ReadReply);
  } catch (error) {
    parentPort!.postMessage({
      id: message.id,
      error: String(error),
      ms: performance.now() - started,
    } satisfies ReadReply);
  }
});
