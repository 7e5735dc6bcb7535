import { useRunningProduct } from "./product";
import { teacherNamesStory } from "./teacher-names";

// On the product's default database, SQLite; teacher-names-postgres.test.ts tells it on PostgreSQL.
const { product, browser } = useRunningProduct();
teacherNamesStory("sqlite", product, browser);
