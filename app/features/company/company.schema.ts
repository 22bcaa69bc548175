// Form schemas of the company area (second spec › Validation rules "Company", "Indicator", "Indicator value", "Team member"),
// shared by the browser (loaded lazily by `lazyRules`) and the actions. Messages are catalog keys of `company`.
import { IMAGE_TYPES } from "~/api/contract/constants";
import { isRealWallClock } from "~/api/contract/dates";
import {
  AXIS_MAX,
  COMPANY_IMAGE_MAX_BYTES,
  MEASURE_MAX,
  NAME_MAX,
  NUMBER_LIMIT,
  TEXT_MAX,
} from "~/api/contract/company";
import { freeText, z } from "~/lib/validation";

const required = (key: string) => z.string({ required_error: key }).trim().min(1, key);

/** A number typed by a person: `1500`, `-2`, `12,5` or `12.5`; anything else is `invalid`. */
function numberField(requiredKey: string, invalidKey: string) {
  return required(requiredKey)
    .refine((v) => /^-?\d{1,13}([.,]\d{1,6})?$/.test(v), invalidKey)
    .transform((v) => Number(v.replace(",", ".")))
    .refine((n) => Math.abs(n) <= NUMBER_LIMIT, invalidKey);
}

export const companyFormSchema = z.object({
  name: required("company:form.nameRequired").pipe(z.string().max(NAME_MAX)),
  n_employees: required("company:form.employeesRequired")
    .refine((v) => /^\d{1,8}$/.test(v), "company:form.employeesNumber")
    .transform(Number),
  sector: required("company:form.sectorRequired")
    .refine((v) => /^\d{1,4}$/.test(v), "company:form.sectorRequired")
    .transform(Number),
  goal: freeText(required("company:form.goalRequired").pipe(z.string().max(TEXT_MAX))),
  // One jpeg or png; the API checks the bytes again.
  image: z
    .instanceof(File)
    .refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), "company:form.imageType")
    .refine((file) => file.size <= COMPANY_IMAGE_MAX_BYTES, "company:form.imageSize")
    .optional(),
});
export type CompanyForm = z.infer<typeof companyFormSchema>;

/** The multipart body of POST /company/company/ and PUT /company/company/{id}/. */
export function toCompanyFormData(value: CompanyForm, creator?: number): FormData {
  const form = new FormData();
  form.set("name", value.name);
  form.set("n_employees", String(value.n_employees));
  form.set("sector", String(value.sector));
  form.set("goal", value.goal);
  if (creator !== undefined) form.set("creator", String(creator));
  if (value.image) form.set("image", value.image, value.image.name);
  return form;
}

export const partnerFormSchema = z.object({
  first_name: required("company:team.firstNameRequired").pipe(z.string().max(150)),
  last_name: required("company:team.lastNameRequired").pipe(z.string().max(150)),
  email: required("company:team.emailRequired").pipe(z.string().email("company:team.emailInvalid").max(254)),
});
export type PartnerForm = z.infer<typeof partnerFormSchema>;

export const indicatorFormSchema = z.object({
  name: required("company:indicator.nameRequired").pipe(z.string().max(NAME_MAX)),
  description: freeText(required("company:indicator.descriptionRequired").pipe(z.string().max(TEXT_MAX))),
  measure: freeText(required("company:indicator.measureRequired").pipe(z.string().max(MEASURE_MAX))),
  base_line: numberField("company:indicator.baseLineRequired", "company:indicator.invalidNumber"),
  goal: numberField("company:indicator.goalRequired", "company:indicator.invalidNumber"),
  // Checked = positive (upward goal); unchecked = a downward goal.
  trend: z.boolean().default(false),
  x_axis: freeText(z.string().trim().max(AXIS_MAX)).default(""),
  y_axis: freeText(z.string().trim().max(AXIS_MAX)).default(""),
});
export type IndicatorForm = z.infer<typeof indicatorFormSchema>;

export const valueFormSchema = z.object({
  value: numberField("company:values.valueRequired", "company:indicator.invalidNumber"),
  // A datetime-local in the viewer's zone; the action turns it into the API's Bogota `YYYY-MM-DD HH:mm`.
  date: required("company:values.dateRequired")
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v), "company:values.dateRequired")
    // '2026-02-30T10:00' has the shape but no day (issue 34 §4).
    .refine((v) => !/^\d{4}-\d{2}-\d{2}T/.test(v) || isRealWallClock(v), "common:form.invalidDate"),
});
export type ValueForm = z.infer<typeof valueFormSchema>;
