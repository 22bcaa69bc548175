// The route toolkit of app/lib (issue 32 §1): ids of the URL, refusals, optional sections, failure statuses,
// names and user-supplied URLs, each written once.
import { describe, expect, test } from "vitest";
import { ApiError, type ApiFailure } from "~/api/client.server";
import { failureStatus } from "~/lib/forms.server";
import { httpUrl } from "~/lib/http-url";
import { idParam, readId } from "~/lib/id-param";
import { optional } from "~/lib/optional.server";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";

/** The Response a call threw, or a failure of the test. */
function thrown(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

const failure = (kind: ApiFailure["kind"], status: number): ApiFailure => ({
  kind,
  status,
  fieldErrors: {},
  formErrors: [],
});

describe("ids of the URL", () => {
  test("a positive whole number of at most nine digits", () => {
    expect(readId("12")).toBe(12);
    expect(readId("007")).toBe(7);
    expect(readId("999999999")).toBe(999_999_999);
    for (const bad of ["0", "000", "-1", "1e3", "1.5", " 1", "mentorships", "", "1234567890", undefined, null, 3]) {
      expect(readId(bad), String(bad)).toBeNull();
    }
  });

  test("idParam answers 404 for anything else", async () => {
    expect(idParam("42")).toBe(42);
    for (const bad of ["abc", "0", undefined]) {
      const response = thrown(() => idParam(bad));
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Not Found");
    }
  });
});

describe("refusals", () => {
  test("the API's 403 and 404 become the error page", () => {
    expect(thrown(() => throwIfRefused(new ApiError(403, "forbidden"))).status).toBe(403);
    expect(thrown(() => throwIfRefused(new ApiError(404, "not_found"))).status).toBe(404);
    // A read's refusal arrives as a Response carrying the failure kind.
    const read = new Response(null, { status: 404, headers: { "X-Api-Failure": "not_found" } });
    expect(thrown(() => throwIfRefused(read)).status).toBe(404);
  });

  test("other failures come back for the form to answer", () => {
    const error = new ApiError(400, "validation", { nombre: ["Requerido"] });
    expect(throwIfRefused(error)).toBe(error);
    expect(throwIfRefused(new ApiError(503, "unavailable")).kind).toBe("unavailable");
  });

  test("a route may name the one refusal it turns into a page", () => {
    expect(thrown(() => throwIfRefused(new ApiError(403, "forbidden"), ["forbidden"])).status).toBe(403);
    expect(throwIfRefused(new ApiError(404, "not_found"), ["forbidden"]).kind).toBe("not_found");
    expect(throwIfRefused(new ApiError(403, "forbidden"), ["not_found"]).kind).toBe("forbidden");
  });

  test("an error that is not an API failure is rethrown as it is", () => {
    const bug = new TypeError("boom");
    expect(() => throwIfRefused(bug)).toThrow(bug);
  });
});

describe("a failing section stays empty", () => {
  test("any API failure gives the fallback by default", async () => {
    expect(await optional(Promise.resolve([1]), [])).toEqual([1]);
    expect(await optional(Promise.reject(new ApiError(503, "unavailable")), [])).toEqual([]);
    expect(await optional(Promise.reject(new ApiError(403, "forbidden")), null)).toBeNull();
  });

  test("only the named kinds when given; other errors still fail the page", async () => {
    const upstream = ["unavailable"] as const;
    expect(await optional(Promise.reject(new ApiError(503, "unavailable")), null, upstream)).toBeNull();
    const refused = new ApiError(403, "forbidden");
    await expect(optional(Promise.reject(refused), null, upstream)).rejects.toBe(refused);
    const bug = new TypeError("boom");
    await expect(optional(Promise.reject(bug), null)).rejects.toBe(bug);
  });
});

describe("the status of a failed submission", () => {
  test("400 for the form's errors, 429 when counted out, 503 otherwise", () => {
    expect(failureStatus(failure("validation", 400))).toBe(400);
    expect(failureStatus(failure("rate_limited", 429))).toBe(429);
    expect(failureStatus(failure("unavailable", 503))).toBe(503);
    expect(failureStatus(failure("conflict", 409))).toBe(503);
  });
});

describe("names and URLs", () => {
  test("first and last name, else the username", () => {
    expect(fullName({ first_name: " Ana", last_name: "Ruiz ", username: "ana" })).toBe("Ana Ruiz");
    expect(fullName({ first_name: "", last_name: "", username: "ana" })).toBe("ana");
    expect(fullName({ first_name: "", last_name: " " })).toBe("");
  });

  test("only absolute http(s) URLs", () => {
    expect(httpUrl("HTTPS://Example.org/a")?.href).toBe("https://example.org/a");
    expect(httpUrl("http://x.test")?.href).toBe("http://x.test/");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "ftp://a.b", "//a.b", "example.org", "", null]) {
      expect(httpUrl(bad), String(bad)).toBeNull();
    }
  });
});
