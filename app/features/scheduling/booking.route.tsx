// `/calendar/reservar` (defined here; spec 000 §5 "Mentee edit", §7 GET {scheduler}/mentor/{mentor}/{date}/30
// and POST /calendario/crear/evento/dispo): an entrepreneur books a session inside a mentor's availability,
// step by step with GET parameters (tool → mentor → date → a free slot, duration and name), so it works
// without JS. A conflict shows the warning and up to two alternatives, each booked with one more submit.
import { isRealDay } from "~/api/contract/dates";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
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
import type { ApiSlot } from "~/api/contract/calendario";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { useFormRules } from "~/lib/use-lazy-module";
import { useTermWords } from "~/lib/use-term-words";
import { Button, FormErrors, RadioGroup, RouteDialog, Select, TextField, useUnsavedChanges } from "~/ui";
import { bookingSchema, type BookingForm } from "./booking.schema";
import { ConflictNotice, type ConflictView } from "./conflict-notice";
import { GroupedSelect } from "./grouped-select";
import {
  alternativesOf,
  describeAvailability,
  entrepreneurTools,
  suggestionsOf,
  weekOf,
  type AvailabilityRow,
} from "./scheduling.server";
import { localZoneLabel, schedulingT } from "./session-form.server";
import * as styles from "./scheduling.css";
import { pageTitle } from "~/lib/meta";
import { todayInZone } from "~/lib/plain-day";
import { readForm } from "~/lib/form-body.server";
import { freeSlots } from "~/lib/free-slots.server";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";
import { readId } from "~/lib/id-param";
import { OnceKey } from "~/ui/once-key";
import { bookSessionPath, calendarPath } from "~/paths";
import { addMinutes, minutesBetween, userHour, zoneLabel } from "~/lib/time.server";

const loadRules = () => import("./form-rules");
export const handle = { i18n: ["scheduling"] };

type SlotOption = { value: string; label: string; long: boolean };

/** The slots as radio choices in the user's zone; `long` when the next slot follows it (60 minutes fit). */
function slotOptions(slots: ApiSlot[], zone: string): SlotOption[] {
  const starts = new Set(slots.map((s) => s.inicio));
  return slots.map((s) => ({
    value: s.inicio,
    label: `${userHour(s.inicio, zone)} – ${userHour(s.fin, zone)}`,
    long: starts.has(s.fin),
  }));
}

async function loadSlots(context: LoaderFunctionArgs["context"], mentor: number, fecha: string, zone: string) {
  return freeSlots(context, mentor, fecha, zone);
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "entrepreneur" });
  const url = new URL(request.url);
  const { zone, label } = await localZoneLabel(request);
  const [{ tools, groups }, { t }] = await Promise.all([
    entrepreneurTools(context, user.id).then((r) => ({ tools: r.tools, groups: r.groups })),
    schedulingT(request, user),
  ]);
  const toolParam = url.searchParams.get("herramienta") ?? "";
  const toolId = readId(toolParam);
  const tool = toolId === null ? undefined : tools.find((x) => x.id === toolId);
  let mentors: { value: string; label: string }[] = [];
  if (tool) {
    const programMentors = await context.api.programa.mentors(tool.programa);
    mentors = programMentors
      .filter((m) => tool.mentor.includes(m.id))
      .map((m) => ({ value: String(m.id), label: fullName(m) }));
  }
  const mentorParam = url.searchParams.get("mentor") ?? "";
  const mentor = mentors.find((m) => m.value === mentorParam);
  const fechaParam = url.searchParams.get("fecha") ?? "";
  const fecha = mentor && isRealDay(fechaParam) ? fechaParam : "";
  const [availability, slots] = await Promise.all([
    mentor ? context.api.calendario.availability(Number(mentor.value)).catch(() => null) : Promise.resolve(null),
    mentor && fecha ? loadSlots(context, Number(mentor.value), fecha, zone) : Promise.resolve(null),
  ]);
  return json({
    title: t("scheduling:booking.title"),
    constraint: getZodConstraint(bookingSchema),
    zone: label,
    today: todayInZone(zone).toString(),
    tools: groups,
    tool: tool ? String(tool.id) : "",
    mentors,
    mentor: mentor?.value ?? "",
    fecha,
    availability: availability ? describeAvailability(availability, t) : null,
    slots: slots ? slotOptions(slots, zone) : null,
  });
}

export async function action({ context, request }: ActionFunctionArgs) {
  const user = await requireUser(context, request, { role: "entrepreneur" });
  const formData = await readForm(request, context);
  const { zone } = zoneLabel(request);
  const submission = parseWithZod(formData, { schema: bookingSchema });
  if (submission.status !== "success") {
    return json(
      {
        result: replyInvalid(submission, { hidden: ["herramienta", "mentor", "fecha"] }),
        conflict: null as ConflictView | null,
      },
      { status: 400 },
    );
  }
  const value = submission.value;
  const minutes = Number(value.duracion);
  if (minutes === 60) {
    // 60 minutes need the next slot free too (the API checks again when it writes).
    const slots = await loadSlots(context, value.mentor, value.fecha, zone);
    const starts = new Set(slots.map((s) => s.inicio));
    if (starts.has(value.inicio) && !starts.has(addMinutes(value.inicio, 30))) {
      return json(
        {
          result: submission.reply({ fieldErrors: { duracion: ["scheduling:booking.durationUnavailable"] } }),
          conflict: null as ConflictView | null,
        },
        { status: 400 },
      );
    }
  }
  const fechaFin = addMinutes(value.inicio, minutes);
  try {
    await context.api.calendario.book({
      date: value.inicio.slice(0, 10),
      fecha_inicio: value.inicio,
      fecha_fin: fechaFin,
      nombre: value.nombre,
      mentoria: value.herramienta,
      mentor: value.mentor,
      usuario_individual: user.id,
    });
  } catch (error) {
    const failure = throwIfRefused(error);
    const suggestion = failure.kind === "conflict" ? suggestionsOf(error) : null;
    if (suggestion) {
      const conflict: ConflictView = {
        warning: suggestion.warning,
        alternatives: alternativesOf(suggestion, zone).map((a) => ({
          value: `${a.inicio}|${minutesBetween(a.inicio, a.fin) > 30 ? "60" : "30"}`,
          label: a.label,
        })),
      };
      return json({ result: submission.reply(), conflict }, { status: 409 });
    }
    return json(
      {
        result: replyWithFailure(submission, failure, { fields: ["nombre", "inicio", "duracion"] }),
        conflict: null as ConflictView | null,
      },
      { status: failure.kind === "conflict" ? 400 : failureStatus(failure) },
    );
  }
  return redirect(weekOf(value.inicio, zone), {
    headers: withFlash({ type: "success", key: "scheduling:booking.created" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function BookingRoute() {
  const { t } = useTranslation(["scheduling"]);
  const words = useTermWords();
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <RouteDialog
      title={t("scheduling:booking.title")}
      closeTo={calendarPath}
      closeLabel={t("scheduling:close")}
      size="lg"
    >
      <div className={styles.steps}>
        <p className={styles.muted}>{t("scheduling:booking.intro", words)}</p>
        {data.tools.length === 0 ? <p className={styles.text}>{t("scheduling:booking.noTools")}</p> : null}
        <Form method="get" action={bookSessionPath} className={styles.step}>
          <GroupedSelect
            id="booking-herramienta"
            name="herramienta"
            label={t("scheduling:booking.herramienta")}
            placeholder={t("scheduling:booking.herramientaPlaceholder")}
            groups={data.tools}
            defaultValue={data.tool}
            required
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t(data.tool ? "scheduling:booking.change" : "scheduling:booking.continue")}
          </Button>
        </Form>
        {data.tool ? (
          <Form method="get" action={bookSessionPath} className={styles.step}>
            <input type="hidden" name="herramienta" value={data.tool} />
            {data.mentors.length === 0 ? (
              <p className={styles.text}>{t("scheduling:booking.noMentors", words)}</p>
            ) : (
              <>
                <Select
                  id="booking-mentor"
                  name="mentor"
                  className={styles.stepField}
                  label={t("scheduling:booking.mentor", words)}
                  placeholder={t("scheduling:booking.mentorPlaceholder", words)}
                  options={data.mentors}
                  defaultValue={data.mentor}
                  required
                />
                <Button type="submit" variant="secondary" disabled={busy}>
                  {t(data.mentor ? "scheduling:booking.change" : "scheduling:booking.continue")}
                </Button>
              </>
            )}
          </Form>
        ) : null}
        {data.mentor ? (
          <>
            <AvailabilitySummary rows={data.availability} />
            <Form method="get" action={bookSessionPath} className={styles.step}>
              <input type="hidden" name="herramienta" value={data.tool} />
              <input type="hidden" name="mentor" value={data.mentor} />
              <TextField
                id="booking-fecha"
                name="fecha"
                type="date"
                className={styles.stepField}
                label={t("scheduling:booking.fecha")}
                min={data.today}
                defaultValue={data.fecha}
                required
              />
              <Button type="submit" variant="secondary" disabled={busy}>
                {t(data.fecha ? "scheduling:booking.change" : "scheduling:booking.continue")}
              </Button>
            </Form>
          </>
        ) : null}
        {reply?.conflict ? (
          <ConflictNotice
            conflict={reply.conflict}
            title={t("scheduling:session.conflictTitle")}
            renderChoice={(alternative) => {
              const [inicio, duracion] = alternative.value.split("|");
              return (
                <Form method="post">
                  <OnceKey />
                  <input type="hidden" name="herramienta" value={data.tool} />
                  <input type="hidden" name="mentor" value={data.mentor} />
                  <input type="hidden" name="fecha" value={data.fecha} />
                  <input type="hidden" name="inicio" value={inicio} />
                  <input type="hidden" name="duracion" value={duracion} />
                  <input type="hidden" name="nombre" value={String(reply.result.initialValue?.nombre ?? "")} />
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {t("scheduling:booking.bookAlternative", { label: alternative.label })}
                  </Button>
                </Form>
              );
            }}
          />
        ) : null}
        {data.fecha && data.slots ? (
          data.slots.length === 0 ? (
            <p role="status" className={styles.text}>
              {t("scheduling:booking.noSlots")}
            </p>
          ) : (
            <BookingForm key={`${data.mentor}-${data.fecha}`} />
          )
        ) : null}
      </div>
    </RouteDialog>
  );
}

function AvailabilitySummary({ rows }: { rows: AvailabilityRow[] | null }) {
  const { t } = useTranslation(["scheduling"]);
  const words = useTermWords();
  if (rows === null) return null;
  return (
    <section aria-labelledby="booking-availability">
      <h3 id="booking-availability">{t("scheduling:booking.availabilityTitle", words)}</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t("scheduling:booking.noAvailability", words)}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.id}>{`${row.when}: ${row.hours} (${row.zona})`}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingForm() {
  const { t } = useTranslation(["scheduling", "common"]);
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const rules = useFormRules(loadRules);
  const navigation = useNavigation();
  const [form, fields] = useForm<BookingForm>({
    id: "booking",
    lastResult: reply?.conflict ? undefined : reply?.result,
    defaultValue: { duracion: "30" },
    constraint: data.constraint,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateBooking(formData) : undefined,
  });
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  const slots = data.slots ?? [];
  const anyLong = slots.some((s) => s.long);
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
      <OnceKey />
      <input type="hidden" name="herramienta" value={data.tool} />
      <input type="hidden" name="mentor" value={data.mentor} />
      <input type="hidden" name="fecha" value={data.fecha} />
      <RadioGroup
        id={fields.inicio.id}
        name={fields.inicio.name}
        legend={t("scheduling:booking.slots")}
        description={t("scheduling:booking.slotsHelp", { zone: data.zone })}
        options={slots.map((s) => ({ value: s.value, label: s.label }))}
        defaultValue={fields.inicio.initialValue as string | undefined}
        errors={translateErrors(t, fields.inicio.errors)}
        required
        orientation="horizontal"
      />
      <RadioGroup
        id={fields.duracion.id}
        name={fields.duracion.name}
        legend={t("scheduling:booking.duration")}
        options={[
          { value: "30", label: t("scheduling:booking.minutes30") },
          ...(anyLong ? [{ value: "60", label: t("scheduling:booking.minutes60") }] : []),
        ]}
        defaultValue={(fields.duracion.initialValue as string | undefined) ?? "30"}
        errors={translateErrors(t, fields.duracion.errors)}
        required
        orientation="horizontal"
      />
      <TextField
        label={t("scheduling:booking.nombre")}
        errors={translateErrors(t, fields.nombre.errors)}
        {...getInputProps(fields.nombre, { type: "text" })}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={navigation.state === "submitting"}>
          {t("scheduling:booking.submit")}
        </Button>
      </div>
    </Form>
  );
}
