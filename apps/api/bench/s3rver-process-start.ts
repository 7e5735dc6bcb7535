import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

/** s3rver started in its own process (s3rver-process.ts); its S3_ settings, and how to stop it. */
export async function startS3rverProcess(): Promise<{ env: Record<string, string>; stop(): void }> {
  const child = fork(fileURLToPath(new URL("./s3rver-process.ts", import.meta.url)), { execArgv: ["--import", "tsx"] });
  const [message] = (await once(child, "message")) as [{ env: Record<string, string> }];
  return { env: message.env, stop: () => child.disconnect() };
}
