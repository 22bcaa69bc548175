// The bulk form's file check in the browser, loaded on the page's first interaction: the API's parser stays
// out of the list pages' first load (docs/house-rules.md#bars JS budget). The action checks the same on the server.
import { parseInviteFile } from "~/api/contract/invite-file";
import { BULK_FILE_MAX_BYTES } from "~/api/contract/people";

/** What the server would refuse in this file before calling the API (a message key), or null. */
export async function checkInviteFile(file: File): Promise<string | null> {
  if (file.size > BULK_FILE_MAX_BYTES) return "people:bulk.tooLarge";
  const parsed = parseInviteFile(await file.text());
  if (parsed.tooLarge) return "people:bulk.tooLarge";
  if (parsed.valid.length === 0 && parsed.skipped.length === 0) return "people:bulk.empty";
  return null;
}
