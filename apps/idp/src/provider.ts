import { randomBytes } from "node:crypto";
import escapeHtml from "escape-html";
import { exportJWK, generateKeyPair } from "jose";
import type { Kysely } from "kysely";
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { AccountsService } from "./accounts/accounts.service";
import type { IdpConfig } from "./config";
import type { AccountRow } from "./db/accounts.queries";
import { loadOrCreateKeyMaterial } from "./db/keys.queries";
import { oidcAdapterFactory } from "./db/oidc-adapter";
import type { IdpDatabase } from "./db/schema";
import { LOGOUT_SCRIPT } from "./views/assets";
import { page } from "./views/html";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Signing keys and cookie keys are made at first start and kept in the database, never in the repo. */
async function loadSecrets(db: Kysely<IdpDatabase>) {
  const jwks = await loadOrCreateKeyMaterial(db, "signing-jwks", async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, alg: "RS256", use: "sig", kid: randomBytes(8).toString("hex") }] };
  });
  const cookieKeys = await loadOrCreateKeyMaterial(db, "cookie-keys", async () => [
    randomBytes(32).toString("base64url"),
  ]);
  return { jwks, cookieKeys };
}

/**
 * What the api reads about an account, in its access tokens and at userinfo. `school_name` (ours,
 * asked at sign-up) is there only when one was typed; the api names the account's new school with it.
 * `name` (the standard claim) is there only when one was typed; the api's new user takes it.
 * `invitation_id` (ours) is there only when the account was made through an invitation's sign-up
 * link; the api makes the new account a teacher of that school.
 */
function identityClaims(account: AccountRow) {
  return {
    email: account.email,
    email_verified: account.email_verified === 1,
    ...(account.name ? { name: account.name } : {}),
    ...(account.school_name ? { school_name: account.school_name } : {}),
    ...(account.invitation_id ? { invitation_id: account.invitation_id } : {}),
  };
}

/** Builds the OpenID Connect provider: one first-party public client (the web app), JWT access tokens for the api. */
export async function createProvider(
  config: IdpConfig,
  db: Kysely<IdpDatabase>,
  accounts: AccountsService,
): Promise<Provider> {
  const { jwks, cookieKeys } = await loadSecrets(db);
  const originsOf = (uris: string[]) => new Set(uris.map((uri) => new URL(uri).origin));
  const clientOrigins = originsOf(config.redirectUris);

  const configuration: Configuration = {
    adapter: oidcAdapterFactory(db),
    jwks: jwks as Configuration["jwks"],
    cookies: {
      keys: cookieKeys,
      long: { signed: true, secure: config.secureCookies },
      short: { signed: true, secure: config.secureCookies },
    },
    clients: [
      {
        client_id: config.clientId,
        token_endpoint_auth_method: "none",
        application_type: "web",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: config.redirectUris,
        post_logout_redirect_uris: config.postLogoutRedirectUris,
      },
    ],
    clientBasedCORS: (_ctx, origin) => clientOrigins.has(origin),
    scopes: ["openid", "offline_access", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "school_name", "invitation_id"] },
    conformIdTokenClaims: false,
    extraParams: ["screen_hint", "invitation", "utm_source", "utm_medium", "utm_campaign", "audience"],
    async findAccount(_ctx, id) {
      const account = await accounts.findById(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, ...identityClaims(account) }),
      };
    },
    // The web app is first party: its grant is made without a consent screen.
    loadExistingGrant: grantWithoutConsent,
    // A public web client gets refresh tokens without the consent prompt that offline_access would need.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    features: providerFeatures(config),
    // The api reads who the caller is from its access token, without a round trip to userinfo.
    async extraTokenClaims(ctx, token) {
      if (!("accountId" in token) || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId as string);
      return account ? identityClaims(account) : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: HOUR,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
      AuthorizationCode: 60,
    },
    renderError: errorPage(config),
  };

  const provider = new Provider(config.issuer, configuration);
  provider.proxy = config.trustProxy;
  // Behind one proxy, the client is the last X-Forwarded-For entry (the one the proxy adds); earlier ones are the client's own say.
  provider.app.maxIpsCount = 1;
  return provider;
}

/** The provider's features: no development screens, revocation, logging out through our own pages, and JWT access tokens for the api. */
function providerFeatures(config: IdpConfig): Configuration["features"] {
  return {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: async (ctx, form) => {
        ctx.body = page(
          "Logging out",
          `<h1>Logging out…</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Log out</button>
<script src="${LOGOUT_SCRIPT.path}"></script>`,
          config.appUrl,
        );
      },
      postLogoutSuccessSource: async (ctx) => {
        ctx.body = page(
          "Logged out",
          `<h1>You are logged out</h1><a class="button" href="${escapeHtml(config.appUrl)}">Back to Redpen</a>`,
          config.appUrl,
        );
      },
    },
    resourceIndicators: {
      enabled: true,
      defaultResource: async () => config.audience,
      useGrantedResource: async () => true,
      getResourceServerInfo: async (_ctx, indicator) => {
        if (indicator !== config.audience) throw new errors.InvalidTarget();
        return {
          scope: "api",
          audience: config.audience,
          accessTokenFormat: "jwt",
          accessTokenTTL: HOUR,
          jwt: { sign: { alg: "RS256" } },
        };
      },
    },
  };
}

/** The web app's grant, made (or widened) without a consent screen: the web app is first party. */
async function grantWithoutConsent(ctx: KoaContextWithOIDC) {
  const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
  const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existing ??
    new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
  grant.addOIDCScope(ctx.oidc.requestParamScopes ? [...ctx.oidc.requestParamScopes].join(" ") : "openid");
  for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
    grant.addResourceScope(indicator, server.scope);
  }
  await grant.save();
  return grant;
}

/** The page an error of the sign-in flow shows: what went wrong, and a way back to logging in. */
function errorPage(config: IdpConfig): Configuration["renderError"] {
  return async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
    ctx.type = "html";
    ctx.body = page(
      "Something went wrong",
      `<h1>Something went wrong</h1><div class="alert" role="alert">${escapeHtml(out.error_description ?? out.error)}</div><a class="button" href="${escapeHtml(config.appUrl)}/login">Log in again</a>`,
      config.appUrl,
    );
  };
}
