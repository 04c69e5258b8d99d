import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../setup/smtp-sink";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/** `npm run user:create` as an operator runs it: a real process on its own database, with SMTP configured. */
describe("the user:create command", () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let smtpPort: number;
  const received: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpSink(({ to }) => {
      received.push(...to);
    });
    smtpPort = smtp.port;
  });

  afterAll(async () => {
    await smtp.close();
    await database.destroy();
  });

  async function createUser(
    args: string[],
    environment: Record<string, string> = {},
  ): Promise<{ code: number | null; output: string }> {
    const child = spawn(join(process.cwd(), "node_modules/.bin/tsx"), ["scripts/create-user.ts", ...args], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        SESSION_SECRET: "create-user-test-secret-that-is-long-enough-0123",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SITE_URL: "https://www.example.com",
        LOG_LEVEL: "silent",
        ...environment,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    return { code, output };
  }

  it("creates a confirmed account and sends no confirmation email", async () => {
    const { code, output } = await createUser(["--email", "Operator@Example.com", "--password", "a long secret"]);
    expect(code, output).toBe(0);
    expect(output).toContain("Created account operator@example.com.");
    const user = await database.db
      .selectFrom("user")
      .select(["email", "emailVerified"])
      .where("email", "=", "operator@example.com")
      .executeTakeFirstOrThrow();
    expect(Boolean(user.emailVerified)).toBe(true);
    const account = await database.db
      .selectFrom("account")
      .select(["providerId", "password"])
      .executeTakeFirstOrThrow();
    expect(account.providerId).toBe("credential");
    expect(account.password).toMatch(/\S{20,}/);
    // Give a stray message time to arrive before concluding that none was sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });

  it("with --admin, reminds that the server needs the same ADMIN_EMAILS as the command", async () => {
    const listed = await createUser(["--email", "chief@example.com", "--password", "a long secret", "--admin"], {
      ADMIN_EMAILS: "chief@example.com",
    });
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toContain(
      "chief@example.com is an admin on a server started with this ADMIN_EMAILS (chief@example.com).",
    );
    const unlisted = await createUser(["--email", "deputy@example.com", "--password", "a long secret", "--admin"]);
    expect(unlisted.code, unlisted.output).toBe(0);
    expect(unlisted.output).toContain(
      "deputy@example.com is not an admin yet: add it to ADMIN_EMAILS and restart the server.",
    );
  });

  it("refuses an address that is not one", async () => {
    const { code, output } = await createUser(["--email", `${"a".repeat(65)}@example.com`, "--password", "secret12"]);
    expect(code).toBe(1);
    expect(output).toContain("Give an email address");
  });

  it("says which database does not answer, as the server does, without a stack trace", async () => {
    const { code, output } = await createUser(["--email", "operator@example.com", "--password", "a long secret"], {
      DATABASE_URL: "postgres://app:pw-that-must-not-show@127.0.0.1:1/cto",
    });
    expect(code).toBe(1);
    expect(output).toContain("Cannot connect to the database postgres://app@127.0.0.1:1/cto (DATABASE_URL): ");
    expect(output).not.toContain("pw-that-must-not-show");
    expect(output).not.toContain("    at ");
  });

  it("refuses a bad environment as the server does: the variable and what is wrong, no stack trace", async () => {
    const { code, output } = await createUser(["--email", "operator@example.com", "--password", "a long secret"], {
      SESSION_SECRET: "too-short",
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe("Invalid environment configuration:\n  SESSION_SECRET: must be at least 32 characters");
  });
});
