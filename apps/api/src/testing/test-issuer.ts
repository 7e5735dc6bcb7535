import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";

/**
 * A minimal OpenID Connect issuer for api tests: discovery, JWKS and userinfo over real HTTP,
 * and tokens signed the way any provider signs them, including broken ones on purpose.
 */
export class TestIssuer {
  url = "";
  /** Claims answered by /userinfo, per subject. */
  readonly userinfo = new Map<string, Record<string, unknown>>();
  private server?: Server;
  private privateKey?: CryptoKey;
  private strangerKey?: CryptoKey;

  async start(): Promise<this> {
    const [own, stranger] = await Promise.all([generateKeyPair("RS256"), generateKeyPair("RS256")]);
    this.privateKey = own.privateKey;
    this.strangerKey = stranger.privateKey;
    const jwk = { ...(await exportJWK(own.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
    this.server = createServer((request, response) => {
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (request.url === "/.well-known/openid-configuration") {
        return json(200, { issuer: this.url, jwks_uri: `${this.url}/jwks`, userinfo_endpoint: `${this.url}/userinfo` });
      }
      if (request.url === "/jwks") return json(200, { keys: [jwk] });
      if (request.url === "/userinfo") {
        const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
        const subject = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString() || "{}")
          .sub as string;
        const claims = this.userinfo.get(subject);
        return claims ? json(200, { sub: subject, ...claims }) : json(401, { error: "invalid_token" });
      }
      json(404, { error: "not_found" });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A signed access token; options break it in the ways the api must refuse. */
  async token(
    claims: JWTPayload,
    options: { audience?: string; issuer?: string; expiresIn?: string | number; signWithStrangerKey?: boolean } = {},
  ): Promise<string> {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "test-key", typ: "at+jwt" })
      .setIssuer(options.issuer ?? this.url)
      .setAudience(options.audience ?? "http://api.test/api/v1")
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? "1h");
    return jwt.sign(options.signWithStrangerKey ? this.strangerKey! : this.privateKey!);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
