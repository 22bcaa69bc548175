// app/lib/use-app-form: the validation modes a form gets before and after its rules load, and the pending
// state tied to the one form whose submission the page is making.
import { describe, expect, test } from "vitest";
import { isSubmitting, validationModes } from "~/lib/use-app-form";

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
