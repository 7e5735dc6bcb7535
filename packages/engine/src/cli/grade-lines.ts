import type { Readable, Writable } from "node:stream";
import { findCertificateOption } from "../catalogue/catalogue";
import { mapJsonLines } from "./json-lines";

/** Corrects and grades one valid request. */
export type GradeText = (text: string, certificate: string, topic: string | undefined) => Promise<unknown>;

/** One {"text", "certificate", "topic"} a line in, one grading result a line out, in order. */
export function gradeLines(input: Readable, output: Writable, grade: GradeText): Promise<number> {
  return mapJsonLines(input, output, ({ text, certificate, topic }) => {
    if (typeof text !== "string") return { error: "'text' must be a string." };
    if (typeof certificate !== "string" || !findCertificateOption(certificate))
      return { error: "'certificate' must be an id that 'engine certificates' lists." };
    if (topic !== undefined && typeof topic !== "string") return { error: "'topic' must be a string when given." };
    return grade(text, certificate, topic);
  });
}
