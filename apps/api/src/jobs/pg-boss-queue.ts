import PgBoss from "pg-boss";
import { calibrateSchoolJob, calibrationKey } from "./calibrate-school.job";
import { correctEssayJob, type CorrectionJobDeps } from "./correct-essay.job";
import { CorrectionWaiters } from "./correction-waiters";
import { readClassSetPageJob } from "./read-class-set-page.job";
import { type CalibrationRequest, type CorrectionQueue, pageKey, type PageToRead } from "../correction-queue";
import { DEFAULT_SWEEP_MS, sweepPendingEssays, sweepUnreadPages } from "./sweep-pending-essays";
import { surviveLostPgBossAcknowledgements } from "./pg-boss-acknowledgements";

export const CORRECTION_QUEUE_NAME = "correct-essay";
export const PAGE_READING_QUEUE_NAME = "read-class-set-page";
export const CALIBRATION_QUEUE_NAME = "calibrate-school";

/** How the pg-boss queue works. */
export interface PgBossQueueOptions {
  /** The PostgreSQL database the api uses; pg-boss keeps its tables in its own schema there. */
  postgresUrl: string;
  /** Whether this process corrects essays; false for a process that only sends them (none yet, but tests use it). */
  work?: boolean;
  /** How often this process sends the PENDING essays again (see InProcessQueueOptions.sweepMs). */
  sweepMs?: number;
  /** How often an idle worker looks for new jobs, in seconds. */
  pollingIntervalSeconds?: number;
}

// A database or storage error is worth retrying (the job lets the essay's claim go and throws); an
// essay the engine cannot correct is not (the job stores FAILURE itself and completes).
const RETRY = { retryLimit: 3, retryDelay: 10, retryBackoff: true } as const;
// Long enough for three photos on a slow machine; pg-boss retries a job held longer than this.
const EXPIRE_IN_SECONDS = 15 * 60;
/**
 * Class set pages a process holds at once, in their own queue beside its one essay: while the
 * engine thread draws or reads one, the other is fetched or stored, so the engine does not wait on
 * the storage. The engine takes an essay's call before any page's, so pages never hold up an
 * essay for more than the call under way. More would only hold pages another process could read meanwhile.
 */
const PAGES_AT_ONCE = 2;

/**
 * The production queue: pg-boss on the api's PostgreSQL database, so that the api and any number
 * of `npm run worker` processes share the work. Each process corrects one essay at a time; the
 * job's claim on the essay row keeps two processes from correcting the same essay at once.
 */
export class PgBossCorrectionQueue implements CorrectionQueue {
  private readonly boss: PgBoss;
  private sweeper: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private workerId: string | undefined;
  private readonly pageWorkerIds: string[] = [];
  /** The jobs under way in this process, which stop() waits for. */
  private readonly running = new Set<Promise<unknown>>();
  private readonly waiters = new CorrectionWaiters();

  constructor(
    private readonly deps: CorrectionJobDeps,
    private readonly options: PgBossQueueOptions,
  ) {
    this.boss = new PgBoss({ connectionString: options.postgresUrl, application_name: "redpen-correction-queue" });
    this.boss.on("error", (error) => deps.logger.error({ err: error }, "pg-boss error"));
    surviveLostPgBossAcknowledgements(deps.logger);
  }

  async enqueue(essayId: string): Promise<void> {
    // Before start() there is no connection yet, and after stop() none any more; start() sends every PENDING essay.
    if (!this.started || this.stopping) return;
    // A "short" queue keeps one waiting job per singletonKey: an essay already waiting is not sent twice.
    await this.boss.send(
      CORRECTION_QUEUE_NAME,
      { essayId },
      { singletonKey: essayId, ...RETRY, expireInSeconds: EXPIRE_IN_SECONDS },
    );
    // This process's worker looks at once instead of at its next poll; other processes poll.
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  async enqueuePageReading(page: PageToRead): Promise<void> {
    if (!this.started || this.stopping) return;
    await this.boss.send(PAGE_READING_QUEUE_NAME, page, {
      singletonKey: pageKey(page),
      ...RETRY,
      expireInSeconds: EXPIRE_IN_SECONDS,
    });
    this.notifyPageWorkers();
  }

  /** This process's page workers look at once instead of at their next poll; other processes poll. */
  private notifyPageWorkers(): void {
    for (const id of this.pageWorkerIds) this.boss.notifyWorker(id);
  }

  async enqueueCalibration(request: CalibrationRequest): Promise<void> {
    if (!this.started || this.stopping) return;
    await this.boss.send(CALIBRATION_QUEUE_NAME, request, {
      singletonKey: calibrationKey(request),
      ...RETRY,
      expireInSeconds: EXPIRE_IN_SECONDS,
    });
  }

  async waitForCorrection(essayId: string, ms: number): Promise<void> {
    // Only when this process corrects, has nothing under way and no other essay waits: its worker,
    // told at once by enqueue(), takes the essay next. Should another process take it, the wait ends after `ms`.
    if (this.options.work === false || !this.isRunning() || this.running.size > 0 || ms <= 0) return;
    const waiting = this.waiters.wait(essayId, ms);
    try {
      if ((await this.boss.getQueueSize(CORRECTION_QUEUE_NAME)) > 1) this.waiters.finished(essayId);
    } catch {
      // Its size unknown, the queue counts as busy: the reply goes at once.
      this.waiters.finished(essayId);
    }
    await waiting;
  }

  isRunning(): boolean {
    return this.started && !this.stopping;
  }

  async start(): Promise<void> {
    // A stopped queue stays stopped: pg-boss does not start again.
    if (this.started || this.stopping) return;
    this.started = true;
    await this.boss.start();
    for (const name of [CORRECTION_QUEUE_NAME, PAGE_READING_QUEUE_NAME, CALIBRATION_QUEUE_NAME])
      await this.boss.createQueue(name, { name, policy: "short", ...RETRY, expireInSeconds: EXPIRE_IN_SECONDS });
    await this.sweep();
    if (this.options.work !== false) await this.startWorkers();
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs ?? DEFAULT_SWEEP_MS);
    this.sweeper.unref();
  }

  /** A job's run, counted as under way until it ends (stop() waits for it). */
  private async track<T>(run: Promise<T>): Promise<T> {
    this.running.add(run);
    try {
      return await run;
    } finally {
      this.running.delete(run);
    }
  }

  /** This process's workers: PAGES_AT_ONCE page readers, one essay corrector and one calibrator. */
  private async startWorkers(): Promise<void> {
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 2;
    // Each process reads PAGES_AT_ONCE pages beside its essay: more worker processes, more pages at once.
    for (let slot = 0; slot < PAGES_AT_ONCE; slot++)
      this.pageWorkerIds.push(
        await this.boss.work<PageToRead>(
          PAGE_READING_QUEUE_NAME,
          { batchSize: 1, pollingIntervalSeconds },
          async ([job]) => {
            if (!job || this.stopping) return "skipped";
            try {
              return await this.track(readClassSetPageJob(this.deps, job.data));
            } finally {
              if (!this.stopping) this.notifyPageWorkers();
            }
          },
        ),
      );
    this.workerId = await this.boss.work<{ essayId: string }>(
      CORRECTION_QUEUE_NAME,
      { batchSize: 1, pollingIntervalSeconds },
      async ([job]) => {
        // A job fetched while pg-boss was stopping is left alone; its essay stays PENDING and is sent again.
        if (!job || this.stopping) return "skipped";
        try {
          return await this.track(correctEssayJob(this.deps, job.data.essayId));
        } finally {
          this.waiters.finished(job.data.essayId);
          // pg-boss waits out the polling interval after a job shorter than it; told, it fetches the next
          // essay at once, so a busy queue is worked through at the engine's pace, not one essay per poll.
          if (this.workerId && !this.stopping) this.boss.notifyWorker(this.workerId);
        }
      },
    );
    // Polled slowly: a refit can wait, and each process takes one at a time beside its essays.
    await this.boss.work<CalibrationRequest>(
      CALIBRATION_QUEUE_NAME,
      { batchSize: 1, pollingIntervalSeconds: pollingIntervalSeconds * 5 },
      async ([job]) => (!job || this.stopping ? "skipped" : this.track(calibrateSchoolJob(this.deps, job.data))),
    );
  }

  async stop(): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    clearInterval(this.sweeper);
    this.waiters.releaseAll();
    // Graceful: stops fetching and waits for the job under way, then closes pg-boss's connections.
    await this.boss.stop({ graceful: true, wait: true, timeout: EXPIRE_IN_SECONDS * 1000 });
    await Promise.allSettled(this.running);
    this.started = false;
  }

  /** Sends every PENDING essay again: those of a stopped server, and any whose job was lost. */
  private async sweep(): Promise<void> {
    await sweepUnreadPages(this.deps, (page) => this.enqueuePageReading(page));
    await sweepPendingEssays(this.deps, (essayId) => this.enqueue(essayId));
  }
}
