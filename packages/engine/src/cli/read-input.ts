import { readFile } from "node:fs/promises";

/** The whole text of a file, or of standard input when no file (or "-") is given. */
export async function readInput(file: string | undefined): Promise<string> {
  if (file && file !== "-") return readFile(file, "utf8");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
