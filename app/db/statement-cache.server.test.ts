import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache.server";

describe("withStatementCache", () => {
  it("prepares a query text once and still answers with current rows", () => {
    const sqlite = new SQLite(":memory:");
    const database = withStatementCache(sqlite);
    database.prepare("create table notes (body text)").run([]);
    const insert = database.prepare("insert into notes (body) values (?)");
    insert.run(["first"]);
    expect(database.prepare("insert into notes (body) values (?)")).toBe(insert);
    database.prepare("insert into notes (body) values (?)").run(["second"]);
    expect(database.prepare("select body from notes order by body").all([])).toEqual([
      { body: "first" },
      { body: "second" },
    ]);
    database.close();
  });

  it("gives a statement of its own to a query while the cached one is still being iterated", () => {
    const sqlite = new SQLite(":memory:");
    const database = withStatementCache(sqlite);
    database.prepare("create table numbers (n integer)").run([]);
    for (const n of [1, 2, 3]) database.prepare("insert into numbers (n) values (?)").run([n]);
    const select = "select n from numbers order by n";
    const outer = database.prepare(select).iterate([]);
    expect(outer.next().value).toEqual({ n: 1 });
    const inner = database.prepare(select);
    expect(inner.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...outer]).toEqual([{ n: 2 }, { n: 3 }]);
    database.close();
  });
});
