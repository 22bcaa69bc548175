// Server helpers of the company screens: the company a URL names and what the viewer may do with it.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiCompany, ApiIndicator } from "~/api/contract/company";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { idParam } from "~/lib/id-param";
import { withFlash } from "~/lib/flash.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { companyPath } from "~/paths";

/**
 * Who may edit (second spec › Roles and permissions): an entrepreneur who created the company or is on its team. Who may download
 * the report: everyone who reads it but mentors.
 */
export function permissionsOf(user: ApiUser, company: ApiCompany) {
  const type = userTypeOf(user);
  const owner = company.creator.id === user.id || company.team.some((m) => m.id === user.id);
  return { canEdit: type === "entrepreneur" && owner, canDownload: type !== "mentor" };
}

/** The company of `/empresa/{id}` (the API's 403/404 otherwise) and the viewer's permissions. */
export async function requireCompany(context: AppLoadContext, request: Request, id: string | undefined) {
  const user = await requireUser(context, request);
  const company = await context.api.company.get(idParam(id));
  return { user, company, ...permissionsOf(user, company) };
}

/** Like requireCompany, for forms: a viewer who may not edit gets 403. */
export async function requireCompanyEditor(context: AppLoadContext, request: Request, id: string | undefined) {
  const found = await requireCompany(context, request, id);
  if (!found.canEdit) throw new Response("Forbidden", { status: 403 });
  return found;
}

/** One of the company's indicators (404 for another company's). */
export function indicatorOf(indicators: readonly ApiIndicator[], id: string | undefined): ApiIndicator {
  const wanted = idParam(id);
  const indicator = indicators.find((i) => i.id === wanted);
  if (!indicator) throw new Response("Not Found", { status: 404 });
  return indicator;
}

/**
 * A change confirmed on a company's page (delete it, an indicator, a team member): the API call, then back with
 * its flash — `success` to `to` (default the company), or 'retry' to the company when the API fails; a refusal
 * (403/404) answers as such.
 */
export async function changeCompany(
  context: AppLoadContext,
  companyId: number,
  change: () => Promise<unknown>,
  success: string,
  to: string = companyPath(companyId),
): Promise<Response> {
  const secure = context.session.secure;
  try {
    await change();
  } catch (error) {
    throwIfRefused(error);
    return redirect(companyPath(companyId), { headers: withFlash({ type: "error", key: "company:retry" }, secure) });
  }
  return redirect(to, { headers: withFlash({ type: "success", key: success }, secure) });
}
