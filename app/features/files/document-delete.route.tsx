// Deleting a file or a URL after a confirmation (core spec › The calls it makes "Files and URLs", core spec › Error catalogue '{tipo} eliminado
// correctamente' / 'Error al eliminar el archivo'): `…/archivos/{fileSlug}/eliminar` and
// `…/urls/{urlSlug}/eliminar` under a session's files page or a user's files page. Session files: DELETE
// /archivos/evento/{slug}/ (staff and mentors any, participants their own); profile files: DELETE
// /archivos/usuario/{slug}/. A dialog over the list with JS, a section of it without. Issue 31: a profile's document
// is looked up by its slug (not in the whole list), and `?page=` brings the user back to the page of the list.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { canDelete, findDocument, requireOwner } from "./files.server";
import { pageTitle } from "~/lib/meta";
import { pageHref, parsePage } from "~/ui/pagination";

export const handle = { i18n: ["files"] };

async function requireDeletable({ context, request, params }: LoaderFunctionArgs) {
  const owner = await requireOwner(context, request, params);
  const kind = params.fileSlug !== undefined ? ("file" as const) : ("url" as const);
  const slug = (kind === "file" ? params.fileSlug : params.urlSlug) ?? "";
  const item = await findDocument(context, owner, kind, slug);
  if (!canDelete(owner, item)) throw new Response("Forbidden", { status: 403 });
  // The page of the list the delete link was on.
  const back = pageHref(owner.base, "", parsePage(new URL(request.url).searchParams));
  return { owner, kind, item, back };
}

export async function loader(args: LoaderFunctionArgs) {
  const { kind, item, back } = await requireDeletable(args);
  const t = await i18nServer.getFixedT(args.request, "files");
  return json({ title: t(`delete.title.${kind}`), kind, name: item.nombre, closeTo: back });
}

export async function action(args: ActionFunctionArgs) {
  const { owner, kind, item, back } = await requireDeletable(args);
  const api = args.context.api.calendario;
  const secure = args.context.session.secure;
  try {
    if (owner.kind === "session") {
      await (kind === "file" ? api.removeSessionFile(item.slug) : api.removeSessionUrl(item.slug));
    } else {
      await (kind === "file" ? api.removeUserFile(item.slug) : api.removeUserUrl(item.slug));
    }
  } catch (error) {
    expectApiFailure(error);
    return redirect(back, { headers: withFlash({ type: "error", key: "files:delete.failed" }, secure) });
  }
  return redirect(back, { headers: withFlash({ type: "success", key: `files:delete.success.${kind}` }, secure) });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function DocumentDeleteRoute() {
  const { t } = useTranslation(["files"]);
  const { kind, name, closeTo } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t(`files:delete.title.${kind}`)}
      question={t(`files:delete.confirm.${kind}`, { name })}
      submitLabel={t("files:delete.submit")}
      cancelLabel={t("files:cancel")}
      closeLabel={t("files:close")}
      closeTo={closeTo}
    />
  );
}
