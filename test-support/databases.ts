import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** The PostgreSQL server tests use; TEST_POSTGRES_URL overrides it. */
export const TEST_POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  /** `{ postgresUrl }` or `{ sqliteFile }`, as the apps' configs take it. */
  location: { postgresUrl: string } | { sqliteFile: string };
  /** The DATABASE_URL to give a process, or undefined for SQLite (which uses DATA_DIR). */
  databaseUrl?: string;
  /** Folder for the SQLite file, mail and uploads. */
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * What a fresh test database starts with, made once and copied for every test file that asks: a
 * PostgreSQL template database (`CREATE DATABASE … TEMPLATE`, a fraction of a second where running
 * the migrations takes seconds) or, for SQLite, a file.
 */
export interface DatabaseTemplate {
  /** Names what `fill` writes, and changes with it (a hash of the migrations, say): [a-z0-9_], short. */
  key: string;
  /** Writes the template's content into an empty database, closing every connection it opened. */
  fill(location: TestDatabase["location"]): Promise<void>;
}

/**
 * A fresh database of the kind TEST_DATABASE names ("sqlite", the default, or "postgres"),
 * created for one test file and dropped by it: empty, or a copy of `template`.
 */
export async function createTestDatabase(
  kind = process.env.TEST_DATABASE ?? "sqlite",
  template?: DatabaseTemplate,
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "redpen-test-"));
  if (kind !== "postgres") {
    const sqliteFile = join(dataDir, "redpen.sqlite");
    if (template) copyFileSync(await sqliteTemplate(template), sqliteFile);
    return {
      location: { sqliteFile },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `redpen_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(async (admin) => {
    if (!template) return admin.query(`CREATE DATABASE ${name}`);
    return copyOfTemplate(admin, name, await postgresTemplate(admin, template));
  });
  const url = postgresUrlOf(name);
  return {
    location: { postgresUrl: url },
    databaseUrl: url,
    dataDir,
    async drop() {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgresUrlOf(name: string): string {
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The template's database, made by the first test process that needs it: under an advisory lock,
 * so that the processes running beside it wait rather than make it too, and built under another
 * name then renamed, so that a run cut off halfway leaves no half-made template behind.
 */
async function postgresTemplate(admin: pg.Client, template: DatabaseTemplate): Promise<string> {
  const name = postgresTemplateName(template);
  const exists = async () => (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query("SELECT pg_advisory_lock(hashtext('redpen test templates'))");
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    await template.fill({ postgresUrl: postgresUrlOf(building) });
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('redpen test templates'))");
  }
}

/** Copies the template; another process's copy of it at the same moment is waited out. */
async function copyOfTemplate(admin: pg.Client, name: string, templateName: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
      return;
    } catch (error) {
      // 55006: "source database … is being accessed by other users", for a moment.
      if ((error as { code?: string }).code !== "55006" || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const postgresTemplateName = (template: DatabaseTemplate) => `redpen_template_${template.key}`;
const sqliteTemplateFile = (template: DatabaseTemplate) => join(tmpdir(), `redpen-template-${template.key}.sqlite`);

/** Removes a template (a test's own; the product's stay for the next run). */
export async function dropTemplate(kind: string, template: DatabaseTemplate): Promise<void> {
  sqliteTemplates.delete(template.key);
  if (kind !== "postgres") return rmSync(sqliteTemplateFile(template), { force: true });
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateName(template)} WITH (FORCE)`));
}

/** The SQLite templates this process made or is making, by key. */
const sqliteTemplates = new Map<string, Promise<string>>();

/**
 * The template's SQLite file, made once per machine and key: written beside, then renamed into
 * place, so that two processes making it at once both end with a whole file.
 */
function sqliteTemplate(template: DatabaseTemplate): Promise<string> {
  const file = sqliteTemplateFile(template);
  const making =
    sqliteTemplates.get(template.key) ??
    (async () => {
      if (existsSync(file)) return file;
      const building = mkdtempSync(join(tmpdir(), "redpen-template-"));
      try {
        await template.fill({ sqliteFile: join(building, "redpen.sqlite") });
        renameSync(join(building, "redpen.sqlite"), file);
      } finally {
        rmSync(building, { recursive: true, force: true });
      }
      return file;
    })();
  sqliteTemplates.set(template.key, making);
  return making;
}

/** Whether the tests' PostgreSQL server answers (benchmarks skip their PostgreSQL part otherwise). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
