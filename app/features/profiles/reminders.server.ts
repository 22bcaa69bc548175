// The owner's reminder setting on their profile (issue 29 §1): read with the profile, saved by its action
// (intent "reminders"); GET and PUT /usuario/recordatorios.
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { TIME_ZONES } from "~/api/contract/time-zones";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure, failureStatus, replyWithFailure } from "~/lib/forms.server";
import { zoneCountry, type AppLocale } from "~/lib/intl";
import { REMINDERS_INTENT, remindersSchema } from "./reminders.schema";
import { profilePath } from "~/paths";

export type RemindersView = {
  recordatorios: boolean;
  zona: string;
  zones: { value: string; label: string }[];
};

/** The setting and the zone choices; null when the API does not answer (the panel is then left out). */
export async function loadReminders(context: AppLoadContext, locale: AppLocale): Promise<RemindersView | null> {
  try {
    const settings = await context.api.recordatorios.settings();
    return {
      recordatorios: settings.recordatorios,
      zona: settings.zona_horaria ?? "",
      zones: TIME_ZONES.map((z) => ({ value: z.code, label: `${zoneCountry(z, locale)} (${z.code})` })),
    };
  } catch {
    return null;
  }
}

/** Saves the setting; back to the profile with a flash, or the form with its values and the error. */
export async function saveReminders(context: AppLoadContext, formData: FormData, username: string) {
  const submission = parseWithZod(formData, { schema: remindersSchema });
  if (submission.status !== "success") {
    return json({ intent: REMINDERS_INTENT, result: submission.reply() }, { status: 400 });
  }
  const on = submission.value.recordatorios === true;
  try {
    await context.api.recordatorios.updateSettings({
      recordatorios: on,
      zona_horaria: submission.value.zona_horaria || null,
    });
  } catch (error) {
    const failure = expectApiFailure(error);
    return json(
      {
        intent: REMINDERS_INTENT,
        result: replyWithFailure(submission, failure, { fields: ["recordatorios", "zona_horaria"] }),
      },
      { status: failureStatus(failure) },
    );
  }
  const key = on ? "profiles:reminders.on" : "profiles:reminders.off";
  return redirect(`${profilePath(username)}#recordatorios`, {
    headers: withFlash({ type: "success", key }, context.session.secure),
  });
}
