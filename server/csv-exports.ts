import { pipeline, Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import type { RequestHandler } from "express";
import { getDb } from "~/db/client.server";
import type { Db } from "~/db/schema";
import { AuditAction, type AuditActionName } from "~/models/audit-action";
import { recordAuditEntry } from "~/models/audit-entry.server";
import { leadBatches } from "~/models/lead.server";
import { subscriberBatches } from "~/models/subscriber.server";
import { csvChunks, csvFileDate, csvTimestamp, exportTimeZone } from "~/utils/csv.server";
import { pageOfferingFile } from "~/utils/file-downloads";
import { logger } from "~/utils/logger.server";
import { signedInUserOf } from "./signed-in-user";

interface CsvExport {
  /** The spec's file name before the date: `leads` gives leads_{yyyy-MM-dd}.csv. */
  name: string;
  header: string[];
  audit: AuditActionName;
  /** The rows, their times on the clock of `timeZone`. */
  rows: (db: Db, timeZone: string) => AsyncIterable<string[][]>;
}

/**
 * An admin's CSV download, streamed from the database a batch at a time. Served here rather than by a route
 * module because React Router 7.18's Node adapter races every chunk it writes against one promise that
 * settles only when the response ends, which keeps every chunk of the file in memory until then
 * (remix-run/react-router#15247, fixed in 8.x); a 1,000,000-lead export grew the server by 220 MB. Here the
 * chunks go to the socket through `pipeline`, which waits for 'drain' with one listener per response, and the
 * next batch is read only when the client has taken the previous one. Times are on the clock the admin's lists
 * show (`?tz=`, sent by the export button). Who may export is the route rules':
 * signed-out visitors are sent to sign in, other accounts to the page's Access Denied, and each export is audited.
 */
function serveCsvExport(csvExport: CsvExport): RequestHandler {
  return async (req, res) => {
    try {
      const user = await signedInUserOf(req, res);
      if (!user) return;
      if (!user.isAdmin) {
        // The page offering the file says, as every admin page does for other accounts, that access is denied.
        res.redirect(302, pageOfferingFile(req.path) ?? "/admin");
        return;
      }

      const timeZone = exportTimeZone(req.query.tz);
      res.set({
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": contentDisposition(`${csvExport.name}_${csvFileDate(new Date(), timeZone)}.csv`),
      });
      // A HEAD request reads no rows and is not an export.
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      const db = getDb();
      await recordAuditEntry(db, {
        userId: user.id,
        email: user.email,
        action: csvExport.audit,
        ipAddress: (res.locals.clientIp as string | null | undefined) ?? null,
      });
      const body = Readable.from(csvChunks(csvExport.header, csvExport.rows(db, timeZone)), {
        objectMode: false,
      });
      pipeline(body, res, (error) => {
        if (!error) return;
        // Reading stops with the client: the generator's `return` ends the batch loop.
        if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE")
          logger.info({ export: csvExport.name }, "export ended early by the client");
        else logger.error({ err: error, export: csvExport.name }, "export failed while streaming");
      });
    } catch (error) {
      logger.error({ err: error, export: csvExport.name }, "export failed");
      if (res.headersSent) res.destroy();
      else res.status(500).type("text/plain").send("Export failed");
    }
  };
}

/** An export is a download: anything but GET and HEAD is refused before it reaches the app. */
export const refuseExportMethod: RequestHandler = (_req, res) => {
  res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method Not Allowed");
};

/** Exactly the spec's columns: importers of these files expect them in this order and no more. */
export const serveLeadsExport = serveCsvExport({
  name: "leads",
  header: ["First Name", "Last Name", "Company", "Email", "Phone", "Touchpoint", "Created At"],
  audit: AuditAction.leadsExported,
  async *rows(db, timeZone) {
    for await (const leads of leadBatches(db)) {
      yield leads.map((lead) => [
        lead.firstName,
        lead.lastName,
        lead.company,
        lead.email,
        lead.phone,
        lead.touchpoint ?? "",
        csvTimestamp(lead.createdAt, timeZone),
      ]);
    }
  },
});

export const serveNewsletterExport = serveCsvExport({
  name: "newsletters",
  header: ["Email", "Submitted At"],
  audit: AuditAction.subscribersExported,
  async *rows(db, timeZone) {
    for await (const subscribers of subscriberBatches(db)) {
      yield subscribers.map((subscriber) => [subscriber.email, csvTimestamp(subscriber.submittedAt, timeZone)]);
    }
  },
});
