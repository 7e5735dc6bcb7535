import { createHash, randomBytes } from "node:crypto";

/** Token endpoint reply. */
export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
}

/**
 * Plays a browser against the identity provider over real HTTP: keeps cookies, follows redirects
 * one by one, posts forms, and acts as the web app (public client with PKCE) on the way back.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();
  private verifier = "";
  lastStatus = 0;
  /** Sent as X-Forwarded-For, to play a client behind a proxy (read only when the provider trusts one). */
  forwardedFor?: string;

  constructor(
    readonly issuer: string,
    readonly clientId: string,
    readonly redirectUri: string,
  ) {}

  /**
   * GET or POST one URL without following redirects; returns status, location, headers and body.
   * A form given as a string is posted as it is (to send bytes a browser would not).
   */
  async request(url: string, form?: Record<string, string> | string) {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
    if (form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
    if (this.forwardedFor) headers["x-forwarded-for"] = this.forwardedFor;
    const response = await fetch(new URL(url, this.issuer), {
      method: form !== undefined ? "POST" : "GET",
      headers,
      body: typeof form === "string" ? form : form ? new URLSearchParams(form).toString() : undefined,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) this.cookies.set(name.trim(), value.join("="));
    }
    this.lastStatus = response.status;
    return {
      status: response.status,
      location: response.headers.get("location") ?? undefined,
      headers: response.headers,
      body: await response.text(),
    };
  }

  /** Follows redirects until a page that is not a redirect, or the app's redirect uri. */
  async follow(url: string, form?: Record<string, string> | string) {
    let reply = await this.request(url, form);
    let current = new URL(url, this.issuer).toString();
    while (reply.location) {
      current = new URL(reply.location, current).toString();
      if (current.startsWith(this.redirectUri)) return { ...reply, url: current };
      reply = await this.request(current);
    }
    return { ...reply, url: current };
  }

  /** Starts an authorization request as the web app does and returns the page the user lands on. */
  async authorize(extra: Record<string, string> = {}) {
    this.verifier = randomBytes(32).toString("base64url");
    const params = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: this.redirectUri,
      response_type: "code",
      scope: "openid profile email offline_access",
      state: randomBytes(8).toString("hex"),
      code_challenge: createHash("sha256").update(this.verifier).digest("base64url"),
      code_challenge_method: "S256",
      ...extra,
    });
    return this.follow(`/auth?${params}`);
  }

  /** Exchanges the code of the app's redirect uri for tokens. */
  async exchangeCode(callbackUrl: string): Promise<TokenSet> {
    const code = new URL(callbackUrl).searchParams.get("code");
    if (!code) throw new Error(`no code in ${callbackUrl}`);
    return this.token({
      grant_type: "authorization_code",
      code,
      redirect_uri: this.redirectUri,
      code_verifier: this.verifier,
    });
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    return this.token({ grant_type: "refresh_token", refresh_token: refreshToken });
  }

  private async token(form: Record<string, string>): Promise<TokenSet> {
    const response = await fetch(`${this.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: this.clientId, ...form }).toString(),
    });
    const body = (await response.json()) as TokenSet & { error?: string; error_description?: string };
    if (!response.ok) throw new Error(`token endpoint: ${body.error}: ${body.error_description}`);
    return body;
  }
}

/** The action of the first form on a page. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error("no form on the page");
  return match[1].replaceAll("&amp;", "&");
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as Record<string, unknown>;
}
