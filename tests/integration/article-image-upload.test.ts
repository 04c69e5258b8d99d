import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditAction } from "~/models/audit-action";
import { signInCookie } from "../../scripts/lib/bench-server";
import { startAppServer, type AppServer } from "../setup/app-server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

const ADMIN = { email: "editor@example.com", password: "editor-password" };

/** An image upload as the article editor sends it, through the production server. */
describe(`article image uploads (${testDialect})`, () => {
  let database: TestDatabase;
  let server: AppServer;
  let cookie: string;
  const workDir = mkdtempSync(join(tmpdir(), "cto-image-upload-"));
  const storageDir = join(workDir, "uploads");
  const storedImages = () => {
    const dir = join(storageDir, "article-images");
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: "image-upload-test-secret-that-is-long-enough-01",
      STORAGE_DIR: storageDir,
      ADMIN_EMAILS: ADMIN.email,
    };
    execFileSync(
      join(process.cwd(), "node_modules/.bin/tsx"),
      [join(process.cwd(), "scripts/create-user.ts"), "--email", ADMIN.email, "--password", ADMIN.password, "--admin"],
      { cwd: process.cwd(), env: { ...process.env, ...env, NODE_ENV: "production" }, stdio: "ignore" },
    );
    server = await startAppServer(env, workDir);
    cookie = await signInCookie(server.base, ADMIN);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  async function upload() {
    const image = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#0f1b2d" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("purpose", "banner");
    form.set("file", new Blob([image as BlobPart], { type: "image/png" }), "banner.png");
    return fetch(`${server.base}/admin/images`, { method: "POST", body: form, headers: { cookie } });
  }

  /** Makes the database refuse every audit entry of an image upload, as a failing write would. */
  async function refuseImageAuditEntries() {
    const refused = `'${AuditAction.imageUpload}'`;
    if (database.dialect === "sqlite") {
      await sql
        .raw(
          `CREATE TRIGGER refuse_image_audit BEFORE INSERT ON audit_entries WHEN NEW.action = ${refused} ` +
            "BEGIN SELECT RAISE(ABORT, 'audit write refused'); END",
        )
        .execute(database.db);
      return;
    }
    await sql
      .raw(
        "CREATE FUNCTION refuse_image_audit() RETURNS trigger LANGUAGE plpgsql AS " +
          "$$ BEGIN RAISE EXCEPTION 'audit write refused'; END $$",
      )
      .execute(database.db);
    await sql
      .raw(
        `CREATE TRIGGER refuse_image_audit BEFORE INSERT ON audit_entries FOR EACH ROW WHEN (NEW.action = ${refused}) ` +
          "EXECUTE FUNCTION refuse_image_audit()",
      )
      .execute(database.db);
  }

  it("stores an image with an audit entry naming it", async () => {
    const response = await upload();
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(storedImages()).toContain(url.slice("/media/article-images/".length));
    const entries = await database.db
      .selectFrom("audit_entries")
      .select("target")
      .where("action", "=", AuditAction.imageUpload)
      .execute();
    expect(entries).toEqual([{ target: `${url} (banner)` }]);
  });

  it("takes the stored image back when its audit entry cannot be written, and says the upload failed", async () => {
    // Served from /media as soon as it is stored: an image nobody is recorded as uploading stayed public, unnamed.
    const before = storedImages();
    await refuseImageAuditEntries();
    const response = await upload();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Could not upload image. Please try again." });
    expect(storedImages()).toEqual(before);
  });
});
