// Server helpers of the files area (core spec › Screens and routes "Calendar, files, minutes", core spec › The calls it makes "Files and URLs"): whose
// documents a route shows (a session's or a user's profile), the rows of their table, who may delete what.
// The API decides again on every call; these only hide what it would refuse.
import { Temporal } from "@js-temporal/polyfill";
import type { Submission } from "@conform-to/react";
import { json, redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ApiFailure } from "~/api/client.server";
import type { ApiFile, ApiSession, ApiUrl } from "~/api/contract/calendario";
import type { ApiUser } from "~/api/contract/usuario";
import { sessionRoleOf, type SessionRole } from "~/lib/session-role";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { formatApiDateTime, userTimeZone } from "~/lib/time.server";
import { intlLocale } from "~/lib/intl";
import { httpUrl } from "~/lib/http-url";
import { PAGE_SIZE, pageHref, parsePage } from "~/ui/pagination";
import { deleteDocumentPath, fileDownloadPath, sessionFilesPath, userFilesPath } from "~/paths";

/** The documents a route is about: a session's (`:slug`) or a user's profile (`:username`). */
export type Owner =
  | { kind: "session"; user: ApiUser; base: string; session: ApiSession; role: SessionRole | null }
  | { kind: "user"; user: ApiUser; base: string; username: string; own: boolean };

export interface Documents {
  files: ApiFile[];
  urls: ApiUrl[];
}

/** One line of a documents table, ready to render (dates already in the user's zone). */
export interface DocumentRow {
  key: string;
  kind: "file" | "url";
  nombre: string;
  /** The download route for files; the URL itself for URLs (null when it is not http/https). */
  href: string | null;
  creador: string;
  fecha: string;
  session: { name: string; href: string } | null;
  deleteHref: string | null;
}

const notFound = () => new Response("Not Found", { status: 404 });

/** The signed-in user and the session or profile of the URL; the API's 403/404 become the error pages. */
export async function requireOwner(
  context: AppLoadContext,
  request: Request,
  params: { slug?: string; username?: string },
): Promise<Owner> {
  const user = await requireUser(context, request);
  if (params.slug !== undefined) {
    if (!params.slug) throw notFound();
    const session = await context.api.calendario.session(params.slug);
    return { kind: "session", user, base: sessionFilesPath(session.slug), session, role: sessionRoleOf(user, session) };
  }
  const username = params.username ?? "";
  if (!username) throw notFound();
  return { kind: "user", user, base: userFilesPath(username), username, own: username === user.username };
}

/** A session's documents, all of them (a session's files and links are few: docs/perf/bounded-lists.md). */
export async function sessionDocuments(
  context: AppLoadContext,
  owner: Extract<Owner, { kind: "session" }>,
): Promise<Documents> {
  const api = context.api.calendario;
  const [files, urls] = await Promise.all([api.sessionFiles(owner.session.id), api.sessionUrls(owner.session.id)]);
  return { files, urls };
}

/** Page n of a files list and of a URLs list, shown in one table. */
export interface DocumentsPage {
  docs: Documents;
  page: number;
  totalPages: number;
}

/**
 * Issue 31: page n (`?page=`) of each list (15 files, 15 URLs), not every document; a list shorter than n pages adds
 * none (the API's 404), and past both lists' ends the page goes back to page 1.
 */
export async function documentsPage(
  request: Request,
  load: (
    page: number,
  ) => [Promise<{ count: number; results: ApiFile[] }>, Promise<{ count: number; results: ApiUrl[] }>],
): Promise<DocumentsPage> {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  const shorter = <T>(pending: Promise<T>) =>
    pending.catch((error: unknown) => {
      if (page > 1 && error instanceof Response && error.status === 404) return null;
      throw error;
    });
  const [filesLoad, urlsLoad] = load(page);
  const [files, urls] = await Promise.all([shorter(filesLoad), shorter(urlsLoad)]);
  if (!files && !urls) throw redirect(pageHref(url.pathname, url.searchParams, 1));
  return {
    docs: { files: files?.results ?? [], urls: urls?.results ?? [] },
    page,
    totalPages: Math.max(1, Math.ceil(Math.max(files?.count ?? 0, urls?.count ?? 0) / PAGE_SIZE)),
  };
}

/** A page of a user's profile documents: the caller's own, or another user's (mentors and staff). */
export function profileDocumentsPage(
  context: AppLoadContext,
  request: Request,
  owner: Extract<Owner, { kind: "user" }>,
): Promise<DocumentsPage> {
  const api = context.api.calendario;
  return documentsPage(request, (page) =>
    owner.own
      ? [api.myFiles(page), api.myUrls(page)]
      : [api.userFiles(owner.username, page), api.userUrls(owner.username, page)],
  );
}

/** Whether the viewer may add files and URLs here (a session's people; oneself, or a mentor or staff for another). */
export function canUpload(owner: Owner): boolean {
  if (owner.kind === "session") return owner.role !== null;
  return owner.own || owner.user.mentor || owner.user.entidad_entidad.length > 0;
}

/** The owner of the URL, when the viewer may add files and URLs to it (403 otherwise). */
export async function requireUploader(args: LoaderFunctionArgs): Promise<Owner> {
  const owner = await requireOwner(args.context, args.request, args.params);
  if (!canUpload(owner)) throw new Response("Forbidden", { status: 403 });
  // Another user's profile: the API says (on one page of its URLs) whether the viewer may reach it (403/404).
  if (owner.kind === "user" && !owner.own) await args.context.api.calendario.userUrls(owner.username, 1);
  return owner;
}

/** Session files: staff and mentors delete any, participants their own. Profile files: the owner, or their creator. */
export function canDelete(owner: Owner, item: { creador: number | null }): boolean {
  if (owner.kind === "session") {
    return owner.role === "staff" || owner.role === "mentor" || (owner.role !== null && item.creador === owner.user.id);
  }
  return owner.own || item.creador === owner.user.id;
}

/**
 * The file or URL a delete route names, or a 404: a profile's by a direct lookup (issue 31: not by reading every
 * document of the user), a session's in its list.
 */
export async function findDocument(
  context: AppLoadContext,
  owner: Owner,
  kind: "file" | "url",
  slug: string,
): Promise<ApiFile | ApiUrl> {
  if (!slug) throw notFound();
  const api = context.api.calendario;
  if (owner.kind === "user") {
    if (owner.own) return kind === "file" ? api.myFile(slug) : api.myUrl(slug);
    return kind === "file" ? api.userFile(owner.username, slug) : api.userUrl(owner.username, slug);
  }
  const docs = await sessionDocuments(context, owner);
  const found = kind === "file" ? docs.files.find((f) => f.slug === slug) : docs.urls.find((u) => u.slug === slug);
  if (!found) throw notFound();
  return found;
}

/** A creation date of the API (its Bogota wall-clock, or an ISO instant) in the user's zone. */
function formatCreated(value: string, zone: string, locale: string): string {
  const wall = formatApiDateTime(value, zone, locale);
  if (wall) return wall;
  try {
    return Temporal.Instant.from(value)
      .toZonedDateTimeISO(zone)
      .toLocaleString(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" });
  } catch {
    return value;
  }
}

/** The table rows of some documents, newest first. */
export async function documentRows(
  request: Request,
  docs: Documents,
  opts: {
    deleteBase?: (item: { creador: number | null }) => string | null;
    withSession?: boolean;
    /** The page of the list the rows are on, kept by their delete links (issue 31). */
    page?: number;
  } = {},
): Promise<DocumentRow[]> {
  const zone = userTimeZone(request).zone;
  const locale = await i18nServer.getLocale(request);
  const common = (item: ApiFile | ApiUrl) => ({
    nombre: item.nombre,
    creador: item.nombre_creador,
    fecha: formatCreated(item.fecha_creacion, zone, locale),
    session:
      opts.withSession && item.evento !== null
        ? { name: item.nombre_evento ?? String(item.evento), href: sessionFilesPath(String(item.evento)) }
        : null,
  });
  const base = (item: { creador: number | null }) => opts.deleteBase?.(item) ?? null;
  const deleteHref = (b: string | null, kind: "file" | "url", slug: string) =>
    b ? pageHref(deleteDocumentPath(b, kind, slug), "", opts.page ?? 1) : null;
  const rows: (DocumentRow & { sortKey: string })[] = [
    ...docs.files.map((f) => {
      const b = base(f);
      return {
        ...common(f),
        key: `file-${f.slug}`,
        kind: "file" as const,
        href: fileDownloadPath(f.slug),
        deleteHref: deleteHref(b, "file", f.slug),
        sortKey: f.fecha_creacion,
      };
    }),
    ...docs.urls.map((u) => {
      const b = base(u);
      return {
        ...common(u),
        key: `url-${u.slug}`,
        kind: "url" as const,
        href: httpUrl(u.url) ? u.url : null,
        deleteHref: deleteHref(b, "url", u.slug),
        sortKey: u.fecha_creacion,
      };
    }),
  ];
  rows.sort((a, b) => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0));
  return rows.map(({ sortKey: _sortKey, ...row }) => row);
}

/** An upload the API refused or could not take: the form again, with its messages where they belong. */
export function uploadRefused<T>(
  submission: Submission<T>,
  failure: ApiFailure,
  options: Parameters<typeof replyWithFailure>[2],
) {
  const status = failure.kind === "unavailable" ? 503 : failure.kind === "forbidden" ? 403 : 400;
  return json(replyWithFailure(submission, failure, options), { status });
}

/** After an upload: back to the documents, with the flash `key`. */
export function uploadDone(context: AppLoadContext, owner: Owner, key: string) {
  return redirect(owner.base, { headers: withFlash({ type: "success", key }, context.session.secure) });
}
