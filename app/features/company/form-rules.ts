// The company area's browser-side form rules, loaded after hydration (see ~/lib/use-lazy-module): zod stays
// out of the first load. The actions run the same schemas.
import { parseWithZod } from "@conform-to/zod";
import { companyFormSchema, indicatorFormSchema, partnerFormSchema, valueFormSchema } from "./company.schema";

export const validateCompany = (formData: FormData) => parseWithZod(formData, { schema: companyFormSchema });
export const validatePartner = (formData: FormData) => parseWithZod(formData, { schema: partnerFormSchema });
export const validateIndicator = (formData: FormData) => parseWithZod(formData, { schema: indicatorFormSchema });
export const validateValue = (formData: FormData) => parseWithZod(formData, { schema: valueFormSchema });
