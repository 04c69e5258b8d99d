import { describe, expect, it } from "vitest";
import { pageFromSearchParams, pageHref, redirectPastLastPage, requirePageInRange } from "./pagination";

const pageOf = (query: string) => pageFromSearchParams(new URLSearchParams(query));

describe("pageFromSearchParams", () => {
  it("reads a positive whole page number", () => {
    expect(pageOf("page=1")).toBe(1);
    expect(pageOf("page=2")).toBe(2);
    expect(pageOf("category=cloud&page=37")).toBe(37);
  });

  it("defaults to the first page when ?page= is missing or empty", () => {
    expect(pageOf("")).toBe(1);
    expect(pageOf("page=")).toBe(1);
  });

  it.each(["0", "-1", "-20", "2.5", "abc", "NaN", "Infinity", "1e400", "9007199254740993"])(
    "falls back to the first page for page=%s",
    (value) => {
      expect(pageOf(`page=${encodeURIComponent(value)}`)).toBe(1);
    },
  );

  it("uses the first value when ?page= is repeated", () => {
    expect(pageOf("page=3&page=9")).toBe(3);
  });
});

describe("pageHref", () => {
  it("leaves ?page= out for the first page and keeps other parameters", () => {
    expect(pageHref("/all-articles", "?page=3", 1)).toBe("/all-articles");
    expect(pageHref("/search", "?q=cloud&page=2", 1)).toBe("/search?q=cloud");
    expect(pageHref("/search", "?q=cloud", 4)).toBe("/search?q=cloud&page=4");
  });
});

describe("requirePageInRange", () => {
  it("accepts the pages of the list, and the first page of an empty list", () => {
    expect(() => requirePageInRange({ page: 1, pageCount: 1 })).not.toThrow();
    expect(() => requirePageInRange({ page: 2, pageCount: 2 })).not.toThrow();
  });

  it("answers 404 past the last page", () => {
    expect.assertions(2);
    try {
      requirePageInRange({ page: 3, pageCount: 2 });
    } catch (error) {
      expect((error as { init: ResponseInit }).init.status).toBe(404);
      expect((error as { data: unknown }).data).toEqual({ page: 3, pageCount: 2 });
    }
  });
});

describe("redirectPastLastPage", () => {
  const request = (query: string) => new Request(`http://localhost/admin/leads${query}`);
  const thrown = (run: () => void) => {
    try {
      run();
    } catch (answer) {
      return answer as Response;
    }
    return undefined;
  };

  it("lets the pages of the list through, and a list that failed to load", () => {
    expect(thrown(() => redirectPastLastPage(request("?page=3"), { page: 3, pageCount: 3 }))).toBeUndefined();
    expect(thrown(() => redirectPastLastPage(request("?page=9"), null))).toBeUndefined();
  });

  it("sends a page past the end to the last page, keeping the filters", () => {
    const answer = thrown(() => redirectPastLastPage(request("?q=acme&status=New&page=9"), { page: 9, pageCount: 2 }));
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get("Location")).toBe("/admin/leads?q=acme&status=New&page=2");
  });

  it("sends a page of an empty list to the list itself", () => {
    const answer = thrown(() => redirectPastLastPage(request("?tab=newsletter&page=4"), { page: 4, pageCount: 1 }));
    expect(answer?.headers.get("Location")).toBe("/admin/leads?tab=newsletter");
  });
});
