import type { Kysely } from "kysely";
import type Provider from "oidc-provider";
import { createMailer, type Mailer } from "@redpen/mail";
import { AccountsService } from "./accounts/accounts.service";
import type { IdpConfig } from "./config";
import { connectDatabase } from "@redpen/server";
import { migrateToLatest } from "./db/migrate";
import { deleteExpiredFormLimits } from "./db/form-limits-store";
import { deleteExpiredPayloads } from "./db/oidc-adapter";
import type { IdpDatabase } from "./db/schema";
import { registerAccountRoutes } from "./interactions/account.routes";
import { FormLimits } from "./interactions/form-limits";
import { registerInteractionRoutes } from "./interactions/interaction.routes";
import { createPageRouter, pageRoutes } from "./interactions/page-router";
import { createProvider } from "./provider";
import { securityHeaders } from "./security-headers";
import { serveAssets } from "./views/assets";

export interface Idp {
  provider: Provider;
  db: Kysely<IdpDatabase>;
  mailer: Mailer;
  /** Waits for the mails under way: they are sent off the reply path, after the page is answered. */
  settle(): Promise<void>;
  /** Stops timers and closes the database and mail connections. */
  close(): Promise<void>;
}

/** Builds the identity provider (a Koa app: `idp.provider.callback()`) without listening. */
export async function buildIdp(config: IdpConfig): Promise<Idp> {
  const db = connectDatabase<IdpDatabase>(config.database, { maxConnections: 5 });
  await migrateToLatest(db as Kysely<unknown>);
  const mailer = createMailer(config.mail);
  const accounts = new AccountsService(db, mailer, { issuer: config.issuer, appUrl: config.appUrl });
  const provider = await createProvider(config, db, accounts);

  const limits = new FormLimits(config.formLimits, "postgresUrl" in config.database ? db : undefined);
  const router = createPageRouter(config.appUrl);
  registerInteractionRoutes(router, provider, accounts, limits, config.appUrl);
  registerAccountRoutes(router, accounts, limits, config.appUrl);
  // First, so that every reply carries the headers, oidc-provider's own endpoints and errors included.
  provider.use(securityHeaders(config));
  provider.use(serveAssets());
  provider.use(pageRoutes(router));

  const cleanup = setInterval(
    () =>
      void Promise.all([deleteExpiredPayloads(db), deleteExpiredFormLimits(db)]).catch((e) =>
        console.error("idp cleanup failed", e),
      ),
    60 * 60 * 1000,
  );
  cleanup.unref();
  return {
    provider,
    db,
    mailer,
    settle: () => accounts.settle(),
    async close() {
      clearInterval(cleanup);
      await accounts.settle();
      await mailer.close();
      await db.destroy();
    },
  };
}
