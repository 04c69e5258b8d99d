import { describe, expect, it } from "vitest";
import { configurationWarnings, EnvError, isPostgresUrl, parseEnv } from "./env.server";

function parseError(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error("parseEnv accepted an invalid environment");
}

/** The output of `openssl rand -hex 32`, as the README says to make one. */
const STRONG_SECRET = "9c2e5f7a1b8d4c3e6f0a2b5d8e1c4f7a9b2d5e8f1a4c7e0b3d6f9a2c5e8b1d4f";

describe("parseEnv", () => {
  it("applies defaults to an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PORT: 3000,
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: "data/app.db",
      ADMIN_EMAILS: [],
      STORAGE_DRIVER: "local",
      STORAGE_DIR: "data/uploads",
      SEED_DEMO_CONTENT: true,
      TRUST_PROXY: false,
      S3_FORCE_PATH_STYLE: false,
      LIBRARY_MAX_BYTES: 25 * 1024 * 1024,
      LOG_LEVEL: "info",
    });
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
  });

  it("reads LIBRARY_MAX_BYTES as a positive whole number of bytes", () => {
    expect(parseEnv({ LIBRARY_MAX_BYTES: "1048576" }).LIBRARY_MAX_BYTES).toBe(1_048_576);
    for (const bad of ["0", "-5", "1.5", "25MB"]) {
      expect(parseError({ LIBRARY_MAX_BYTES: bad }).message, bad).toMatch(
        /LIBRARY_MAX_BYTES: must be a (positive|whole) number of bytes/,
      );
    }
  });

  it("reads WEB_CONCURRENCY as a positive whole number of workers, one by default", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    for (const bad of ["0", "-2", "1.5", "two", "2x"]) {
      const message = parseError({ WEB_CONCURRENCY: bad }).message;
      expect(message, bad).toMatch(/WEB_CONCURRENCY: must (be a whole number of worker processes|be at least 1)/);
    }
  });

  it("coerces PORT and derives SITE_URL from it", () => {
    const env = parseEnv({ PORT: "8080" });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("http://localhost:8080");
  });

  it.each(["abc", "0", "65536", "80.5", "-1"])("rejects PORT=%s and names the variable", (port) => {
    const error = parseError({ PORT: port });
    expect(error.message).toMatch(/\bPORT: must be a port number from 1 to 65535/);
    expect(error.message).not.toMatch(/DATABASE_URL|ADMIN_EMAILS|S3_BUCKET/);
  });

  it.each([
    "postgres://db.example.com/app",
    "postgresql://user:pw@localhost:5432/app",
    "data/other.db",
    "/var/lib/app.db",
    ":memory:",
  ])("accepts DATABASE_URL=%s", (url) => {
    expect(parseEnv({ DATABASE_URL: url, NODE_ENV: "development" }).DATABASE_URL).toBe(url);
  });

  it("requires SESSION_SECRET in production on PostgreSQL, where instances share sessions", () => {
    // The message says how to make one, as the README's production example does.
    expect(parseError({ DATABASE_URL: "postgres://db/app" }).message).toMatch(
      /SESSION_SECRET: is required in production on PostgreSQL: .*openssl rand -hex 32/,
    );
    expect(parseEnv({ DATABASE_URL: "postgres://db/app", SESSION_SECRET: STRONG_SECRET }).NODE_ENV).toBe("production");
    expect(parseEnv({ DATABASE_URL: "data/app.db" }).SESSION_SECRET).toBeUndefined();
  });

  it("reads previous session secrets for rotation", () => {
    expect(
      parseEnv({ PREVIOUS_SESSION_SECRETS: `${"a".repeat(32)}, ${"b".repeat(40)}` }).PREVIOUS_SESSION_SECRETS,
    ).toEqual(["a".repeat(32), "b".repeat(40)]);
    expect(parseError({ PREVIOUS_SESSION_SECRETS: "short" }).message).toMatch(/PREVIOUS_SESSION_SECRETS/);
  });

  it.each(["mysql://localhost/app", "https://example.com/db", "sqlite://data/app.db"])(
    "rejects DATABASE_URL=%s and names the variable",
    (url) => {
      const error = parseError({ DATABASE_URL: url });
      expect(error.message).toMatch(/DATABASE_URL/);
      expect(error.message).toMatch(/postgres/);
    },
  );

  it("splits, trims and lower-cases ADMIN_EMAILS, ignoring empty entries", () => {
    const env = parseEnv({ ADMIN_EMAILS: " Alice@Example.com ,BOB@example.org,, " });
    expect(env.ADMIN_EMAILS).toEqual(["alice@example.com", "bob@example.org"]);
  });

  it("rejects an ADMIN_EMAILS entry that is not an address and names the variable", () => {
    const error = parseError({ ADMIN_EMAILS: "alice@example.com, not-an-email" });
    expect(error.message).toMatch(/ADMIN_EMAILS/);
  });

  it("requires S3_BUCKET when STORAGE_DRIVER=s3", () => {
    const error = parseError({ STORAGE_DRIVER: "s3" });
    expect(error.message).toMatch(/S3_BUCKET/);
    expect(error.message).toMatch(/STORAGE_DRIVER=s3/);

    const env = parseEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "uploads" });
    expect(env).toMatchObject({ STORAGE_DRIVER: "s3", S3_BUCKET: "uploads", S3_REGION: "us-east-1" });
  });

  it("names every bad variable in one message", () => {
    const error = parseError({ PORT: "nope", DATABASE_URL: "mysql://x/y", ADMIN_EMAILS: "x" });
    expect(error.message).toMatch(/PORT/);
    expect(error.message).toMatch(/DATABASE_URL/);
    expect(error.message).toMatch(/ADMIN_EMAILS/);
  });

  it("removes trailing slashes from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).SITE_URL).toBe("https://www.example.com");
    expect(parseEnv({ SITE_URL: "https://www.example.com///" }).SITE_URL).toBe("https://www.example.com");
    expect(parseEnv({ SITE_URL: "https://www.example.com/blog/" }).SITE_URL).toBe("https://www.example.com/blog");
  });

  it("rejects a SITE_URL that is not absolute", () => {
    expect(parseError({ SITE_URL: "www.example.com" }).message).toMatch(/SITE_URL/);
  });

  // A scheme left out reads as a URL whose scheme is the host name ("www.example.com:443"), which links, emails
  // and the cookies' Secure flag would then be built from; a mail server's address would fail only at the first email.
  it.each(["www.example.com:443", "localhost:3000", "ftp://www.example.com"])("rejects SITE_URL=%s", (url) => {
    expect(parseError({ SITE_URL: url }).message).toMatch(/SITE_URL: must be an absolute URL/);
  });

  it("accepts only smtp:// and smtps:// SMTP_URLs", () => {
    for (const url of ["smtp://user:pass@mail.example.com:587", "smtps://mail.example.com"]) {
      expect(parseEnv({ SMTP_URL: url }).SMTP_URL).toBe(url);
    }
    for (const bad of ["localhost:25", "mail.example.com:587", "http://mail.example.com:25", "smtp:mail"]) {
      expect(parseError({ SMTP_URL: bad }).message, bad).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    }
  });

  it("accepts only http:// and https:// S3 endpoints", () => {
    expect(parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" }).S3_ENDPOINT).toBe("http://127.0.0.1:9000");
    for (const bad of ["minio:9000", "s3.eu-west-1.amazonaws.com:443"]) {
      expect(parseError({ S3_ENDPOINT: bad }).message, bad).toMatch(
        /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/,
      );
    }
  });

  it("warns of a production start without SITE_URL or SMTP_URL, and of email sent from the default MAIL_FROM", () => {
    const production = { DATABASE_URL: "data/app.db", PORT: "3000" };
    expect(configurationWarnings(production)).toEqual([
      expect.stringMatching(/^SITE_URL is not set: .* http:\/\/localhost:3000, and cookies are not marked Secure$/),
      expect.stringMatching(
        /^SMTP_URL is not set: .* written to data\/outbox\/ .* readers cannot confirm their accounts$/,
      ),
    ]);
    const site = { ...production, SITE_URL: "https://www.example.com" };
    expect(configurationWarnings(site)).toEqual([expect.stringMatching(/^SMTP_URL is not set/)]);
    expect(configurationWarnings({ ...site, SMTP_URL: "smtp://mail.example.com:587" })).toEqual([
      expect.stringMatching(/^MAIL_FROM is not set: email goes out from CTO Function <no-reply@localhost>/),
    ]);
    const mailFrom = { ...site, SMTP_URL: "smtp://mail.example.com:587", MAIL_FROM: "CTO Function <news@example.com>" };
    expect(configurationWarnings(mailFrom)).toEqual([]);
    expect(configurationWarnings({ ...production, NODE_ENV: "development" })).toEqual([]);
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({
      PORT: "",
      SITE_URL: "",
      DATABASE_URL: "",
      ADMIN_EMAILS: "",
      SESSION_SECRET: "",
      S3_BUCKET: "",
      STORAGE_DRIVER: "",
      SEED_DEMO_CONTENT: "",
      LOG_LEVEL: "",
    });
    expect(env).toMatchObject({
      PORT: 3000,
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: "data/app.db",
      ADMIN_EMAILS: [],
      STORAGE_DRIVER: "local",
      SEED_DEMO_CONTENT: true,
      LOG_LEVEL: "info",
    });
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();

    // An empty S3_BUCKET does not satisfy the s3 driver.
    expect(parseError({ STORAGE_DRIVER: "s3", S3_BUCKET: "" }).message).toMatch(/S3_BUCKET/);
  });

  it("parses boolean flags", () => {
    expect(parseEnv({ SEED_DEMO_CONTENT: "false", S3_FORCE_PATH_STYLE: "1" })).toMatchObject({
      SEED_DEMO_CONTENT: false,
      S3_FORCE_PATH_STYLE: true,
    });
    expect(parseError({ SEED_DEMO_CONTENT: "yes" }).message).toMatch(/SEED_DEMO_CONTENT/);
  });

  it("reads rate-limit overrides per tier and names a wrong one", () => {
    expect(parseEnv({ RATE_LIMITS: "signInIp=1000, signUpIp=5" }).RATE_LIMITS).toEqual({ signInIp: 1000, signUpIp: 5 });
    expect(parseEnv({}).RATE_LIMITS).toEqual({});
    expect(parseError({ RATE_LIMITS: "signIn=5" }).message).toMatch(/RATE_LIMITS: "signIn=5" is not tier=points/);
    expect(parseError({ RATE_LIMITS: "signInIp=0" }).message).toMatch(/RATE_LIMITS/);
  });

  it("trusts proxies only by hop count or by address, never blindly", () => {
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,loopback, 2001:db8::/32" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "loopback",
      "2001:db8::/32",
    ]);
    for (const bad of ["true", "yes", "10.0.0.0/33", "10.0.0/8", "proxy.internal", "1.2.3.4/8/8"]) {
      expect(parseError({ TRUST_PROXY: bad }).message, bad).toMatch(
        /TRUST_PROXY: must be false, the number of proxies/,
      );
    }
  });

  it("requires a SESSION_SECRET of at least 32 characters", () => {
    expect(parseError({ SESSION_SECRET: "short" }).message).toMatch(/SESSION_SECRET/);
    expect(parseEnv({ SESSION_SECRET: STRONG_SECRET }).SESSION_SECRET).toBe(STRONG_SECRET);
  });

  it("refuses in production a SESSION_SECRET anyone could guess, saying how to make one", () => {
    const guessable = [
      "x".repeat(32),
      "ab".repeat(20),
      "0123".repeat(8),
      "change-me-to-a-long-random-secret-please",
      "your-secret-key-of-at-least-32-characters",
    ];
    for (const secret of guessable) {
      expect(parseError({ SESSION_SECRET: secret }).message, secret).toBe(
        "Invalid environment configuration:\n  SESSION_SECRET: is easy to guess (a few characters repeated, or a placeholder from an example): set it to a random value, such as the output of `openssl rand -hex 32`",
      );
      expect(parseError({ DATABASE_URL: "postgres://db/app", SESSION_SECRET: secret }).message).toMatch(
        /easy to guess/,
      );
    }
    // Development and tests may use any secret of the right length.
    expect(parseEnv({ NODE_ENV: "development", SESSION_SECRET: "x".repeat(32) }).SESSION_SECRET).toBe("x".repeat(32));
    expect(parseEnv({ NODE_ENV: "test", SESSION_SECRET: "x".repeat(32) }).SESSION_SECRET).toBe("x".repeat(32));
    for (const secret of [
      STRONG_SECRET,
      "b3f1c0de9a7e44d2a8f6c1e07d5b9a3c",
      "correct horse battery staple, and then some",
    ]) {
      expect(parseEnv({ SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
    }
  });
});

describe("isPostgresUrl", () => {
  it("recognises postgres:// and postgresql:// URLs only", () => {
    expect(isPostgresUrl("postgres://localhost/app")).toBe(true);
    expect(isPostgresUrl("POSTGRESQL://localhost/app")).toBe(true);
    expect(isPostgresUrl("data/app.db")).toBe(false);
    expect(isPostgresUrl("mysql://localhost/app")).toBe(false);
    expect(isPostgresUrl("")).toBe(false);
  });
});
