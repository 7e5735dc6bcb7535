import type { InputMethod } from "@redpen/contract";

/** Where to upload another essay of the same kind: photos unless it was pasted text. */
export function newEssayPath(inputMethod: InputMethod | undefined): string {
  return inputMethod === "TEXT" ? "/essays/text/new" : "/essays/image/new";
}
