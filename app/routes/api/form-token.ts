import { issueFormToken } from "~/utils/spam-trap.server";
import { refuseWrites } from "~/utils/read-only-route.server";

/**
 * GET /api/form-token: a signed note of the time a lead form was opened. The chat and the sidebar form ask for one
 * as they open, because the pages they open on may come from the page cache or a CDN, where a note written into
 * the page would be as old as the cached copy and pass the time check of any bot.
 */
export function loader() {
  return Response.json({ token: issueFormToken() }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = refuseWrites;
