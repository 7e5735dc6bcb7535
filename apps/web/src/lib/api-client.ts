import { ApiRequestError } from "@redpen/contract";
import type { User, UserManager } from "oidc-client-ts";
import type { ZodType } from "zod";

/** A JSON body, or FormData for the multipart image upload. */
export type RequestBody = FormData | Record<string, unknown>;

/**
 * Calls the api under `${backend_api_uri}/api/v1` with the signed-in user's bearer token (when
 * there is one: some calls are public) and parses the reply with the contract's zod schema.
 * A reply that is not 2xx throws ApiRequestError(status, parsed body).
 */
export class ApiClient {
  private readonly baseUrl: string;
  private renewing: Promise<User | null> | undefined;

  constructor(
    backendApiUri: string,
    private readonly userManager: UserManager,
  ) {
    this.baseUrl = `${backendApiUri.replace(/\/+$/, "")}/api/v1`;
  }

  get<T>(path: string, schema: ZodType<T>): Promise<T> {
    return this.request("GET", path, schema);
  }

  /** POST; `headers` adds request headers (e.g. `Prefer`). */
  post<T>(path: string, body: RequestBody, schema: ZodType<T>, headers: Record<string, string> = {}): Promise<T> {
    return this.request("POST", path, schema, body, headers);
  }

  patch<T>(path: string, body: RequestBody, schema: ZodType<T>): Promise<T> {
    return this.request("PATCH", path, schema, body);
  }

  put<T>(path: string, body: RequestBody, schema: ZodType<T>): Promise<T> {
    return this.request("PUT", path, schema, body);
  }

  /** DELETE, with a JSON body when the call asks for one (a school's name, to confirm its deletion). */
  async delete(path: string, body?: RequestBody): Promise<void> {
    await this.request("DELETE", path, null, body);
  }

  /**
   * A file the api sends rather than JSON (the school's zip), whole, as a Blob. A refusal
   * throws ApiRequestError with the error body, as every call does.
   */
  async download(path: string): Promise<Blob> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: await this.headers("*/*") });
    if (!response.ok) throw new ApiRequestError(response.status, await readJson(response));
    return response.blob();
  }

  async request<T>(
    method: string,
    path: string,
    schema: ZodType<T> | null,
    body?: RequestBody,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const headers = { ...extraHeaders, ...(await this.headers("application/json")) };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    const parsed = await readJson(response);
    if (!response.ok) throw new ApiRequestError(response.status, parsed);
    return schema ? schema.parse(parsed) : (undefined as T);
  }

  /** The Accept header, and the bearer token when someone is signed in. */
  private async headers(accept: string): Promise<Record<string, string>> {
    const headers: Record<string, string> = { accept };
    const token = await this.accessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  /** The current access token; an expired one is renewed first (timers sleep in background tabs). */
  private async accessToken(): Promise<string | undefined> {
    let user = await this.userManager.getUser();
    if (user?.expired && user.refresh_token) {
      // One renewal for all concurrent calls: the refresh token may be single-use.
      this.renewing ??= this.userManager.signinSilent().finally(() => (this.renewing = undefined));
      user = await this.renewing.catch(() => null);
    }
    return user?.access_token || undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
