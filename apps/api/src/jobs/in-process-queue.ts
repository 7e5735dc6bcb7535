import { calibrateSchoolJob, calibrationKey } from "./calibrate-school.job";
import { correctEssayJob, type CorrectionJobDeps } from "./correct-essay.job";
import { CorrectionWaiters } from "./correction-waiters";
import { readClassSetPageJob } from "./read-class-set-page.job";
import { type CalibrationRequest, type CorrectionQueue, pageKey, type PageToRead } from "../correction-queue";
import { DEFAULT_SWEEP_MS, sweepPendingEssays, sweepUnreadPages } from "./sweep-pending-essays";

/** How the in-process queue works. */
export interface InProcessQueueOptions {
  /**
   * How often the PENDING essays are queued again: any whose job was lost (a database error, or a
   * claim left by a stopped server that has run out) is taken up then.
   */
  sweepMs?: number;
}

/**
 * The embedded queue: essays are corrected one at a time in this process (the engine itself runs
 * in a worker thread), and class set pages read one at a time beside them, in a lane of their own,
 * so that a school's scan never holds up another school's essay (the engine, too, takes an essay's
 * call before a page's). Nothing is stored but the essays: what is PENDING is the queue.
 */
export class InProcessCorrectionQueue implements CorrectionQueue {
  /** Queued or running; an id in here is not queued again. */
  private readonly known = new Set<string>();
  private readonly waiting: string[] = [];
  /** Class set pages to read, by key, in order; one at a time, in their own lane. */
  private readonly pages = new Map<string, PageToRead>();
  /** Calibrations to refit, by key, taken only when no essay waits. */
  private readonly calibrations = new Map<string, CalibrationRequest>();
  /** The essay or calibration under way. */
  private running: Promise<void> | undefined;
  /** The class set page under way. */
  private reading: Promise<void> | undefined;
  /** The essay being corrected now, if the job under way is an essay's. */
  private correcting: string | undefined;
  private readonly waiters = new CorrectionWaiters();
  private sweeper: NodeJS.Timeout | undefined;
  private state: "idle" | "started" | "stopped" = "idle";

  constructor(
    private readonly deps: CorrectionJobDeps,
    private readonly options: InProcessQueueOptions = {},
  ) {}

  async enqueue(essayId: string): Promise<void> {
    if (this.state === "stopped" || this.known.has(essayId)) return;
    this.known.add(essayId);
    this.waiting.push(essayId);
    this.next();
  }

  async enqueuePageReading(page: PageToRead): Promise<void> {
    if (this.state === "stopped" || this.pages.has(pageKey(page))) return;
    this.pages.set(pageKey(page), page);
    this.next();
  }

  async enqueueCalibration(request: CalibrationRequest): Promise<void> {
    if (this.state === "stopped") return;
    this.calibrations.set(calibrationKey(request), request);
    this.next();
  }

  async start(): Promise<void> {
    if (this.state !== "idle") return;
    this.state = "started";
    this.next();
    await this.sweep();
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs ?? DEFAULT_SWEEP_MS);
    this.sweeper.unref();
  }

  waitForCorrection(essayId: string, ms: number): Promise<void> {
    // Queued at once after the essay was created: it is the one running only when nothing was before it.
    if (this.correcting !== essayId || ms <= 0) return Promise.resolve();
    return this.waiters.wait(essayId, ms);
  }

  async stop(): Promise<void> {
    this.state = "stopped";
    this.waiters.releaseAll();
    clearInterval(this.sweeper);
    this.waiting.length = 0;
    this.pages.clear();
    this.calibrations.clear();
    // The jobs under way finish; the essays and pages still waiting stay PENDING and unread for the next start.
    await Promise.all([this.running, this.reading]);
  }

  isRunning(): boolean {
    return this.state === "started";
  }

  private async sweep(): Promise<void> {
    await sweepUnreadPages(this.deps, (page) => this.enqueuePageReading(page));
    await sweepPendingEssays(this.deps, (essayId) => this.enqueue(essayId));
  }

  private next(): void {
    if (this.state !== "started") return;
    this.readNextPage();
    if (!this.running) this.correctNext();
  }

  private readNextPage(): void {
    if (this.reading) return;
    const [key, page] = this.pages.entries().next().value ?? [];
    if (!key || !page) return;
    this.reading = readClassSetPageJob(this.deps, page)
      .then(
        () => undefined,
        // A database or storage error: the page stays unread, and the next sweep queues it again.
        (error: unknown) => this.deps.logger.error({ err: error, page }, "class set page reading crashed"),
      )
      .finally(() => {
        this.pages.delete(key);
        this.reading = undefined;
        this.next();
      });
  }

  private correctNext(): void {
    const essayId = this.waiting.shift();
    if (!essayId) {
      this.calibrateNext();
      return;
    }
    this.correcting = essayId;
    this.running = correctEssayJob(this.deps, essayId)
      .then(
        () => undefined,
        // A database or storage error: the job let the essay's claim go, and the next sweep queues it again.
        (error: unknown) =>
          this.deps.logger.error({ err: error, essayId }, "essay correction job crashed; it will be retried"),
      )
      .finally(() => {
        this.known.delete(essayId);
        this.correcting = undefined;
        this.running = undefined;
        this.waiters.finished(essayId);
        this.next();
      });
  }

  private calibrateNext(): void {
    const [key, request] = this.calibrations.entries().next().value ?? [];
    if (!key || !request) return;
    this.calibrations.delete(key);
    this.running = calibrateSchoolJob(this.deps, request)
      .then(
        () => undefined,
        // A database error: the next grades saved queue the school again.
        (error: unknown) =>
          this.deps.logger.error(
            { err: error, organisationId: request.organisationId },
            "school calibration job crashed",
          ),
      )
      .finally(() => {
        this.running = undefined;
        this.next();
      });
  }
}
