// `/calendar/disponibilidad/nueva` and `/calendar/disponibilidad/{id}/editar` (defined here; core spec › Validation rules
// "Availability": start and end hour required; core spec › The calls it makes POST/PUT {scheduler}/mentor_availability): 'Fecha',
// 'Semanal' and one to three ranges on 30-minute steps, sent with the user's zone.
import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { replyWithFailure, replyInvalid } from "~/lib/forms.server";
import { Button, ButtonLink, Checkbox, FormErrors, RouteDialog, Select, TextField } from "~/ui";
import * as field from "~/ui/field.css";
import { availabilitySchema, rangesOf, type AvailabilityForm } from "./availability.schema";
import { END_HOURS, START_HOURS } from "./choices";
import { localZoneLabel, schedulingT } from "./session-form.server";
import * as styles from "./scheduling.css";
import { pageTitle } from "~/lib/meta";
import { todayInZone } from "~/lib/plain-day";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { idParam } from "~/lib/id-param";
import { availabilityPath } from "~/paths";
import { zoneLabel } from "~/lib/time.server";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["scheduling"] };

/** The availability row of the URL (one of the mentor's own), or null for a new one; 404 when unknown. */
async function rowOf(context: AppLoadContext, user: ApiUser, param: string | undefined) {
  if (param === undefined) return null;
  const id = idParam(param);
  const rows = await context.api.calendario.availability(user.id);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Response("Not Found", { status: 404 });
  return row;
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "mentor" });
  const [row, { t }] = await Promise.all([rowOf(context, user, params.id), schedulingT(request, user)]);
  const { zone, label } = await localZoneLabel(request);
  const values: Record<string, string | undefined> = {
    fecha: row?.date ?? todayInZone(zone).toString(),
    semanal: row?.semanal ? "on" : undefined,
  };
  row?.string_availability.slice(0, 3).forEach((h, i) => {
    values[`inicio${i + 1}`] = h.start_hour;
    values[`fin${i + 1}`] = h.end_hour;
  });
  return json({
    title: t(row ? "scheduling:availability.editTitle" : "scheduling:availability.newTitle"),
    editing: row !== null,
    zone: label,
    constraint: getZodConstraint(availabilitySchema),
    values,
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request, { role: "mentor" });
  const row = await rowOf(context, user, params.id);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: availabilitySchema });
  if (submission.status !== "success") return json(replyInvalid(submission), { status: 400 });
  const body = {
    date: submission.value.fecha,
    mentor_id: user.id,
    string_availability: rangesOf(submission.value),
    semanal: submission.value.semanal ?? false,
    zona: zoneLabel(request).zone,
  };
  try {
    if (row) await context.api.calendario.updateAvailability(row.id, body);
    else await context.api.calendario.createAvailability(body);
  } catch (error) {
    const failure = throwIfRefused(error);
    // Other failures show the server message (core spec › Error catalogue "Availability").
    return json(replyWithFailure(submission, failure, { fields: ["fecha", "semanal"] }), {
      status: failure.kind === "unavailable" ? 503 : 400,
    });
  }
  return redirect(availabilityPath, {
    headers: withFlash(
      { type: "success", key: row ? "scheduling:availability.edited" : "scheduling:availability.created" },
      context.session.secure,
    ),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function AvailabilityFormRoute() {
  const { t } = useTranslation(["scheduling", "common"]);
  const { editing, zone, constraint, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm<AvailabilityForm>({
    once: true,
    id: editing ? "availability-edit" : "availability-new",
    lastResult,
    defaultValue: values,
    constraint,
    rules: lazyRules(() => import("./availability.schema").then(({ availabilitySchema }) => availabilitySchema)),
    unsaved: true,
  });
  const starts = START_HOURS.map((h) => ({ value: h, label: h }));
  const ends = END_HOURS.map((h) => ({ value: h, label: h }));
  const ranges = [
    { n: 1, start: fields.inicio1, end: fields.fin1 },
    { n: 2, start: fields.inicio2, end: fields.fin2 },
    { n: 3, start: fields.inicio3, end: fields.fin3 },
  ];
  const title = t(editing ? "scheduling:availability.editTitle" : "scheduling:availability.newTitle");
  return (
    <RouteDialog title={title} closeTo={availabilityPath} closeLabel={t("scheduling:close")}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        {onceKey}
        <TextField field={fields.fecha} type="date" label={t("scheduling:availability.fecha")} />
        <Checkbox
          field={fields.semanal}
          label={t("scheduling:availability.semanal")}
          description={t("scheduling:availability.semanalHelp")}
        />
        <p className={styles.muted}>{t("scheduling:availability.zoneHelp", { zone })}</p>
        {ranges.map(({ n, start, end }) => (
          <fieldset key={n} className={field.fieldset}>
            <legend className={field.legend}>
              {t(n === 1 ? "scheduling:availability.range" : "scheduling:availability.rangeOptional", { n })}
            </legend>
            <div className={styles.fieldRow}>
              <Select
                field={start}
                label={t("scheduling:availability.inicio")}
                placeholder={t("scheduling:availability.hourPlaceholder")}
                options={starts}
              />
              <Select
                field={end}
                label={t("scheduling:availability.fin")}
                placeholder={t("scheduling:availability.hourPlaceholder")}
                options={ends}
              />
            </div>
          </fieldset>
        ))}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {t("scheduling:availability.submit")}
          </Button>
          <ButtonLink to={availabilityPath} preventScrollReset variant="ghost">
            {t("scheduling:cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
