import { describe, expect, it } from "vitest";
import { isLostNavigationAnswer } from "./lost-navigation";

describe("isLostNavigationAnswer", () => {
  it("knows a dropped connection in each browser's words, and a proxy's page React Router could not decode", () => {
    for (const message of ["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"]) {
      expect(isLostNavigationAnswer(new TypeError(message)), message).toBe(true);
    }
    expect(isLostNavigationAnswer(new Error("Unable to decode turbo-stream response"))).toBe(true);
  });

  it("leaves a fault of the page's own code to the error screen", () => {
    expect(isLostNavigationAnswer(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isLostNavigationAnswer(new Error("boom"))).toBe(false);
    expect(isLostNavigationAnswer(null)).toBe(false);
  });
});
