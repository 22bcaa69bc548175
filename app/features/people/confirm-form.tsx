// The confirmation step of a destructive action: a question, a POST form and a way back.
import { Form, useNavigation } from "@remix-run/react";
import { Button, ButtonLink } from "~/ui";
import * as styles from "./people.css";

export function ConfirmForm({
  question,
  hint,
  submitLabel,
  cancelLabel,
  cancelTo,
}: {
  question: string;
  hint?: string;
  submitLabel: string;
  cancelLabel: string;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className={styles.form}>
      <p className={styles.text}>{question}</p>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="danger" pending={navigation.state === "submitting"}>
          {submitLabel}
        </Button>
        <ButtonLink to={cancelTo} variant="secondary" preventScrollReset>
          {cancelLabel}
        </ButtonLink>
      </div>
    </Form>
  );
}
