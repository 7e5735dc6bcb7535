/**
 * `npm run bench -w @redpen/api` (its last but one part): seconds per page to read and group a class set
 * on PostgreSQL. The script makes a 30-page scan (a PDF of pages handwritten in a handwriting-like
 * font, twelve students, a name line on each one's first page), uploads it as a set of the class
 * of those twelve (as a teacher does: the class's list helps find the names), and times it until
 * every page is read and the grouping proposed (READY): with one process reading (the api, which
 * takes jobs as a worker does) and with two (the api and one `npm run worker`). Medians of RUNS
 * runs; figures are printed, never asserted. Target: under 60 s for 30 pages. The machine's load
 * (1-minute average) at each run's start is printed beside: the engine threads run at a lower
 * priority than the api, so other programs busy on the machine slow the reading much more than it.
 * So is the processor time the reading took a page (all threads of the processes reading, read from
 * /proc), which the machine's load hardly changes: on idle cores, that is about the time a page takes.
 * BENCH_CLASS_SET_PAGES and BENCH_CLASS_SET_RUNS change the 30 pages and 3 runs.
 *
 * A second scan, "ruled", is the same class on exercise-book paper (ruled, a red margin rule, some
 * sheets punched), each student in a handwriting font of their own, heading the first page with a
 * name line written as students do ("Name: Anna Kowalska", the name in the top right corner, the
 * date then the name, the name then "p. 1"). It is read with one process. For both scans the script
 * then prints whether every student was found (the group's name) and grouped right (its pages), and
 * the word error rate of the grouped essays' texts (name line left out, as the essay's text leaves
 * it) against what was written: target ≤ 5%. BENCH_CLASS_SET_SCANS="plain,ruled" (the default)
 * picks the scans.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { type ClassSetData, type ClassSetResponse, comparableName, essayNameLine } from "@redpen/contract";
import { nameLine, type NameLineStyle, wordErrorRate } from "@redpen/engine/testing";
import { HANDWRITING_FONTS, type PageSpec, sizeForXHeight } from "@redpen/engine/testing/pages";
import { postgresReachable } from "../../../test-support/databases";
import { warmPdfReader } from "../src/services/images/pdf-pages";
import { scannedPdf } from "../src/testing/class-set-pdfs";
import { CLASS_SET_DATA, classSetBody } from "../src/testing/class-sets";
import { addStudents, createClass } from "../src/testing/classes";
import { listenOnLoopback, startTestApi } from "../src/testing/test-api";

const PAGES = Number(process.env.BENCH_CLASS_SET_PAGES ?? 30);
const RUNS = Number(process.env.BENCH_CLASS_SET_RUNS ?? 3);
const SCANS = (process.env.BENCH_CLASS_SET_SCANS ?? "plain,ruled").split(",").map((scan) => scan.trim());
const ROOT = join(import.meta.dirname, "../../..");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const NAMES = ["Maria Lopez", "Tom Smith", "Li Wei", "Anna Kowalska", "Peter Brown", "Sofia Rossi"];
const NAMES_MORE = ["James Wilson", "Emma Martin", "Lucas Silva", "Chloe Dubois", "Omar Haddad", "Julia Novak"];
const SENTENCES = [
  "In my opinion young people should do volunteer work because it teaches them to help other people.",
  "They can learn new skills that are useful for a job later and they meet many interesting people.",
  "Some students say they have no time, because they have a lot of homework and exams every week.",
  "I think that one afternoon a month is enough, and schools could help them to find a good place.",
  "For example my cousin works in an animal shelter on Saturdays and she says it is very rewarding.",
];

/** A student of the scan: their name, and the pages they wrote (numbers from 1, and what each says below any name line). */
interface ScannedStudent {
  name: string;
  pageNumbers: number[];
  bodies: string[];
}

/** The scan: twelve students writing two or three pages each, a name line on each one's first page. */
function classSetPages(count: number): { texts: string[]; essays: number; students: ScannedStudent[] } {
  const texts: string[] = [];
  const students: ScannedStudent[] = [];
  const names = [...NAMES, ...NAMES_MORE];
  let student = 0;
  while (texts.length < count) {
    const pages = student % 2 === 0 ? 3 : 2;
    const name = names[student % names.length]!;
    students.push({ name, pageNumbers: [], bodies: [] });
    for (let page = 0; page < pages && texts.length < count; page++) {
      const body = SENTENCES.slice(page % 2, (page % 2) + 4).join(" ");
      texts.push(page === 0 ? `${name}\n\n${body}` : body);
      students.at(-1)!.pageNumbers.push(texts.length);
      students.at(-1)!.bodies.push(body);
    }
    student++;
  }
  return { texts, essays: student, students };
}

const NAME_LINES: NameLineStyle[] = ["name", "corner", "date-and-name", "name-and-page"];

/**
 * The same class on exercise-book paper: the pages' texts without the name (it is the first page's
 * name line, in one of the ways students write it), and how to render each page.
 */
/** The handwriting font the `s`-th student of the ruled scan writes in. */
const ruledFont = (s: number) => HANDWRITING_FONTS[(s * 7) % HANDWRITING_FONTS.length]!;

function ruledScan(students: ScannedStudent[]): { texts: string[]; pages: Omit<PageSpec, "text">[] } {
  const texts: string[] = [];
  const pages: Omit<PageSpec, "text">[] = [];
  for (const [s, student] of students.entries()) {
    const font = ruledFont(s);
    for (const [p, body] of student.bodies.entries()) {
      texts.push(body);
      pages.push({
        font,
        size: sizeForXHeight(font, 18),
        width: 1300,
        jitter: 1,
        wobble: 1,
        slant: (s % 5) * 2,
        seed: 1000 + texts.length,
        paper: "margin",
        holes: s % 3 === 0,
        sheet: true,
        header: p === 0 ? nameLine(NAME_LINES[s % NAME_LINES.length]!, student.name, { page: 1 }) : undefined,
      });
    }
  }
  return { texts, pages };
}

/** Whether each student was found and grouped right, and how far the grouped essays' texts are from what was written. */
function reportGrouping(scan: string, set: ClassSetData, students: ScannedStudent[]): void {
  const pageText = new Map(set.pages.map((page) => [page.page_number, page.text ?? ""]));
  let found = 0;
  let grouped = 0;
  let edits = 0;
  let words = 0;
  let pageEdits = 0;
  const wrong: string[] = [];
  const perStudent: string[] = [];
  for (const student of students) {
    const group = set.groups.find((candidate) => candidate.page_numbers[0] === student.pageNumbers[0]);
    const named = group ? comparableName(group.name ?? "") === comparableName(student.name) : false;
    const pagesRight = group ? group.page_numbers.join(",") === student.pageNumbers.join(",") : false;
    if (named) found++;
    if (pagesRight) grouped++;
    if (!named || !pagesRight)
      wrong.push(
        `${student.name} (pages ${student.pageNumbers.join(", ")}): ${group ? `named "${group.name ?? ""}", pages ${group.page_numbers.join(", ")}` : "no essay starts on its first page"}` +
          ` (first line read: "${(pageText.get(student.pageNumbers[0]!) ?? "").trimStart().split("\n", 1)[0]!.slice(0, 60)}")`,
      );
    // The essay's text as the essay gets it: its pages' texts, the first page's name line left out.
    const read = (group?.page_numbers ?? []).map((number) => pageText.get(number) ?? "").join("\n\n");
    const nameLineFound = essayNameLine(read, group?.name);
    const text = nameLineFound ? read.slice(nameLineFound.essayStart) : read;
    const truth = student.bodies.join("\n\n");
    const count = truth.split(/\s+/).filter(Boolean).length;
    edits += wordErrorRate(truth, text) * count;
    words += count;
    // The reading alone, whatever the grouping: each page's text (its name line left out) against its body.
    let studentEdits = 0;
    for (const [i, number] of student.pageNumbers.entries()) {
      const pageRead = pageText.get(number) ?? "";
      const pageName = i === 0 ? essayNameLine(pageRead, student.name) : null;
      const body = student.bodies[i]!;
      studentEdits +=
        wordErrorRate(body, pageName ? pageRead.slice(pageName.essayStart) : pageRead) *
        body.split(/\s+/).filter(Boolean).length;
    }
    pageEdits += studentEdits;
    const hand = scan === "ruled" ? ` in ${ruledFont(students.indexOf(student))}` : "";
    perStudent.push(`${student.name}${hand} ${((100 * studentEdits) / count).toFixed(1)}%`);
  }
  console.log(
    `| ${scan} | ${found}/${students.length} | ${grouped}/${students.length} | ${set.groups.length} | ${((100 * edits) / words).toFixed(1)}% (target ≤ 5%) | ${((100 * pageEdits) / words).toFixed(1)}% |`,
  );
  for (const line of wrong) console.error(`  ${scan}: ${line}`);
  console.log(`  ${scan}, word error rate of each student's pages: ${perStudent.join(", ")}`);
}

/** `npm run worker` on the same database and uploads folder, once it says it started. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/worker.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      if (output.includes("worker started")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
  return child;
}

async function stopWorker(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Processor seconds (user and system, every thread) a process has used, from Linux's /proc; 0 elsewhere. */
function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command's name, which ends with ")": utime and stime are the 12th and 13th, in ticks of 1/100 s.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

interface RunResult {
  /** From the upload until the set is READY. */
  seconds: number;
  /** Processor seconds the api and the workers used meanwhile. */
  cpuSeconds: number;
  /** Essays proposed. */
  groups: number;
  /** The machine's 1-minute load average at the upload. */
  load: number;
  /** The set once READY: its pages as read and the groups proposed. */
  set: ClassSetData;
}

/** Reads the scan as a set of the class whose students are `roster`, as a teacher uploads a class's scan. */
async function run(workers: number, pdf: Buffer, roster: readonly string[]): Promise<RunResult> {
  const ctx = await startTestApi({}, { rateLimits: null }, {});
  if (!("postgresUrl" in ctx.database.location))
    throw new Error("the class set benchmark runs on PostgreSQL: set TEST_DATABASE=postgres");
  const env = { DATABASE_URL: ctx.database.location.postgresUrl, DATA_DIR: ctx.database.dataDir };
  const running = await Promise.all(Array.from({ length: workers }, () => startWorker(env)));
  try {
    const origin = await listenOnLoopback(ctx.api);
    await Promise.all([ctx.api.engine.warm(), warmPdfReader()]);
    const { token } = await ctx.teacherToken();
    const klass = await createClass(ctx, token, { name: "Class 4C" });
    await addStudents(ctx, token, klass.id, [...roster]);
    const id = randomUUID();
    const { payload, headers } = classSetBody({ ...CLASS_SET_DATA, class_id: klass.id }, [{ bytes: pdf }]);
    const auth = { authorization: `Bearer ${token}` };
    const load = loadavg()[0]!;
    const pids = [process.pid, ...running.map((child) => child.pid!)];
    const cpu = () => pids.reduce((total, pid) => total + cpuSecondsOf(pid), 0);
    const cpuAtStart = cpu();
    const started = performance.now();
    const reply = await fetch(`${origin}/api/v1/class-sets/${id}`, {
      method: "POST",
      headers: { ...headers, ...auth },
      body: payload,
    });
    if (reply.status !== 201) throw new Error(`POST /class-sets: ${reply.status} ${await reply.text()}`);
    for (;;) {
      const set = (await (
        await fetch(`${origin}/api/v1/class-sets/${id}`, { headers: auth })
      ).json()) as ClassSetResponse;
      if (set.data.status === "READY")
        return {
          seconds: (performance.now() - started) / 1000,
          cpuSeconds: cpu() - cpuAtStart,
          groups: set.data.groups.length,
          load,
          set: set.data,
        };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await Promise.all(running.map(stopWorker));
    await ctx.close();
  }
}

if (!(await postgresReachable())) {
  console.log("\nClass set reading: PostgreSQL is not reachable; skipped.");
} else {
  process.env.TEST_DATABASE = "postgres";
  const { texts, essays, students } = classSetPages(PAGES);
  const lastSets: { scan: string; set: ClassSetData }[] = [];
  const table = (label: string) => {
    console.log(
      `| ${label} | seconds for the set (median) | seconds per page | processor seconds per page | essays proposed (of ${essays}) ` +
        "| runs (s) | machine's load at each run's start |",
    );
    console.log("|---|---|---|---|---|---|---|");
  };
  const measure = async (scan: string, pdf: Buffer, workers: number, label: string) => {
    const results: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      results.push(
        await run(
          workers,
          pdf,
          students.map((student) => student.name),
        ),
      );
      process.stderr.write(
        `  ${scan}, ${workers + 1} process(es), run ${i + 1}: ${results.at(-1)!.seconds.toFixed(1)} s\n`,
      );
    }
    const seconds = median(results.map((result) => result.seconds));
    const cpuPerPage = median(results.map((result) => result.cpuSeconds)) / PAGES;
    console.log(
      `| ${label} | ${seconds.toFixed(1)} | ${(seconds / PAGES).toFixed(2)} | ${cpuPerPage.toFixed(2)} | ` +
        `${median(results.map((result) => result.groups))} | ${results.map((result) => result.seconds.toFixed(1)).join(", ")} | ` +
        `${results.map((result) => result.load.toFixed(1)).join(", ")} |`,
    );
    const last = lastSets.find((entry) => entry.scan === scan);
    if (last) last.set = results.at(-1)!.set;
    else lastSets.push({ scan, set: results.at(-1)!.set });
  };
  if (SCANS.includes("plain")) {
    const pdf = await scannedPdf(texts);
    console.log(
      `\nClass set reading on PostgreSQL: a ${PAGES}-page handwritten scan (${(pdf.length / 1024 / 1024).toFixed(1)} MB, ` +
        `${essays} students), from the upload until every page is read and the essays proposed; median of ${RUNS} runs\n`,
    );
    table("reading");
    for (const workers of [0, 1])
      await measure(
        "plain",
        pdf,
        workers,
        workers === 0 ? "1 process (the api)" : "2 processes (the api and 1 worker)",
      );
  }
  if (SCANS.includes("ruled")) {
    const ruled = ruledScan(students);
    const pdf = await scannedPdf(ruled.texts, { pages: ruled.pages });
    console.log(
      `\nThe same class on exercise-book paper (ruled, margin rule, name lines as students write them, a font per student): ` +
        `${(pdf.length / 1024 / 1024).toFixed(1)} MB; median of ${RUNS} runs\n`,
    );
    table("reading (ruled)");
    await measure("ruled", pdf, 0, "1 process (the api)");
  }
  console.log(
    `\nStudents found and grouped right (the last run of each scan); word error rate of the grouped essays' texts against what was written\n`,
  );
  console.log(
    "| scan | students found (name right) | grouped right (pages right) | essays proposed | word error rate of the grouped essays | of the pages alone |",
  );
  console.log("|---|---|---|---|---|---|");
  for (const { scan, set } of lastSets) reportGrouping(scan, set, students);
}
