/**
 * @redpen/engine: the automated help (transcribe, correct, grade, draft feedback).
 * Pure TypeScript with no web or database code; it depends on nothing of ours.
 * Its capabilities are built by their own issues; this package is their place.
 */
export {};
