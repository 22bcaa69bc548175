// `/calendar/evento/{slug}/editar-mentoria` (defined here; core spec › Validation rules "Marketplace session edit", core spec › The calls it makes PUT
// /events/{id}): the buyer or the mentor of a marketplace session renames it and moves it inside the mentor's
// free slots (the booking's pickers, in the user's zone, 30-minute steps; the session's own hours stay
// choosable). The mentor and the buyer stay as they are; the API keeps the duration. 'Ver horarios' is a GET
// of the same form, so the slots of another day come without losing what was typed. Anyone else: 403 (as
// /editar); a session outside the marketplace goes to /editar, which redirects marketplace sessions here.
import { isRealDay } from "~/api/contract/dates";
import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { ApiSession } from "~/api/contract/calendario";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { addMinutes, apiToUserZone, minutesBetween, userHour, zoneLabel } from "~/lib/time.server";
import { Button, ButtonLink, FormErrors, RouteDialog, Select, TextField } from "~/ui";
import { withHoldKeys } from "./marketplace.server";
import { marketplaceSessionEditSchema, type MarketplaceSessionEditForm } from "./session-edit.schema";
import * as styles from "./marketplace.css";
import { todayInZone } from "~/lib/plain-day";
import { nowMs } from "~/shared/clock";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { editSessionPath, marketplaceSessionEditPath, sessionPath } from "~/paths";
import { hasEnded } from "~/lib/session-role";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["marketplace", "scheduling"] };

const FIELDS = ["nombre", "fecha", "inicio", "fin"];
/** The API's field names → the form's. */
const FORM_FIELD: Record<string, string> = { date: "fecha", fecha_inicio: "inicio", fecha_fin: "fin" };

/** The marketplace session of the URL, for its buyer or its mentor (403 for anyone else, as /editar). */
async function requireMarketplaceEditor(context: LoaderFunctionArgs["context"], request: Request, slug?: string) {
  const user = await requireUser(context, request);
  if (!slug || slug.length > 200) throw new Response("Not Found", { status: 404 });
  const session: ApiSession = await context.api.calendario.session(slug);
  if (!session.marketplace) throw redirect(editSessionPath(session.slug));
  if (session.comprador === null || (user.id !== session.comprador && user.id !== session.mentor))
    throw new Response("Forbidden", { status: 403 });
  return { session, buyer: session.comprador };
}

/** The pickers of a day in the user's zone: the mentor's free slots plus the session's own hours. */
async function slotsOf(context: LoaderFunctionArgs["context"], session: ApiSession, fecha: string, zone: string) {
  const free = await context.api.calendario.slots(session.mentor, fecha, zone);
  const slots = new Map(free.map((s) => [s.inicio, s.fin]));
  for (let t = session.fecha_inicio; t < session.fecha_fin; t = addMinutes(t, 30)) {
    if (apiToUserZone(t, zone)?.startsWith(fecha)) slots.set(t, addMinutes(t, 30));
  }
  const sorted = [...slots].sort(([a], [b]) => a.localeCompare(b));
  return {
    starts: sorted.map(([inicio]) => ({ value: inicio, label: userHour(inicio, zone) })),
    ends: sorted.map(([, fin]) => ({ value: fin, label: userHour(fin, zone) })),
  };
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session } = await requireMarketplaceEditor(context, request, params.slug);
  const t = await i18nServer.getFixedT(request, "scheduling");
  const { zone, label } = zoneLabel(request);
  const base = { title: t("scheduling:session.editTitle"), slug: session.slug, zone: label };
  if (hasEnded(session, nowMs())) return json({ ...base, ended: true as const });
  // 'Ver horarios' comes back as a GET with the form's values.
  const query = new URL(request.url).searchParams;
  const today = todayInZone(zone).toString();
  const own = apiToUserZone(session.fecha_inicio, zone)?.slice(0, 10) ?? today;
  const asked = query.get("fecha") ?? "";
  const fecha = isRealDay(asked) && asked >= today ? asked : own < today ? today : own;
  const { starts, ends } = await slotsOf(context, session, fecha, zone);
  const pick = (value: string | null, options: { value: string }[]) =>
    value && options.some((o) => o.value === value) ? value : "";
  return json({
    ...base,
    ended: false as const,
    constraint: getZodConstraint(marketplaceSessionEditSchema),
    today,
    minutes: minutesBetween(session.fecha_inicio, session.fecha_fin),
    starts,
    ends,
    values: {
      nombre: (query.get("nombre") ?? session.nombre).slice(0, 300),
      fecha,
      inicio: pick(query.get("inicio") ?? session.fecha_inicio, starts),
      fin: pick(query.get("fin") ?? session.fecha_fin, ends),
    },
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { session, buyer } = await requireMarketplaceEditor(context, request, params.slug);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: marketplaceSessionEditSchema });
  if (submission.status !== "success") return json({ result: replyInvalid(submission) }, { status: 400 });
  const { intent, nombre, fecha, inicio, fin } = submission.value;
  // Without the GET (a plain POST of 'Ver horarios'), the same page with the slots of the date.
  if (intent !== "save" || !nombre || !fecha || !inicio || !fin) {
    const search = new URLSearchParams(
      Object.entries({ nombre, fecha, inicio, fin }).filter((e): e is [string, string] => Boolean(e[1])),
    );
    return redirect(`${marketplaceSessionEditPath(session.slug)}?${search.toString()}`);
  }
  const { zone } = zoneLabel(request);
  if (!apiToUserZone(inicio, zone)?.startsWith(fecha)) {
    return json(
      { result: submission.reply({ fieldErrors: { inicio: ["marketplace:edit.otherDate"] } }) },
      { status: 400 },
    );
  }
  try {
    await context.api.marketplace.editSession(session.id, {
      date: inicio.slice(0, 10),
      mentor: session.mentor,
      nombre,
      fecha_inicio: inicio,
      fecha_fin: fin,
      usuario: buyer,
    });
  } catch (error) {
    const failure = throwIfRefused(error);
    if (failure.kind === "conflict") {
      return json(
        { result: submission.reply({ fieldErrors: { fin: ["marketplace:booking.outsideSlot"] } }) },
        { status: 409 },
      );
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(failure.fieldErrors).map(([field, messages]) => [FORM_FIELD[field] ?? field, messages]),
    );
    return json(
      { result: replyWithFailure(submission, { ...withHoldKeys(failure), fieldErrors }, { fields: FIELDS }) },
      { status: failureStatus(failure) },
    );
  }
  return redirect(sessionPath(session.slug), {
    headers: withFlash({ type: "success", key: "scheduling:session.edited" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MarketplaceSessionEditRoute() {
  const { t } = useTranslation(["marketplace", "scheduling"]);
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const closeTo = sessionPath(data.slug);
  return (
    <RouteDialog title={data.title} closeTo={closeTo} closeLabel={t("scheduling:close")}>
      {data.ended ? (
        <p className={styles.muted}>{t("marketplace:edit.ended")}</p>
      ) : (
        // A new set of values (another day's slots) is a new form.
        <EditForm key={search} data={data} />
      )}
    </RouteDialog>
  );
}

type EditData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { ended: false }>;

function EditForm({ data }: { data: EditData }) {
  const { t } = useTranslation(["marketplace", "scheduling", "common"]);
  const reply = useActionData<typeof action>();
  const { form, fields, pending } = useAppForm<MarketplaceSessionEditForm>({
    id: "marketplace-session-edit",
    lastResult: reply?.result,
    defaultValue: data.values,
    constraint: data.constraint,
    rules: lazyRules(() =>
      import("./session-edit.schema").then(({ marketplaceSessionEditSchema }) => marketplaceSessionEditSchema),
    ),
    unsaved: true,
  });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors form={form} />
      <TextField field={fields.nombre} label={t("scheduling:session.nombre")} />
      <div className={styles.step}>
        <TextField
          field={fields.fecha}
          type="date"
          label={t("marketplace:booking.fecha")}
          min={data.today}
          className={styles.field}
        />
        <Button type="submit" name="intent" value="fecha" formMethod="get" formNoValidate variant="secondary">
          {t("marketplace:booking.choose")}
        </Button>
      </div>
      <p className={styles.muted}>{t("marketplace:booking.slotsHelp", { zone: data.zone })}</p>
      {data.starts.length === 0 ? <p role="status">{t("marketplace:booking.noSlots")}</p> : null}
      <div className={styles.filterRow}>
        <Select
          field={fields.inicio}
          label={t("marketplace:booking.inicio")}
          options={data.starts}
          placeholder={t("marketplace:booking.pick")}
          className={styles.field}
        />
        <Select
          field={fields.fin}
          label={t("marketplace:booking.fin")}
          options={data.ends}
          placeholder={t("marketplace:booking.pick")}
          className={styles.field}
        />
      </div>
      <p className={styles.muted}>{t("marketplace:edit.duration", { count: data.minutes })}</p>
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="save" variant="primary" pending={pending}>
          {t("scheduling:session.save")}
        </Button>
        <ButtonLink to={sessionPath(data.slug)} preventScrollReset variant="ghost">
          {t("scheduling:cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
