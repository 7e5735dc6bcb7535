import { readDocument } from "./document/document";
console.log(readDocument(process.argv[2]!).words.map((w) => `${w.text}|${w.joined}`).join(" "));
