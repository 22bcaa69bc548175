// Invitation forms (core spec › Validation rules "Invite staff", second spec › Validation rules "Invite mentor", "Mentor list file"),
// shared by the browser and the actions.
import { plainName, z } from "~/lib/validation";
import type { PeopleKind } from "./kinds";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z
  .string({ required_error: "people:invite.emailInvalid" })
  .trim()
  .max(254, "people:invite.emailInvalid")
  .refine((v) => EMAIL_PATTERN.test(v), "people:invite.emailInvalid");

function name(message: string) {
  return plainName(z.string({ required_error: message }).trim().min(1, message).max(150));
}

export const staffInviteSchema = z.object({
  first_name: name("people:invite.firstNameRequired"),
  last_name: name("people:invite.lastNameRequired"),
  funcionario: email,
});

export const entrepreneurInviteSchema = z.object({
  first_name: name("people:invite.firstNameRequired"),
  last_name: name("people:invite.lastNameRequired"),
  emprendedor: email,
});

export const mentorInviteSchema = z.object({
  first_name: name("people:invite.mentorFirstNameRequired"),
  last_name: name("people:invite.mentorLastNameRequired"),
  mentor: email,
});

export const INVITE_SCHEMAS = {
  funcionario: staffInviteSchema,
  emprendedor: entrepreneurInviteSchema,
  mentor: mentorInviteSchema,
} as const;

/** The bulk form in the browser: also refuses a file already read and found wrong (`problemOf`: a message key). */
export function bulkInviteRules(kind: PeopleKind, problemOf: (file: File) => string | null) {
  return bulkInviteSchema(kind).superRefine((value, ctx) => {
    const problem = problemOf(value.file_users);
    if (problem) ctx.addIssue({ code: "custom", path: ["file_users"], message: problem });
  });
}

/** The bulk file field: required (the message names the list), a non-empty file. */
export function bulkInviteSchema(kind: PeopleKind) {
  const required = `people:bulk.fileRequired.${kind}`;
  return z.object({
    file_users: z.instanceof(File, { message: required }).refine((file) => file.size > 0 && file.name !== "", required),
  });
}
