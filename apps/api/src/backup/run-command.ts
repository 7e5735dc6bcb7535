/** A command line the command cannot take; its usage is printed with it. */
export class UsageError extends Error {}

/**
 * Runs a command-line tool: prints what it returns, or why it could not (a wrong setting names
 * itself) on stderr, with the usage for a wrong command line, and exits 1.
 */
export async function runCommand(usage: string, command: () => Promise<string>): Promise<void> {
  try {
    console.log(await command());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // parseArgs' own errors (an unknown option, a missing value) carry a code of theirs.
    const wrongCommandLine =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    console.error(message);
    if (wrongCommandLine) console.error(usage);
    process.exitCode = 1;
  }
}
