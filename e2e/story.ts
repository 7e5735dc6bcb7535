/**
 * A story: one browser test made of named steps run in order, for a teacher who does several
 * things in a row, each step going on from where the one before left the pages. The steps share
 * what they set up; separate tests never do.
 */
import { it as test } from "vitest";

/** How long a browser test may take per step: the e2e project's testTimeout in vitest.config.ts. */
const STEP_TIMEOUT_MS = 120_000;

/** Adds a named step to the story. */
export type AddStep = (name: string, run: () => Promise<void>) => void;

/**
 * Registers the story `name` as one test. `define` lists its steps with the `it` it is given, as a
 * `describe` lists tests; a step's failure names the step.
 */
export function story(name: string, define: (it: AddStep) => void): void {
  const steps: { name: string; run: () => Promise<void> }[] = [];
  define((stepName, run) => steps.push({ name: stepName, run }));
  test(name, { timeout: steps.length * STEP_TIMEOUT_MS }, async () => {
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        if (error instanceof Error) error.message = `${step.name}: ${error.message}`;
        throw error;
      }
    }
  });
}
