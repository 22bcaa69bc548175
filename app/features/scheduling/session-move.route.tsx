// `/calendar/evento/{slug}/mover` (issue 29 §2, defined here): the entrepreneur who booked a one-to-one session,
// its mentor or staff move it into the mentor's free slots, exactly as a booking offers them (GET {scheduler}/
// mentor/{id}/{date}/30 in the user's zone), keeping its length. 'Ver horarios' is a GET of the date. Too late
// for the entrepreneur, the page says so and whom to write to. POST .../mover; every outcome is flashed.
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
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { replyInvalid } from "~/lib/forms.server";
import { readForm } from "~/lib/form-body.server";
import { pageTitle } from "~/lib/meta";
import { todayInZone } from "~/lib/plain-day";
import { apiToUserZone, minutesBetween } from "~/lib/time.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { Button, ButtonLink, FormErrors, RadioGroup, RouteDialog, TextField } from "~/ui";
import { moveSchema, type MoveForm } from "./session-change.schema";
import { describe, loadChange, moveSlots, refusal } from "./session-change.server";
import { localZoneLabel, schedulingT } from "./session-form.server";
import * as styles from "./scheduling.css";
import { moveSessionPath, sessionPath } from "~/paths";
import { useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["scheduling"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, session, policy, zone, when } = await loadChange(context, request, params.slug);
  const [{ t }, { label }] = await Promise.all([schedulingT(request, user), localZoneLabel(request)]);
  const base = { title: t("scheduling:change.moveTitle"), session: describe(session, policy, when) };
  if (!policy.puede_mover) return json({ ...base, allowed: false as const });
  const today = todayInZone(zone).toString();
  const own = apiToUserZone(session.fecha_inicio, zone)?.slice(0, 10) ?? today;
  const asked = new URL(request.url).searchParams.get("fecha") ?? "";
  const fecha = isRealDay(asked) && asked >= today ? asked : own < today ? today : own;
  return json({
    ...base,
    allowed: true as const,
    constraint: getZodConstraint(moveSchema),
    zone: label,
    today,
    fecha,
    minutes: minutesBetween(session.fecha_inicio, session.fecha_fin),
    slots: await moveSlots(context, session, fecha, zone),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { session } = await loadChange(context, request, params.slug);
  const secure = context.session.secure;
  const submission = parseWithZod(await readForm(request, context), { schema: moveSchema });
  if (submission.status !== "success") return json(replyInvalid(submission, { hidden: ["fecha"] }), { status: 400 });
  try {
    await context.api.calendario.move(session.slug, { fecha_inicio: submission.value.inicio });
  } catch (error) {
    const failure = throwIfRefused(error);
    const back = refusal(failure, session.slug, secure);
    if (back) throw back;
    const key = failure.kind === "unavailable" ? "scheduling:change.failed" : "scheduling:change.slotTaken";
    return json(submission.reply({ fieldErrors: { inicio: [key] } }), {
      status: failure.kind === "unavailable" ? 503 : 409,
    });
  }
  return redirect(sessionPath(session.slug), {
    headers: withFlash({ type: "success", key: "scheduling:change.moved" }, secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SessionMoveRoute() {
  const { t } = useTranslation(["scheduling", "common"]);
  const data = useLoaderData<typeof loader>();
  const { session } = data;
  const closeTo = sessionPath(session.slug);
  return (
    <RouteDialog title={data.title} closeTo={closeTo} closeLabel={t("scheduling:close")}>
      <div className={styles.form}>
        <p className={styles.text}>{t("scheduling:change.current", { when: session.when })}</p>
        {session.reason ? (
          <section role="note" aria-labelledby="change-reason">
            <h3 id="change-reason">{t("scheduling:change.tooLateTitle")}</h3>
            <p className={styles.text}>{session.reason}</p>
          </section>
        ) : null}
        {data.allowed ? (
          <MoveForms key={data.fecha} />
        ) : (
          <div className={styles.actions}>
            <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
              {t("scheduling:change.keep")}
            </ButtonLink>
          </div>
        )}
      </div>
    </RouteDialog>
  );
}

type MoveData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { allowed: true }>;

function MoveForms() {
  const { t } = useTranslation(["scheduling", "common"]);
  const data = useLoaderData<typeof loader>() as MoveData;
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { form, fields, pending } = useAppForm<MoveForm>({
    id: "session-move",
    lastResult,
    constraint: data.constraint,
  });
  const closeTo = sessionPath(data.session.slug);
  return (
    <>
      <Form method="get" action={moveSessionPath(data.session.slug)} className={styles.step}>
        <TextField
          id="move-fecha"
          name="fecha"
          type="date"
          className={styles.stepField}
          label={t("scheduling:change.pickDate")}
          min={data.today}
          defaultValue={data.fecha}
          required
        />
        <Button type="submit" variant="secondary" disabled={navigation.state !== "idle"}>
          {t("scheduling:change.showSlots")}
        </Button>
      </Form>
      {data.slots.length === 0 ? (
        <p role="status" className={styles.text}>
          {t("scheduling:change.noSlots")}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          <FormErrors form={form} />
          <input type="hidden" name="fecha" value={data.fecha} />
          <RadioGroup
            field={fields.inicio}
            legend={t("scheduling:change.slots")}
            description={t("scheduling:change.slotsHelp", { zone: data.zone, minutes: data.minutes })}
            options={data.slots}
            required
            orientation="horizontal"
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" pending={pending}>
              {t("scheduling:change.moveSubmit")}
            </Button>
            <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
              {t("scheduling:change.keep")}
            </ButtonLink>
          </div>
        </Form>
      )}
    </>
  );
}
