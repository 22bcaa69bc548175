// The action of a landing page's forms: validate, POST /contacto/crear, then the thank-you page
// (post/redirect/get). Errors come back with the visitor's values; an upstream failure in Spanish.
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import type { ContactBody, ContactOrigin } from "~/api/contract/publico";
import { expectApiFailure, failureStatus } from "~/lib/forms.server";
import { CONTACT_INTENTS, contactSchema, newsletterSchema, type ContactIntent } from "./contact.schema";
import { readForm } from "~/lib/form-body.server";
import { thanksPath } from "~/paths";

export async function contactAction(
  context: AppLoadContext,
  request: Request,
  origen: Exclude<ContactOrigin, "newsletter">,
  thanksTo: string,
) {
  const formData = await readForm(request, context);
  if (formData.get("intent") === CONTACT_INTENTS.newsletter) {
    const submission = parseWithZod(formData, { schema: newsletterSchema });
    if (submission.status !== "success") return reply(CONTACT_INTENTS.newsletter, submission.reply(), 400);
    const failed = await send(context, { origen: "newsletter", email: submission.value.email });
    return failed
      ? reply(CONTACT_INTENTS.newsletter, submission.reply({ formErrors: ["public:form.failed"] }), failed)
      : redirect(thanksPath);
  }
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return reply(CONTACT_INTENTS.contact, submission.reply(), 400);
  const { nombre, email, telefono = "", empresa = "", mensaje = "" } = submission.value;
  const failed = await send(context, { origen, nombre, email, telefono, empresa, mensaje });
  return failed
    ? reply(CONTACT_INTENTS.contact, submission.reply({ formErrors: ["public:form.failed"] }), failed)
    : redirect(thanksTo);
}

function reply(intent: ContactIntent, result: SubmissionResult<string[]>, status: number) {
  return json({ intent, result }, { status });
}

/** POST /contacto/crear; the status to answer with when it failed, else null. */
async function send(context: AppLoadContext, body: ContactBody): Promise<number | null> {
  try {
    await context.anonymousApi.publico.createContact(body);
    return null;
  } catch (error) {
    return failureStatus(expectApiFailure(error));
  }
}
