import { buffer } from "node:stream/consumers";
import { fromBufferPromise } from "yauzl";

/** Every file of a zip archive by its path, read as an unzip program would (yauzl checks each CRC). */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry())
    files.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  zip.close();
  return files;
}

/** A JSON file of the archive, parsed (typed loosely, as inject's `json()` is, for the tests to look into). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function jsonIn(files: Map<string, Buffer>, path: string): any {
  const file = files.get(path);
  if (!file) throw new Error(`no ${path} in the archive; it has ${[...files.keys()].join(", ")}`);
  return JSON.parse(file.toString("utf8"));
}
