/**
 * Which engine corrected, for `npm run screenshots`: with an LLM provider that cannot be reached,
 * the teacher's essay page saying the offline engine corrected and why, and the school
 * page's warning. Its own product, started with that provider set. Run alone
 * (`npx tsx scripts/screenshots-model.ts <folder>`) it saves them into the folder given.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { freePort } from "../test-support/free-port";
import { correctTextEssay } from "../e2e/essay-flow";
import { TEXT_ESSAY } from "../e2e/essays";
import { correctedByLine, modelWarning, unreachableModel } from "../e2e/model-use";
import { launchChromium, startProduct } from "../e2e/product";
import { signUpTeacher } from "../e2e/teacher";
import { shooterInto, type Shoot } from "../e2e/shots";

export async function shootModelStates(browser: Browser, shoot: Shoot): Promise<void> {
  const product = await startProduct(undefined, { env: unreachableModel(await freePort()) });
  try {
    const teacher = await signUpTeacher(browser, product, "model.teacher@school.test");
    await correctTextEssay(teacher, product, { text: TEXT_ESSAY, studentName: "Ada Brown" });
    await correctedByLine(teacher).waitFor();
    await teacher.waitForLoadState("networkidle");
    await shoot(teacher, "70-corrected-by-offline-engine");
    await teacher.goto(`${product.url}/school`);
    await modelWarning(teacher).waitFor();
    await teacher.waitForLoadState("networkidle");
    await shoot(teacher, "71-organisation-model-warning");
    await teacher.close();
  } finally {
    await product.stop();
  }
}

if (process.argv[1]?.endsWith("screenshots-model.ts")) {
  const out = process.argv[2] ?? join(import.meta.dirname, "..", "screenshots");
  mkdirSync(out, { recursive: true });
  const browser = await launchChromium();
  try {
    await shootModelStates(browser, shooterInto(out));
  } finally {
    await browser.close();
  }
}
