// app/lib/use-app-form: the validation modes a form gets before and after its rules load, the rules themselves
// (a schema, or a validator of its own) and the pending state tied to the one form whose submission the page is making.
import { describe, expect, test } from "vitest";
import { isSubmitting, lazyRules, validationModes, type LazyRules } from "~/lib/use-app-form";
import { z } from "~/lib/validation";

/** What the hook does with a form's rules: load them once, then validate each submission with what loaded. */
async function validateWith<Schema>(rules: LazyRules<Schema>, entries: Record<string, string>) {
  const loaded = await rules.load();
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.set(name, value);
  return rules.validate(loaded as never, formData);
}

describe("validationModes", () => {
  test("until the rules arrive, a form validates on submit only (the server checks it)", () => {
    expect(validationModes(false)).toEqual({ shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" });
    expect(validationModes(false, "onBlur")).toEqual({ shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" });
  });

  test("with the rules: on blur, then again on input unless the form asks otherwise", () => {
    expect(validationModes(true)).toEqual({ shouldValidate: "onBlur", shouldRevalidate: "onInput" });
    expect(validationModes(true, "onBlur")).toEqual({ shouldValidate: "onBlur", shouldRevalidate: "onBlur" });
  });
});

describe("isSubmitting", () => {
  const posting = { state: "submitting", formData: new FormData() } as const;

  test("true only for the form whose submission the page is making", () => {
    expect(isSubmitting(posting, "invite-mentor", "invite-mentor")).toBe(true);
    expect(isSubmitting(posting, "new-comment", "invite-mentor")).toBe(false);
  });

  test("false when no form was submitted with a submit event, or the page is not posting", () => {
    expect(isSubmitting(posting, "invite-mentor", null)).toBe(false);
    expect(isSubmitting({ state: "idle", formData: undefined }, "invite-mentor", "invite-mentor")).toBe(false);
    expect(isSubmitting({ state: "loading", formData: undefined }, "invite-mentor", "invite-mentor")).toBe(false);
  });
});

describe("lazyRules", () => {
  const schema = z.object({ email: z.string({ required_error: "auth:login.emailInvalid" }).email() });

  test("a schema: validated with Conform's zod parser, which the rules bring along", async () => {
    const rules = lazyRules(() => Promise.resolve(schema));
    const bad = await validateWith(rules, { email: "" });
    expect(bad.status).toBe("error");
    expect(bad.status === "error" && bad.error).toEqual({ email: ["auth:login.emailInvalid"] });
    const good = await validateWith(rules, { email: "ana@demo.test" });
    expect(good.status).toBe("success");
    expect(good.status === "success" && good.value).toEqual({ email: "ana@demo.test" });
  });

  test("a validator of its own (lazyRules.custom): called with the form's data as it is", async () => {
    const seen: string[] = [];
    const rules = lazyRules.custom(() =>
      Promise.resolve((formData: FormData) => {
        seen.push(String(formData.get("email")));
        return { status: "error", payload: {}, error: { "": ["auth:signUp.incomplete"] }, reply: () => ({}) } as never;
      }),
    );
    const result = await validateWith(rules, { email: "x" });
    expect(seen).toEqual(["x"]);
    expect(result.status === "error" && result.error).toEqual({ "": ["auth:signUp.incomplete"] });
  });
});
