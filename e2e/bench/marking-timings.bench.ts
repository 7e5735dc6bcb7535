/**
 * `npm run bench` (part): the teacher's marking in headless Chromium against the product started
 * as `npm start` does. On a corrected 300-word essay it times, and prints the median, min and max of
 *   - 20 rejections (Delete on a correction) and 20 restores ('Restore' in the rejected one's panel): the
 *     browser's own Event Timing of the key or click, from the input to the next paint showing the
 *     changed diff, and, from the test's side, until the changed diff is found (with the browser
 *     protocol's round trips and Playwright's checks before a click);
 *   - 5 fixes of the text: from 'Save and correct again' to the corrected view of the fixed text.
 * Figures are printed, not asserted. Targets: a click under 100 ms, a fix under 2 s.
 */
import { correctTextEssay } from "../essay-flow";
import { TEXT_ESSAY } from "../essays";
import { launchChromium, startProduct } from "../product";
import { signUpTeacher } from "../teacher";

const CLICKS = 20;
const FIXES = 5;

const product = await startProduct();
const browser = await launchChromium();
try {
  const page = await signUpTeacher(browser, product, "bench.marker@school.test");
  await correctTextEssay(page, product, { text: TEXT_ESSAY });
  const corrections = page.getByRole("region", { name: "Corrections", exact: true });
  const mark = corrections.getByRole("button", {
    name: "Correction: freind to friend. Enter to open, Delete to reject.",
  });
  const rejected = corrections.getByRole("button", { name: "Rejected correction: freind to friend." });
  const restore = page.getByRole("dialog", { name: "Rejected correction" }).getByRole("button", { name: "Restore" });
  const ms = (from: number) => performance.now() - from;

  // The Event Timing API: each keydown and click's time from the input to the next paint after its handlers ran.
  await page.evaluate(`(() => {
    window.inputToPaint = [];
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (entry.name === "keydown" || entry.name === "click") window.inputToPaint.push(entry.duration); })
      .observe({ type: "event", durationThreshold: 16, buffered: false });
  })()`);
  const lastInputToPaint = async () => {
    await page.waitForTimeout(50);
    return (await page.evaluate("window.inputToPaint.splice(0).reduce((a, b) => Math.max(a, b), 0)")) as number;
  };
  const settle = () =>
    page
      .getByText("Saving…")
      .waitFor({ state: "detached" })
      .catch(() => undefined);

  const rejects: number[] = [];
  const restores: number[] = [];
  const rejectPaints: number[] = [];
  const restorePaints: number[] = [];
  for (let run = 0; run < CLICKS; run++) {
    await mark.focus();
    await lastInputToPaint();
    let start = performance.now();
    await page.keyboard.press("Delete");
    await rejected.waitFor();
    rejects.push(ms(start));
    rejectPaints.push(await lastInputToPaint());
    await settle();
    await rejected.click();
    await restore.waitFor();
    await lastInputToPaint();
    start = performance.now();
    await restore.click();
    await mark.waitFor();
    restores.push(ms(start));
    restorePaints.push(await lastInputToPaint());
    await settle();
  }

  const fixes: number[] = [];
  for (let run = 0; run < FIXES; run++) {
    const [from, to] = run % 2 === 0 ? ["sixteen", "fifteen"] : ["fifteen", "sixteen"];
    await corrections.getByRole("button", { name: "Fix text" }).click();
    const dialog = page.getByRole("dialog", { name: "Fix the text" });
    const box = dialog.getByRole("textbox", { name: "Essay text" });
    await box.fill((await box.inputValue()).replace(`When I was ${from}`, `When I was ${to}`));
    const start = performance.now();
    await dialog.getByRole("button", { name: "Save and correct again" }).click();
    await page
      .getByRole("region", { name: "Corrected text" })
      .getByText(`When I was ${to}`)
      .waitFor({ timeout: 60_000 });
    fixes.push(ms(start));
  }

  const row = (label: string, values: number[], unit: "ms" | "s", target: string) => {
    const sorted = [...values].sort((a, b) => a - b);
    const show = (value: number) => (unit === "ms" ? `${value.toFixed(0)} ms` : `${(value / 1000).toFixed(2)} s`);
    console.log(
      `${label.padEnd(58)} median ${show(sorted[Math.floor(sorted.length / 2)]!)}   min ${show(sorted[0]!)}   max ${show(sorted.at(-1)!)} ${target}`,
    );
  };
  console.log(`\nThe teacher's marking, headless Chromium against \`npm start\``);
  row(
    `Delete on a correction: input to next paint (${CLICKS})`,
    rejectPaints,
    "ms",
    "(target < 100 ms; under 16 ms counts as 0)",
  );
  row(
    `Click on Restore: input to next paint (${CLICKS})`,
    restorePaints,
    "ms",
    "(target < 100 ms; under 16 ms counts as 0)",
  );
  row(`Delete, seen from the test until the diff changed (${CLICKS})`, rejects, "ms", "");
  row(`Restore click, seen from the test until the diff changed (${CLICKS})`, restores, "ms", "");
  row(`Fixed text of 300 words: save to corrected view (${FIXES})`, fixes, "s", "(target < 2 s)");
} finally {
  await browser.close();
  await product.stop();
}
