import { describe, expect, it } from "vitest";
import { isCountableView } from "./view-counter.server";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

function request(headers: Record<string, string>, method = "GET") {
  return new Request("http://localhost/article/a", { method, headers });
}

describe("isCountableView", () => {
  it("counts a person's page view", () => {
    expect(isCountableView(request({ "user-agent": browser }), null)).toBe(true);
    expect(isCountableView(request({ "user-agent": browser }), { isAdmin: false })).toBe(true);
  });

  it("does not count admins, crawlers, prefetches, requests without a browser or other methods", () => {
    expect(isCountableView(request({ "user-agent": browser }), { isAdmin: true })).toBe(false);
    expect(isCountableView(request({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), null)).toBe(
      false,
    );
    expect(isCountableView(request({ "user-agent": browser, "sec-purpose": "prefetch;prerender" }), null)).toBe(false);
    expect(isCountableView(request({ "user-agent": browser, purpose: "prefetch" }), null)).toBe(false);
    expect(isCountableView(request({}), null)).toBe(false);
  });
});
