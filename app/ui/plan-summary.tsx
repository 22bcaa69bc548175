// The entrepreneur's work plan on the program page (second spec › Screens and routes "Program detail"): its goal and progress
// with 'Ver plan de trabajo', or 'No tiene un plan de trabajo registrado' with 'Crear plan de trabajo'.
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink, EmptyState } from "~/ui";
import { progressText } from "~/lib/program-format";
import * as styles from "./plan-summary.css";
import { newPlanPath, planPath } from "~/paths";

export function PlanSummary(props: {
  username: string;
  programId: number;
  plan: { description: string; progress: number } | null;
}) {
  const { t } = useTranslation(["plans"]);
  if (!props.plan) {
    return (
      <EmptyState
        headingLevel={3}
        title={t("plans:plan.none")}
        action={
          <ButtonLink to={newPlanPath(props.username, props.programId)} variant="primary">
            {t("plans:plan.create")}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className={styles.item}>
      <p className={styles.goal}>{props.plan.description}</p>
      <p className={styles.text}>
        {t("plans:plan.progress")} {t("plans:plan.progressValue", { value: progressText(props.plan.progress) })}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={planPath(props.username, props.programId)} variant="primary">
          {t("plans:plan.view")}
        </ButtonLink>
      </div>
    </div>
  );
}
