// The entry of the reading benchmark's reader thread. Worker threads do not take the tsx loader from
// `--import` in their execArgv (Node 20), so the loader is registered here, then the TypeScript is loaded.
import { register } from "tsx/esm/api";

register();
await import("./reading-worker.ts");
