// Create and edit a program (core spec › Validation rules "Program create"; second spec › Validation rules "Program name"):
// - `/programs/programs/new` ('Registrar nuevo programa'): a dialog over `/programs` with JS, a section of
//   that page without; POST /programa/crear.
// - `/programs/programs/{id}/edit` (this app's URL; the spec names none): the same form over the program's
//   detail; PUT /programa/actualizar/{id}.
// Multipart (the image), with the institution's staff and entrepreneurs as checkboxes: the whole list when it is
// small, else the program's members plus names to add (app/lib/people-picker.server.ts).
import { getCollectionProps, getFormProps, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useTermWords } from "~/lib/use-term-words";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import {
  Button,
  ButtonLink,
  Checkbox,
  FileField,
  FormErrors,
  PeopleAdder,
  RouteDialog,
  TextArea,
  TextField,
  useHydrated,
  SizedImage,
} from "~/ui";
import { FieldErrors } from "~/ui/field";
import { filterByText } from "~/lib/program-format";
import { programFormSchema, toProgramFormData, type ProgramForm } from "./program-form.schema";
import { programsT, requireProgramAdmin } from "./programs.server";
import * as styles from "./programs.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";
import { programPath, programsPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";
import { i18nServer } from "~/lib/i18n.server";
import {
  shownIn,
  nextMembers,
  pagesUpTo,
  resolveErrors,
  resolveLines,
  wholeListIfSmall,
  type Nameable,
} from "~/lib/people-picker.server";

export const handle = { i18n: ["programs"] };

const FIELDS = ["nombre", "descripcion", "img_programa", "funcionario", "emprendedor"];
/** A program's entrepreneurs listed in the form at most (67 pages of 15); members past them are kept as they are. */
const MEMBER_PAGES = 67;
/** Above this many people a name filter appears over the checkboxes (with JS). */
const FILTER_FROM = 8;

type Choice = { id: string; name: string };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const editing = params.id !== undefined;
  const { user, program, entidadId } = editing
    ? await requireProgramAdmin(context, request, params)
    : await requireUser(context, request, { role: "institution" }).then((u) => ({
        user: u,
        program: null,
        entidadId: u.entidad_entidad[0]!.id,
      }));
  const [staff, entrepreneurs, { t }] = await Promise.all([
    wholeListIfSmall((page) => context.api.people.staff(entidadId, { page })),
    wholeListIfSmall((page) => context.api.people.entrepreneurs(entidadId, { page })),
    programsT(request, user),
  ]);
  // A long list: the program's members only (the staff come named with the program; the entrepreneurs' names are
  // read from the program's own list, bounded by how many the program has).
  const members =
    entrepreneurs.all || !program || program.emprendedor.length === 0
      ? []
      : await pagesUpTo((page) => context.api.programa.entrepreneurs(program.id, { page }), MEMBER_PAGES);
  const choice = (p: {
    id: number;
    first_name: string;
    last_name: string;
    username?: string;
    email?: string | null;
  }) => ({
    id: String(p.id),
    name: fullName(p) + (p.email ? ` (${p.email})` : ""),
  });
  return json({
    editing,
    closeTo: program ? programPath(program.id) : programsPath,
    constraint: getZodConstraint(programFormSchema),
    image: program?.img_programa ?? null,
    staff: (staff.all ?? program?.funcionario ?? []).map(choice),
    entrepreneurs: (entrepreneurs.all ?? members).map(choice),
    // Long lists take names to add, resolved through the lists' `q=`.
    addStaff: staff.all === null,
    addEntrepreneurs: entrepreneurs.all === null,
    values: {
      nombre: program?.nombre ?? "",
      descripcion: program?.descripcion ?? "",
      funcionario: program?.funcionario.map((f) => String(f.id)) ?? [],
      emprendedor: program?.emprendedor.map(String) ?? [],
    },
    title: t(editing ? "form.editTitle" : "form.newTitle"),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const editing = params.id !== undefined;
  const { program, entidadId } = editing
    ? await requireProgramAdmin(context, request, params)
    : await requireUser(context, request, { role: "institution" }).then((u) => ({
        program: null,
        entidadId: u.entidad_entidad[0]!.id,
      }));
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: programFormSchema });
  if (submission.status !== "success") {
    return json(replyInvalid(submission, { hideFields: ["img_programa"] }), { status: 400 });
  }
  const search = (q: string) => context.api.people.entrepreneurs(entidadId, { q }).then((page) => page.results);
  const searchStaff = (q: string) => context.api.people.staff(entidadId, { q }).then((page) => page.results);
  const [added, addedStaff, t] = await Promise.all([
    resolveLines<Nameable>(submission.value.emprendedor_nuevos, search),
    resolveLines<Nameable>(submission.value.funcionario_nuevos, searchStaff),
    i18nServer.getFixedT(request, "common"),
  ]);
  const fieldErrors = Object.fromEntries(
    Object.entries({
      funcionario_nuevos: resolveErrors(addedStaff, t),
      emprendedor_nuevos: resolveErrors(added, t),
    }).filter(([, errors]) => errors.length > 0),
  );
  if (Object.keys(fieldErrors).length > 0) {
    return json(submission.reply({ fieldErrors, hideFields: ["img_programa"] }), { status: 400 });
  }
  // Only those the form showed and the user unchecked leave: a member the form did not list stays.
  const staffNow = program?.funcionario.map((f) => f.id) ?? [];
  const value = {
    ...submission.value,
    funcionario: nextMembers(
      staffNow,
      shownIn(formData, "funcionario_vistos", staffNow),
      submission.value.funcionario,
      addedStaff.ids,
    ),
    emprendedor: nextMembers(
      program?.emprendedor ?? [],
      shownIn(formData, "emprendedor_vistos", program?.emprendedor ?? []),
      submission.value.emprendedor,
      added.ids,
    ),
  };
  let saved: { id: number };
  try {
    const body = toProgramFormData(value);
    saved = program ? await context.api.programa.update(program.id, body) : await context.api.programa.create(body);
  } catch (error) {
    // A refusal is not a form problem: the user gets the error page, never a success.
    const failure = throwIfRefused(error);
    return json(replyWithFailure(submission, failure, { fields: FIELDS, hideFields: ["img_programa"] }), {
      status: failureStatus(failure),
    });
  }
  const headers = withFlash(
    { type: "success", key: program ? "programs:form.edited" : "programs:form.created" },
    context.session.secure,
  );
  return redirect(program ? programPath(saved.id) : programsPath, { headers });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProgramFormRoute() {
  const { t } = useTranslation(["programs", "common"]);
  const words = useTermWords();
  const { editing, closeTo, constraint, image, staff, entrepreneurs, addStaff, addEntrepreneurs, values } =
    useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm<ProgramForm>({
    once: true,
    id: editing ? "program-edit" : "program-new",
    lastResult,
    defaultValue: values,
    constraint,
    rules: lazyRules(() => import("./program-form.schema").then(({ programFormSchema }) => programFormSchema)),
    unsaved: true,
  });
  const title = t(editing ? "programs:form.editTitle" : "programs:form.newTitle");

  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("programs:form.close")} size="lg">
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={styles.form}>
        <FormErrors form={form} />
        {onceKey}
        <TextField field={fields.nombre} label={t("programs:form.nombre")} />
        <TextArea field={fields.descripcion} label={t("programs:form.descripcion")} />
        {image ? (
          <SizedImage
            src={image}
            box="programHero"
            alt={t("programs:form.currentImage", { name: values.nombre })}
            className={styles.currentImage}
            width={128}
            height={96}
          />
        ) : null}
        <FileField
          field={fields.img_programa}
          label={t("programs:form.image")}
          description={
            image ? `${t("programs:form.imageHelp")} ${t("programs:form.imageKeep")}` : t("programs:form.imageHelp")
          }
          accept="image/jpeg,image/png"
        />
        <ChoiceList
          legend={t("programs:form.staff")}
          empty={t("programs:form.noStaff")}
          field={fields.funcionario}
          shownName="funcionario_vistos"
          choices={staff}
          adder={addStaff ? fields.funcionario_nuevos : undefined}
        />
        <ChoiceList
          legend={t("programs:form.entrepreneurs", words)}
          empty={t("programs:form.noEntrepreneurs", words)}
          field={fields.emprendedor}
          shownName="emprendedor_vistos"
          choices={entrepreneurs}
          adder={addEntrepreneurs ? fields.emprendedor_nuevos : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={pending}>
            {t(editing ? "programs:form.submitEdit" : "programs:form.submitCreate")}
          </Button>
          <ButtonLink to={closeTo} preventScrollReset variant="ghost">
            {t("programs:form.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}

/**
 * People as checkboxes in a scrollable fieldset; with JS and many people, a name filter above them. With `adder`
 * (a long list) the checkboxes are the chosen only and a field takes names to add.
 */
function ChoiceList({
  legend,
  empty,
  field,
  shownName,
  choices,
  adder,
}: {
  legend: string;
  empty: string;
  field: FieldMetadata<number[]>;
  shownName: string;
  choices: Choice[];
  adder?: FieldMetadata<string | undefined> | undefined;
}) {
  const { t } = useTranslation(["programs"]);
  const hydrated = useHydrated();
  const [filter, setFilter] = useState("");
  const byId = new Map(choices.map((c) => [c.id, c]));
  const visible = new Set(filterByText(choices, filter, (c) => [c.name]).map((c) => c.id));
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.length === 0 && !adder ? <p className={styles.muted}>{empty}</p> : null}
      {hydrated && choices.length > FILTER_FROM ? (
        <TextField
          id={`${field.id}-filter`}
          type="search"
          label={t("programs:form.filter")}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          className={styles.choiceField}
        />
      ) : null}
      {choices.length > 0 ? (
        <ul className={styles.choiceList}>
          {getCollectionProps(field, { type: "checkbox", options: choices.map((c) => c.id) }).map(
            ({ key, ...props }) => (
              <li key={key} className={styles.choiceItem} hidden={!visible.has(props.value)}>
                <Checkbox
                  {...props}
                  label={byId.get(props.value)?.name ?? props.value}
                  className={styles.choiceField}
                />
              </li>
            ),
          )}
        </ul>
      ) : null}
      <FieldErrors field={field} />
      {adder ? (
        <PeopleAdder
          field={adder}
          shownName={shownName}
          shown={choices.map((c) => c.id)}
          className={styles.choiceField}
        />
      ) : (
        <input type="hidden" name={shownName} value={choices.map((c) => c.id).join(",")} />
      )}
    </fieldset>
  );
}
