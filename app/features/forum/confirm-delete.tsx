// The forum's delete confirmation: a dialog over the post with JavaScript, a page without (RouteDialog).
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import * as shell from "~/styles/page.css";
import { Button, ButtonLink, RouteDialog } from "~/ui";

export function ConfirmDelete({ title, question, closeTo }: { title: string; question: string; closeTo: string }) {
  const { t } = useTranslation("forum");
  const navigation = useNavigation();
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("close")}>
      <Form method="post" className={shell.form}>
        <p>{question}</p>
        <div className={shell.actions}>
          <Button type="submit" variant="danger" pending={navigation.state === "submitting"}>
            {t("deleteSubmit")}
          </Button>
          <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
            {t("cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
