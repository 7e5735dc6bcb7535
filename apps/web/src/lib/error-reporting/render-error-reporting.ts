import type { RootOptions } from "react-dom/client";

/** What the React root reports: render errors an error boundary caught, and those none caught. */
export type RenderErrorReporting = Pick<RootOptions, "onCaughtError" | "onUncaughtError">;
