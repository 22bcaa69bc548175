// A form's pending state: true only while THIS form is submitting, not while any other form of the page is.
// Apart from use-app-form.tsx so forms without Conform (app/ui's confirm dialog) tie theirs the same way
// without pulling Conform's chunk in.
import { useNavigation, type Navigation } from "@remix-run/react";
import { useEffect } from "react";

// The id of the form whose submit event came last: Remix's navigation does not say which form it posts.
let lastSubmitted: string | null = null;
let listening = false;
function noteSubmit(event: Event) {
  lastSubmitted = event.target instanceof HTMLFormElement ? event.target.id : null;
}

/** Whether the page's navigation is this form's submission. */
export function isSubmitting(
  navigation: Pick<Navigation, "state" | "formData">,
  formId: string,
  submittedId: string | null,
): boolean {
  return navigation.state === "submitting" && navigation.formData !== undefined && submittedId === formId;
}

/** Whether the form with this id (its `id` attribute) is the one the page is submitting. */
export function useFormPending(formId: string): boolean {
  const navigation = useNavigation();
  useEffect(() => {
    if (listening) return;
    listening = true;
    // Capture: noted before Remix's own submit handler starts the navigation.
    document.addEventListener("submit", noteSubmit, true);
  }, []);
  return isSubmitting(navigation, formId, lastSubmitted);
}
