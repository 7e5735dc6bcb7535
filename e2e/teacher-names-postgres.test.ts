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
teacherNamesStory("postgres", product, browser);
