// The language switch: a plain GET form to /idioma, so it works without JavaScript.
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { supportedLanguages } from "~/lib/i18n";
import { Button, Select } from "~/ui";
import * as styles from "~/styles/page.css";
import { languagePath } from "~/paths";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="get" action={languagePath} reloadDocument className={styles.languageForm}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Select
        id="language-switch"
        className={styles.languageField}
        name="lng"
        label={t("language.label")}
        defaultValue={i18n.language}
        options={supportedLanguages.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      />
      <Button type="submit" variant="secondary">
        {t("language.submit")}
      </Button>
    </Form>
  );
}
