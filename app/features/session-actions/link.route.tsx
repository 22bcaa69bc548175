// `/calendar/evento/{slug}/link` (defined here; core spec › Entities and their fields "Registration link", core spec › States and transitions "Session states", core spec › Validation rules
// "Registration link", core spec › Error catalogue "Link copy"): the session's mentor or the institution's staff get a registration
// link ('Obtener Link de Registro': max users 1 to 300, default 1, expiring at the session end), then share it
// ('Compartir evento': the link selectable, copied with JS). A dialog over the calendar with JS, a section
// of it without. GET /usuario/link/existe/{eventId}, POST /usuario/link/crear.
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
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { Button, ButtonLink, FormErrors, RouteDialog, TextField } from "~/ui";
import { CopyLinkButton } from "./copy-link";
import { linkSchema, REGISTRATION_LINK_MAX_USERS, type LinkForm } from "./link.schema";
import { placesLeft, shareUrl } from "./session-actions";
import { requireSessionAction, sessionHeading } from "./session-actions.server";
import * as styles from "./session-actions.css";
import { SessionSummary } from "./session-summary";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { joinPath, registrationLinkPath, sessionPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";
import { DescriptionList } from "~/ui/description-list";

export const handle = { i18n: ["session"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { session } = await requireSessionAction(context, request, params.slug, ["mentor", "staff"]);
  const [link, heading, t] = await Promise.all([
    context.api.calendario.existingLink(session.id),
    sessionHeading(request, session),
    i18nServer.getFixedT(request, "session"),
  ]);
  return json({
    title: t(link ? "session:link.share" : "session:link.get"),
    heading,
    constraint: getZodConstraint(linkSchema),
    maxUsers: REGISTRATION_LINK_MAX_USERS,
    link: link && {
      url: shareUrl(link, new URL(request.url).origin, joinPath(link.uuid)),
      registrations: link.inscritos,
      left: placesLeft(link),
      max: link.maximo_usuarios,
    },
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { user, session } = await requireSessionAction(context, request, params.slug, ["mentor", "staff"]);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: linkSchema });
  if (submission.status !== "success") return json(replyInvalid(submission), { status: 400 });
  // One link per session: with one already there, show it.
  if (await context.api.calendario.existingLink(session.id)) return redirect(registrationLinkPath(session.slug));
  try {
    await context.api.calendario.createLink({
      creador: user.id,
      entidad: session.entidad,
      evento: session.id,
      // Expiry equals the session end (core spec › Validation rules "Registration link").
      fecha_expiracion: session.fecha_fin,
      maximo_usuarios: submission.value.maximo_usuarios,
      mentoria: session.mentoria,
      nombre: session.nombre,
      programa: session.programa,
    });
  } catch (error) {
    const failure = throwIfRefused(error);
    return json(replyWithFailure(submission, failure, { fields: ["maximo_usuarios"] }), {
      status: failureStatus(failure),
    });
  }
  return redirect(registrationLinkPath(session.slug), {
    headers: withFlash({ type: "success", key: "session:link.created" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function RegistrationLinkRoute() {
  const { t } = useTranslation(["session"]);
  const { heading, link, title } = useLoaderData<typeof loader>();
  const closeTo = sessionPath(heading.slug);
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("session:link.close")}>
      <div className={styles.form}>
        <SessionSummary heading={heading} />
        {link ? (
          <>
            <div className={styles.copyRow}>
              <TextField
                id="registration-link-url"
                label={t("session:link.url")}
                description={t("session:link.urlHelp")}
                type="url"
                readOnly
                value={link.url}
                className={styles.copyField}
              />
              <CopyLinkButton value={link.url} label={t("session:link.copy")} copied={t("session:link.copied")} />
            </div>
            <DescriptionList
              terms="muted"
              items={[
                [t("session:link.registrations"), link.registrations],
                [t("session:link.left"), t("session:link.leftOf", { left: link.left, max: link.max })],
              ]}
            />
            <div className={styles.actions}>
              <ButtonLink to={closeTo} preventScrollReset variant="ghost">
                {t("session:link.back")}
              </ButtonLink>
            </div>
          </>
        ) : (
          <LinkFormView closeTo={closeTo} expires={heading.end} />
        )}
      </div>
    </RouteDialog>
  );
}

function LinkFormView({ closeTo, expires }: { closeTo: string; expires: string }) {
  const { t } = useTranslation(["session", "common"]);
  const { constraint, maxUsers } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm<LinkForm>({
    once: true,
    id: "session-link",
    lastResult,
    defaultValue: { maximo_usuarios: "1" },
    constraint,
    rules: lazyRules(() => import("./link.schema").then(({ linkSchema }) => linkSchema)),
    unsaved: true,
  });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors form={form} />
      {onceKey}
      <TextField
        field={fields.maximo_usuarios}
        type="number"
        label={t("session:link.maxUsers")}
        description={t("session:link.maxUsersHelp", { max: maxUsers })}
        inputMode="numeric"
      />
      <DescriptionList terms="muted" items={[[t("session:link.expires"), expires]]} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t("session:link.submit")}
        </Button>
        <ButtonLink to={closeTo} preventScrollReset variant="ghost">
          {t("session:link.cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
