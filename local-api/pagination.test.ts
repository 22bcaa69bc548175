import { describe, expect, it } from "vitest";
import { ApiError } from "./http";
import { checkPageInRange, pageOf, parsePageParam } from "./pagination";

const url = "https://api.test/x/?q=a&page=2";

describe("pagination", () => {
  it("reads a page number and refuses anything else with 'Página inválida.'", () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam("")).toBe(1);
    expect(parsePageParam("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", "1234567890"]) {
      expect(() => parsePageParam(bad), bad).toThrow(ApiError);
    }
  });

  it("links the next and previous pages, page 1 without the parameter unless kept", () => {
    expect(pageOf(url, 2, 40, [])).toEqual({
      count: 40,
      next: "https://api.test/x/?q=a&page=3",
      previous: "https://api.test/x/?q=a",
      results: [],
    });
    expect(pageOf(url, 2, 40, [], { keepFirstPage: true }).previous).toBe("https://api.test/x/?q=a&page=1");
    expect(pageOf(url, 2, 20, [], { pageSize: 10 }).next).toBeNull();
  });

  it("a page past the last is a 404; page 1 of an empty list exists", () => {
    expect(() => checkPageInRange(1, 0)).not.toThrow();
    expect(() => checkPageInRange(2, 15)).toThrow(ApiError);
    expect(() => checkPageInRange(2, 16)).not.toThrow();
    expect(() => checkPageInRange(3, 20, { pageSize: 10 })).toThrow(ApiError);
  });
});
