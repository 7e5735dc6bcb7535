import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** What the local server answers: a status, a raw body, and how long it waits before answering. */
export interface ServerAnswer {
  status?: number;
  body: string;
  delayMs?: number;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

/** The body of a well-formed chat-completions reply whose first choice says `content`. */
export function chatReply(content: string): string {
  return JSON.stringify({
    id: "chatcmpl-local",
    object: "chat.completion",
    created: 0,
    model: "local",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  });
}

/**
 * A local HTTP server that speaks the OpenAI chat-completions protocol, for tests: `answer`
 * decides each reply from the request, so a test can send good, garbage, slow or failing answers.
 */
export async function startChatCompletionsServer(answer: (request: ReceivedRequest) => ServerAnswer) {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: ReceivedRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ReceivedRequest["body"];
      } catch {
        // The engine always sends JSON; a test asserting on `body` will see it empty.
      }
      const request = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      requests.push(request);
      const reply = answer(request);
      const timer = setTimeout(() => {
        // A fresh connection for each request: a kept-alive one the server closes while idle (after
        // 5 s, as on a loaded machine between two tests) can reset the next request that reuses it.
        res.writeHead(reply.status ?? 200, { "content-type": "application/json", connection: "close" });
        res.end(reply.body);
      }, reply.delayMs ?? 0);
      res.on("close", () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
