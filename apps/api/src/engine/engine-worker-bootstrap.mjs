// The entry of the engine thread. Worker threads do not take the tsx loader from `--import` in
// their execArgv (Node 20), so the loader is registered here, then the TypeScript worker is loaded.
// This works the same under `npm start` (tsx), `npm run worker` and vitest.
import { register } from "tsx/esm/api";

register();
await import("./engine-worker.ts");
