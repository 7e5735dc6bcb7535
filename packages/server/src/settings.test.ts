import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readSettings, SettingsError } from "./settings";

describe("the server's settings", () => {
  it("run the embedded defaults without any setting", () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({
      environment: "development",
      port: 3000,
      host: "0.0.0.0",
      appUrl: "http://localhost:3000",
      publicApiUrl: "http://localhost:3000",
      database: { sqliteFile: resolve("data/redpen.sqlite") },
      uploadsDir: resolve("data/uploads"),
      logLevel: "info",
      idp: { port: 3001, issuer: "http://localhost:3001" },
      oidc: {
        issuer: "http://localhost:3001",
        embedded: true,
        audience: "http://localhost:3000/api/v1",
        clientId: "redpen-web",
        redirectUri: "http://localhost:3000/",
        redirectUris: ["http://localhost:3000/"],
      },
      mail: { from: "Redpen <no-reply@localhost>", mailDir: resolve("data/mail") },
      trustProxy: false,
    });
    expect(settings.webDist).toBeUndefined();
    expect(settings.mail.smtpUrl).toBeUndefined();
    expect(settings.llm).toBeUndefined();
    expect(settings.payments.stripe).toBeUndefined();
    expect(settings.bucket).toBeUndefined();
  });

  it("derive every address from APP_URL and PORT, and take an outside provider", () => {
    const settings = readSettings({
      PORT: "8080",
      APP_URL: "https://redpen.school.example/",
      OIDC_ISSUER: "https://login.school.example/",
      DATABASE_URL: "postgres://db/redpen",
      TRUST_PROXY: "true",
    });
    expect(settings).toMatchObject({
      port: 8080,
      appUrl: "https://redpen.school.example",
      publicApiUrl: "https://redpen.school.example",
      database: { postgresUrl: "postgres://db/redpen" },
      idp: { port: 8081 },
      oidc: {
        issuer: "https://login.school.example",
        embedded: false,
        audience: "https://redpen.school.example/api/v1",
        redirectUri: "https://redpen.school.example/",
      },
      trustProxy: true,
    });
  });

  it("count a blank setting as unset", () => {
    expect(readSettings({ PORT: " ", APP_URL: "", SMTP_URL: "  ", ENVIRONMENT: "" })).toMatchObject({
      port: 3000,
      appUrl: "http://localhost:3000",
      environment: "development",
      mail: { smtpUrl: undefined },
    });
  });

  it.each([
    [{ PORT: "eighty" }, 'Setting PORT must be a port number, got "eighty".'],
    [{ IDP_PORT: "70000" }, 'Setting IDP_PORT must be a port number, got "70000".'],
    [{ APP_URL: "redpen.school" }, 'Setting APP_URL must be an absolute URL, got "redpen.school".'],
    [{ OIDC_REDIRECT_URI: "/back" }, "Setting OIDC_REDIRECT_URI must be an absolute URL"],
    [{ ENVIRONMENT: "prod" }, 'Setting ENVIRONMENT must be development or production, got "prod".'],
    [{ LOG_LEVEL: "loud" }, "Setting LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent"],
    [{ TRUST_PROXY: "yes" }, 'Setting TRUST_PROXY must be true or false, got "yes".'],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together"],
    [
      { LLM_BASE_URL: "http://127.0.0.1:9/v1" },
      "Settings LLM_BASE_URL, LLM_API_KEY and LLM_MODEL go together: set all three for an LLM provider, or none for the offline engine alone; missing: LLM_API_KEY, LLM_MODEL.",
    ],
    [
      { LLM_API_KEY: "key", LLM_MODEL: "small", LLM_BASE_URL: "  " },
      "or none for the offline engine alone; missing: LLM_BASE_URL.",
    ],
    [
      { LLM_BASE_URL: "llm.school.example/v1", LLM_API_KEY: "key", LLM_MODEL: "small" },
      'Setting LLM_BASE_URL must be an absolute URL, got "llm.school.example/v1".',
    ],
    [
      { LLM_BASE_URL: "ftp://llm.school.example/v1", LLM_API_KEY: "key", LLM_MODEL: "small" },
      'Setting LLM_BASE_URL must be an http:// or https:// address, got "ftp://llm.school.example/v1".',
    ],
    [{ LLM_TIMEOUT_MS: "soon" }, 'Setting LLM_TIMEOUT_MS must be a whole number of milliseconds, got "soon".'],
    [{ LLM_TIMEOUT_MS: "0" }, 'Setting LLM_TIMEOUT_MS must be a whole number of milliseconds, got "0".'],
    [{ LLM_TIMEOUT_MS: "1.5" }, 'Setting LLM_TIMEOUT_MS must be a whole number of milliseconds, got "1.5".'],
    [{ LLM_TIMEOUT_MS: "5000" }, "Setting LLM_TIMEOUT_MS needs an LLM provider"],
    [
      { S3_BUCKET: "photos", S3_ENDPOINT: "minio:9000" },
      'Setting S3_ENDPOINT must be an http:// or https:// address, got "minio:9000".',
    ],
    [
      { S3_BUCKET: "photos", S3_ENDPOINT: "storage.school" },
      'Setting S3_ENDPOINT must be an absolute URL, got "storage.school".',
    ],
    [{ S3_BUCKET: "photos", S3_FORCE_PATH_STYLE: "1" }, 'Setting S3_FORCE_PATH_STYLE must be true or false, got "1".'],
    [
      { S3_BUCKET: "s3://photos" },
      'Setting S3_BUCKET must be a bucket name (3 to 63 letters, digits, dots, hyphens or underscores), got "s3://photos".',
    ],
    [
      { S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "key" },
      "Settings S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the machine's own role on AWS.",
    ],
    [
      { S3_BUCKET: "photos", S3_SECRET_ACCESS_KEY: "secret" },
      "Settings S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    ],
    [
      { S3_ENDPOINT: "http://127.0.0.1:9000" },
      "Setting S3_BUCKET is missing: S3_ENDPOINT is set, but the images go to a bucket only when S3_BUCKET names it.",
    ],
    [
      { S3_REGION: "eu-west-3", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" },
      "Setting S3_BUCKET is missing: S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set",
    ],
    [
      { SENTRY_DSN: "sentry.example/1" },
      'Setting SENTRY_DSN must be a Sentry DSN like https://key@o1.ingest.sentry.io/2 (the project\'s "Client Keys" page), got "sentry.example/1".',
    ],
    [{ SENTRY_DSN: "https://o1.ingest.sentry.io/2" }, "Setting SENTRY_DSN must be a Sentry DSN"],
    [{ SENTRY_DSN: "https://key@o1.ingest.sentry.io/" }, "Setting SENTRY_DSN must be a Sentry DSN"],
    [
      { PLAUSIBLE_DOMAIN: "https://redpen.school.example" },
      'Setting PLAUSIBLE_DOMAIN must be the site\'s domain as registered at the analytics server, e.g. redpen.school.example, got "https://redpen.school.example".',
    ],
    [
      { PLAUSIBLE_DOMAIN: "school.example", PLAUSIBLE_HOST: "stats" },
      'Setting PLAUSIBLE_HOST must be an absolute URL, got "stats".',
    ],
    [{ PLAUSIBLE_HOST: "https://stats.school.example" }, "Setting PLAUSIBLE_HOST needs PLAUSIBLE_DOMAIN"],
  ])("refuse %o, naming the setting", (env, message) => {
    expect(() => readSettings(env)).toThrow(SettingsError);
    expect(() => readSettings(env)).toThrow(message);
  });

  it("keep the images in a bucket of an S3-compatible server, addressed by path", () => {
    const settings = readSettings({
      S3_BUCKET: "redpen-photos",
      S3_ENDPOINT: "https://minio.school.example/",
      S3_REGION: "eu-west-3",
      S3_ACCESS_KEY_ID: "redpen",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(settings.bucket).toEqual({
      name: "redpen-photos",
      endpoint: "https://minio.school.example",
      region: "eu-west-3",
      credentials: { accessKeyId: "redpen", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
    expect(
      readSettings({ S3_BUCKET: "redpen-photos", S3_ENDPOINT: "https://r2.example", S3_FORCE_PATH_STYLE: "false" })
        .bucket?.forcePathStyle,
    ).toBe(false);
  });

  it("keep the images on AWS S3 with the machine's own role when only S3_BUCKET is set, and under DATA_DIR/uploads when it is blank", () => {
    expect(readSettings({ S3_BUCKET: "redpen-photos" }).bucket).toEqual({
      name: "redpen-photos",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(readSettings({ S3_BUCKET: " ", S3_REGION: "" }).bucket).toBeUndefined();
  });

  it("take a whole LLM provider", () => {
    expect(
      readSettings({ LLM_BASE_URL: "http://127.0.0.1:9/v1/", LLM_API_KEY: "key", LLM_MODEL: "small" }).llm,
    ).toEqual({ baseUrl: "http://127.0.0.1:9/v1", apiKey: "key", model: "small", timeoutMs: 30_000 });
    expect(
      readSettings({
        LLM_BASE_URL: "https://llm.example/v1",
        LLM_API_KEY: " key ",
        LLM_MODEL: "small",
        LLM_TIMEOUT_MS: "5000",
      }).llm,
    ).toEqual({ baseUrl: "https://llm.example/v1", apiKey: "key", model: "small", timeoutMs: 5000 });
  });

  it("count blank LLM settings as unset: the offline engine alone", () => {
    expect(
      readSettings({ LLM_BASE_URL: "", LLM_API_KEY: " ", LLM_MODEL: "", LLM_TIMEOUT_MS: " " }).llm,
    ).toBeUndefined();
  });

  it("report errors to a Sentry DSN in any environment, and send nothing without one", () => {
    expect(readSettings({}).sentryDsn).toBeUndefined();
    expect(readSettings({ SENTRY_DSN: " " }).sentryDsn).toBeUndefined();
    expect(readSettings({ SENTRY_DSN: "https://key@o1.ingest.sentry.io/2" }).sentryDsn).toBe(
      "https://key@o1.ingest.sentry.io/2",
    );
    expect(readSettings({ SENTRY_DSN: "http://publickey@127.0.0.1:9000/1" }).sentryDsn).toBe(
      "http://publickey@127.0.0.1:9000/1",
    );
  });

  it("send analytics only in production with PLAUSIBLE_DOMAIN, to plausible.io unless PLAUSIBLE_HOST says otherwise", () => {
    const production = {
      ENVIRONMENT: "production",
      APP_URL: "https://redpen.school.example",
      IDP_ISSUER: "https://login.redpen.school.example",
    };
    expect(readSettings({ ...production, PLAUSIBLE_DOMAIN: "redpen.school.example" }).analytics).toEqual({
      domain: "redpen.school.example",
      host: "https://plausible.io",
    });
    expect(
      readSettings({
        ...production,
        PLAUSIBLE_DOMAIN: "redpen.school.example",
        PLAUSIBLE_HOST: "https://stats.school.example/",
      }).analytics,
    ).toEqual({
      domain: "redpen.school.example",
      host: "https://stats.school.example",
    });
    expect(readSettings(production).analytics).toBeUndefined();
    expect(
      readSettings({ PLAUSIBLE_DOMAIN: "redpen.school.example", PLAUSIBLE_HOST: "https://stats.school.example" })
        .analytics,
    ).toBeUndefined();
  });

  it("in production, refuse to start without the settings the web app needs (docs/behaviour/errors.md), naming each", () => {
    expect(() => readSettings({ ENVIRONMENT: "production" })).toThrow(
      "In production a setting is missing: identity provider domain (OIDC_ISSUER, or IDP_ISSUER for the embedded provider); audience (OIDC_AUDIENCE or APP_URL); redirect uri (OIDC_REDIRECT_URI or APP_URL); backend api uri (PUBLIC_API_URL or APP_URL).",
    );
    expect(() =>
      readSettings({
        ENVIRONMENT: "production",
        APP_URL: "https://redpen.school.example",
        OIDC_ISSUER: "https://login.school.example",
      }),
    ).toThrow("In production a setting is missing: client id (OIDC_CLIENT_ID, with an outside provider).");
    const embedded = readSettings({
      ENVIRONMENT: "production",
      APP_URL: "https://redpen.school.example",
      IDP_ISSUER: "https://login.redpen.school.example",
    });
    expect(embedded).toMatchObject({
      environment: "production",
      oidc: { issuer: "https://login.redpen.school.example", embedded: true, clientId: "redpen-web" },
    });
  });
});
