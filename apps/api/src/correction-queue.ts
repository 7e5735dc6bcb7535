/** A page of a class set to read: the job's data. */
export interface PageToRead {
  classSetId: string;
  pageNumber: number;
}

/** The queue's key of a page's job, so a page waiting is not sent twice. */
export const pageKey = (page: PageToRead) => `${page.classSetId}:${page.pageNumber}`;

/** A school's calibration to bring up to date: its organisation and the catalogue id of a certificate of the group. */
export interface CalibrationRequest {
  organisationId: string;
  certificateId: string;
}

/**
 * Where accepted essays wait for their correction, and schools' calibrations for a refit.
 * In-process by default; pg-boss when the database is PostgreSQL, so `npm run worker` processes
 * can share the work.
 */
export interface CorrectionQueue {
  /** Queues a PENDING essay; called after the transaction that created it has committed. */
  enqueue(essayId: string): Promise<void>;
  /**
   * Queues the reading of a class set's page (after the transaction that made the set committed).
   * Pages are read beside the essays, a few at a time in a lane of their own: a school's scan of 60
   * pages never holds up another school's single essay.
   */
  enqueuePageReading(page: PageToRead): Promise<void>;
  /** Queues a refit of a school's calibration (after a teacher saved grades); it waits behind the essays, so it never holds one up. */
  enqueueCalibration(request: CalibrationRequest): Promise<void>;
  /** Starts working: essays left PENDING by a stopped server are queued again, then new ones are taken. */
  start(): Promise<void>;
  /** Stops taking work and waits for the corrections under way. */
  stop(): Promise<void>;
  /**
   * Waits up to `ms` for the essay's correction when this process is correcting it now (the queue
   * was idle when it was queued), so that the reply to its creation can hold the corrected essay;
   * returns at once when the queue is busy with other work or it is not this process's. Never rejects.
   */
  waitForCorrection(essayId: string, ms: number): Promise<void>;
  /** Whether it takes work now: started, and not stopping (the api's readiness). */
  isRunning(): boolean;
}
