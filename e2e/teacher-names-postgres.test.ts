import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test-support/databases";
import { useRunningProduct } from "./product";
import { teacherNamesStory } from "./teacher-names";

// The same story as teacher-names.test.ts, with the product on a PostgreSQL database of its own.
// Registered before the product's hooks: the database exists when it starts, and is dropped after it stopped.
let database: TestDatabase | undefined;
beforeAll(async () => {
  database = await createTestDatabase("postgres");
});
afterAll(async () => database?.drop());

const { product, browser } = useRunningProduct(() => ({ DATABASE_URL: database!.databaseUrl! }));

/** A user's name as the product's PostgreSQL database holds it. */
async function storedNameOf(email: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: database!.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string | null }>("SELECT name FROM users WHERE email = $1", [email]);
    if (rows.length !== 1) throw new Error(`${rows.length} users have the address ${email}`);
    return rows[0]!.name;
  } finally {
    await client.end();
  }
}

teacherNamesStory("postgres", product, browser, storedNameOf);
