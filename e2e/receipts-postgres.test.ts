import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test-support/databases";
import { useRunningProduct } from "./product";
import { receiptsStory, SELLER_SETTINGS } from "./receipts";

// The same story as receipts.test.ts, with the product on a PostgreSQL database of its own.
// Registered before the product's hooks: the database exists when it starts, and is dropped after it stopped.
let database: TestDatabase | undefined;
beforeAll(async () => {
  database = await createTestDatabase("postgres");
});
afterAll(async () => database?.drop());

const { product, browser } = useRunningProduct(() => ({ ...SELLER_SETTINGS, DATABASE_URL: database!.databaseUrl! }));
receiptsStory("postgres", product, browser);
