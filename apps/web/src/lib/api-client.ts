import { ApiRequestError } from "@redpen/contract";
import type { UserManager } from "oidc-client-ts";
import type { ZodType } from "zod";

/** Calls the api under /api/v1 with the signed-in user's bearer token and parses the reply. */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly userManager: UserManager,
  ) {}

  async get<T>(path: string, schema: ZodType<T>): Promise<T> {
    return this.request("GET", path, schema);
  }

  async request<T>(method: string, path: string, schema: ZodType<T>, body?: unknown): Promise<T> {
    const user = await this.userManager.getUser();
    const headers: Record<string, string> = { accept: "application/json" };
    if (user?.access_token) headers.authorization = `Bearer ${user.access_token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) throw new ApiRequestError(response.status, parsed);
    return schema.parse(parsed);
  }
}
