import type { JobLogger } from "./correct-essay.job";

type Level = "info" | "warn" | "error";
const LEVELS: Record<Level, number> = { info: 30, warn: 40, error: 50 };

/** Errors become their message and stack: JSON.stringify would write {}. */
function plain(fields: object): object {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value instanceof Error ? { message: value.message, stack: value.stack } : value]));
}

/**
 * One JSON line per message on stdout, with pino's level numbers, so that a worker process's log
 * reads like the api's.
 */
export function jsonLineLogger(name: string): JobLogger {
  const at =
    (level: Level) =>
    (fields: object | string, message?: string): void => {
      const [object, msg] = typeof fields === "string" ? [{}, fields] : [plain(fields), message];
      process.stdout.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), name, ...object, msg })}\n`);
    };
  return { info: at("info"), warn: at("warn"), error: at("error") } as JobLogger;
}
