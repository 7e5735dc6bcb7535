import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import { HealthResponse } from "@redpen/contract";
import type { Database } from "../db/schema";

export function healthRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    app.get("/health", { schema: { response: { 200: HealthResponse } } }, async () => {
      await sql`select 1`.execute(db); // a health check that cannot reach the database fails
      return { data: { status: "ok" as const } };
    });
  };
}
