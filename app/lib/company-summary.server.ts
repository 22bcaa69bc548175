// The data of CompanySummaryCard for a user's profile (issue 10): GET /empresa/{username}, null when the
// user has no company or the viewer may not see it.
import type { AppLoadContext } from "@remix-run/cloudflare";

export async function loadCompanySummary(context: AppLoadContext, username: string) {
  const company = await context.api.company.ofUser(username);
  return company
    ? { id: company.id, name: company.name, sector_name: company.sector_name, image: company.image }
    : null;
}
