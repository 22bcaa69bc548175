// The people forms' browser-side rules, loaded after hydration (a dynamic import): zod and the file
// parser stay out of the first load of the list pages the dialogs open over (docs/house-rules.md#bars JS budget).
// The actions run the same schemas and parser on the server, so nothing depends on this loading.
import { parseWithZod } from "@conform-to/zod";
import { parseInviteFile } from "~/api/contract/invite-file";
import { BULK_FILE_MAX_BYTES } from "~/api/contract/people";
import { bulkInviteSchema, INVITE_SCHEMAS } from "./invite.schema";
import type { PeopleKind } from "./kinds";

export function validateInvite(kind: PeopleKind, formData: FormData) {
  return parseWithZod(formData, { schema: INVITE_SCHEMAS[kind] });
}

/** The bulk form: a file is required, and a file already read (`problemOf`) may be refused. */
export function validateBulk(kind: PeopleKind, formData: FormData, problemOf: (file: File) => string | null) {
  return parseWithZod(formData, {
    schema: bulkInviteSchema(kind).superRefine((value, ctx) => {
      const problem = problemOf(value.file_users);
      if (problem) ctx.addIssue({ code: "custom", path: ["file_users"], message: problem });
    }),
  });
}

/** What the server would refuse in this file before calling the API (a message key), or null. */
export async function checkInviteFile(file: File): Promise<string | null> {
  if (file.size > BULK_FILE_MAX_BYTES) return "people:bulk.tooLarge";
  const parsed = parseInviteFile(await file.text());
  if (parsed.tooLarge) return "people:bulk.tooLarge";
  if (parsed.valid.length === 0 && parsed.skipped.length === 0) return "people:bulk.empty";
  return null;
}
