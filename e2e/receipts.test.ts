import { useRunningProduct } from "./product";
import { receiptsStory, SELLER_SETTINGS } from "./receipts";

// On the product's default database, SQLite; receipts-postgres.test.ts tells it on PostgreSQL.
const { product, browser } = useRunningProduct(() => SELLER_SETTINGS);
receiptsStory("sqlite", product, browser);
