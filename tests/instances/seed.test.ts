import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { demoArticles } from "~/db/seed/demo-articles";
import { seedDemoContent } from "~/db/seed/seed.server";
import type { Kysely } from "kysely";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

let database: TestDatabase;
let otherInstance: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(database.dialect).toBe("postgres");
  otherInstance = createDatabase(database.url);
});

afterAll(async () => {
  await otherInstance?.destroy();
  await database?.destroy();
});

it("instances starting together on an empty database seed the demo content once", async () => {
  const seeded = await Promise.all([seedDemoContent(database.db), seedDemoContent(otherInstance)]);
  expect(seeded.toSorted()).toEqual([0, demoArticles.length]);
  const { count } = await database.db
    .selectFrom("articles")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  expect(Number(count)).toBe(demoArticles.length);
});
