// Create and edit a company (second spec › Validation rules "Company"; second spec › The calls it makes POST /company/company/, PUT /company/company/{id}/):
// - `/empresa/nueva`: a page (an entrepreneur without a company);
// - `/empresa/{id}/editar`: a dialog over the company's page (a section of it without JS).
// Multipart: name, n_employees, sector (GET /company/sectors/), goal ('Barreras'), an optional jpeg/png logo.
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
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { Button, ButtonLink, FileField, FormErrors, RouteDialog, Select, TextArea, TextField, SizedImage } from "~/ui";
import { companyFormSchema, toCompanyFormData, type CompanyForm } from "./company.schema";
import { requireCompanyEditor } from "./company.server";
import * as styles from "./company.css";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { companyPath, myCompaniesPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["company"] };

const FIELDS = ["name", "n_employees", "sector", "goal", "image"];

/** The company being edited, or for a new one the entrepreneur (who must not have one yet). */
async function requireTarget(context: LoaderFunctionArgs["context"], request: Request, id: string | undefined) {
  if (id !== undefined) return { company: (await requireCompanyEditor(context, request, id)).company, user: null };
  const user = await requireUser(context, request, { role: "entrepreneur" });
  const own = await context.api.company.mine();
  if (own) throw redirect(companyPath(own.id));
  return { company: null, user };
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { company } = await requireTarget(context, request, params.id);
  const [sectors, t] = await Promise.all([context.api.company.sectors(), i18nServer.getFixedT(request, "company")]);
  return json({
    editing: company !== null,
    closeTo: company ? companyPath(company.id) : myCompaniesPath,
    constraint: getZodConstraint(companyFormSchema),
    image: company?.image ?? null,
    sectors: sectors.map((s) => ({ value: String(s.id), label: s.name })),
    values: {
      name: company?.name ?? "",
      n_employees: company ? String(company.n_employees) : "",
      sector: company ? String(company.sector) : "",
      goal: company?.goal ?? "",
    },
    title: t(company ? "form.editTitle" : "form.newTitle"),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { company, user } = await requireTarget(context, request, params.id);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: companyFormSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["image"] }), { status: 400 });
  }
  let saved: { id: number };
  try {
    saved = company
      ? await context.api.company.update(company.id, toCompanyFormData(submission.value))
      : await context.api.company.create(toCompanyFormData(submission.value, user!.id));
  } catch (error) {
    const failure = throwIfRefused(error);
    // An edit the API fails (a 500 in the legacy screen) says the spec's words (second spec › Error catalogue), then why.
    if (company && failure.kind === "unavailable") {
      const reply = submission.reply({
        formErrors: ["company:form.editFailed", "common:form.unavailable"],
        hideFields: ["image"],
      });
      return json(reply, { status: 503 });
    }
    return json(replyWithFailure(submission, failure, { fields: FIELDS, hideFields: ["image"] }), {
      status: failureStatus(failure),
    });
  }
  const headers = withFlash(
    { type: "success", key: company ? "company:form.edited" : "company:form.created" },
    context.session.secure,
  );
  return redirect(companyPath(saved.id), { headers });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function CompanyFormRoute() {
  const { t } = useTranslation(["company", "common"]);
  const { editing, closeTo, constraint, image, sectors, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm<CompanyForm>({
    once: true,
    id: editing ? "company-edit" : "company-new",
    lastResult,
    defaultValue: values,
    constraint,
    rules: lazyRules(() => import("./company.schema").then(({ companyFormSchema }) => companyFormSchema)),
    unsaved: true,
  });
  const title = t(editing ? "company:form.editTitle" : "company:form.newTitle");
  const body = (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={styles.form}>
      <FormErrors form={form} />
      {onceKey}
      <TextField field={fields.name} label={t("company:form.name")} />
      <TextField field={fields.n_employees} label={t("company:form.employees")} inputMode="numeric" />
      <Select
        field={fields.sector}
        label={t("company:form.sector")}
        placeholder={t("company:form.sectorPlaceholder")}
        options={sectors}
      />
      <TextArea field={fields.goal} label={t("company:form.goal")} />
      {image ? (
        <SizedImage
          src={image}
          box="logo"
          alt={t("company:page.logo", { name: values.name })}
          className={styles.logo}
        />
      ) : null}
      <FileField
        field={fields.image}
        label={t("company:form.image")}
        description={t("company:form.imageHelp")}
        accept="image/jpeg,image/png"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t(editing ? "company:form.submitEdit" : "company:form.submitCreate")}
        </Button>
        <ButtonLink to={closeTo} preventScrollReset variant="ghost">
          {t("company:form.cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
  if (!editing) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        {body}
      </div>
    );
  }
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("company:form.close")} size="lg">
      {body}
    </RouteDialog>
  );
}
