// The bulk-invite file (core spec › Business constants and limits, second spec › Validation rules), parsed the same way by the API and by the browser:
// UTF-8 text, `email;first name;last name` per line, the first line a header, at most 15 lines in the
// file (the header counts: a 16-line file is refused, issue 3; the header is only skipped for inviting).
import { z } from "zod";
import { isSafeText } from "./text";

/** At most this many non-blank lines in the file, header included (the contract's BULK_MAX_LINES). */
export const INVITE_FILE_MAX_LINES = 15;

export type InviteLine = { linea: number; email: string; first_name: string; last_name: string };
export type SkippedLine = { linea: number; contenido: string; motivo: "campos" | "email" };
export type ParsedInviteFile = { tooLarge: boolean; valid: InviteLine[]; skipped: SkippedLine[] };

// The same rules as the single invite's body (contract people.ts), so a valid line is a valid invite.
const emailSchema = z.string().email().max(254);
const NAME_MAX = 150;
const CONTENT_MAX = 200;

/**
 * Lines are numbered from 1 as in the file (header and blank lines included). Blank lines are
 * ignored; a line with fewer than 3 fields, or an empty, too long or unsafe name (text.ts), is skipped as "campos"; an
 * invalid e-mail as "email". E-mails are lowercased; a repeated e-mail is kept once (its first line).
 */
export function parseInviteFile(text: string): ParsedInviteFile {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const valid: InviteLine[] = [];
  const skipped: SkippedLine[] = [];
  const seen = new Set<string>();
  let counted = 0;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    counted += 1;
    if (index === 0) return; // header: counted, never invited
    const linea = index + 1;
    const contenido = line.slice(0, CONTENT_MAX);
    const fields = line.split(";").map((field) => field.trim());
    const [rawEmail = "", first_name = "", last_name = ""] = fields;
    const badName = (name: string) => !name || name.length > NAME_MAX || !isSafeText(name);
    if (fields.length < 3 || badName(first_name) || badName(last_name)) {
      skipped.push({ linea, contenido, motivo: "campos" });
      return;
    }
    const email = rawEmail.toLowerCase();
    if (!emailSchema.safeParse(email).success) {
      skipped.push({ linea, contenido, motivo: "email" });
      return;
    }
    if (seen.has(email)) return;
    seen.add(email);
    valid.push({ linea, email, first_name: first_name.normalize("NFC"), last_name: last_name.normalize("NFC") });
  });
  return { tooLarge: counted > INVITE_FILE_MAX_LINES, valid, skipped };
}
