// A schedule conflict (core spec › Error catalogue "Schedule conflict"): the API's warning and up to two alternatives, each a
// submit button of the surrounding form (or of its own form) so one more submit takes it, with or without JS.
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Button } from "~/ui";
import * as styles from "./scheduling.css";

export type ConflictView = { warning: string; alternatives: { value: string; label: string }[] };

export function ConflictNotice({
  conflict,
  title,
  renderChoice,
}: {
  conflict: ConflictView;
  title: string;
  renderChoice: (alternative: ConflictView["alternatives"][number]) => ReactNode;
}) {
  return (
    <div role="alert" className={styles.conflict}>
      <strong>{title}</strong>
      <p className={styles.text}>{conflict.warning}</p>
      {conflict.alternatives.length > 0 ? (
        <ul className={styles.list}>
          {conflict.alternatives.map((alternative) => (
            <li key={alternative.value}>{renderChoice(alternative)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The conflict of a session form (create, staff edit, mentor edit): each alternative is a submit button of
 * the form itself, `alternativa=<value>`, so the action retries with that time.
 */
export function SessionFormConflict({ conflict }: { conflict: ConflictView }) {
  const { t } = useTranslation(["scheduling"]);
  return (
    <ConflictNotice
      conflict={conflict}
      title={t("scheduling:session.conflictTitle")}
      renderChoice={(alternative) => (
        <Button type="submit" name="alternativa" value={alternative.value} variant="secondary">
          {t("scheduling:session.useAlternative", { label: alternative.label })}
        </Button>
      )}
    />
  );
}
