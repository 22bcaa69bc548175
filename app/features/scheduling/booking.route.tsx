// `/calendar/reservar` (defined here; core spec › Validation rules "Mentee edit", core spec › The calls it makes GET {scheduler}/mentor/{mentor}/{date}/30
// and POST /calendario/crear/evento/dispo): an entrepreneur books a session inside a mentor's availability,
// step by step with GET parameters (tool → mentor → date → a free slot, duration and name), so it works
// without JS. A conflict shows the warning and up to two alternatives, each booked with one more submit.
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { useTermWords } from "~/lib/use-term-words";
import { Button, RouteDialog, Select } from "~/ui";
import { SlotDayForm, SlotsOfDay } from "~/ui/slot-day";
import { bookingSchema } from "./booking.schema";
import { AvailabilitySummary, BookingForm } from "./booking-form";
import { loadBookingPage } from "./booking.server";
import { ConflictNotice, type ConflictView } from "./conflict-notice";
import { GroupedSelect } from "./grouped-select";
import { alternativesOf, suggestionsOf, weekOf } from "./scheduling.server";
import * as styles from "./scheduling.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { freeSlots } from "~/lib/free-slots.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { OnceKey } from "~/ui/once-key";
import { bookSessionPath, calendarPath } from "~/paths";
import { addMinutes, minutesBetween, zoneLabel } from "~/lib/time.server";

export const handle = { i18n: ["scheduling"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  return json(await loadBookingPage(context, request));
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
    const slots = await freeSlots(context, value.mentor, value.fecha, zone);
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
            <SlotDayForm
              action={bookSessionPath}
              hidden={{ herramienta: data.tool, mentor: data.mentor }}
              label={t("scheduling:booking.fecha")}
              min={data.today}
              fecha={data.fecha}
              submitLabel={t(data.fecha ? "scheduling:booking.change" : "scheduling:booking.continue")}
            />
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
        <SlotsOfDay fecha={data.fecha} slots={data.slots} noSlots={t("scheduling:booking.noSlots")}>
          <BookingForm
            key={`${data.mentor}-${data.fecha}`}
            data={data}
            lastResult={reply?.conflict ? undefined : reply?.result}
          />
        </SlotsOfDay>
      </div>
    </RouteDialog>
  );
}
