// The title row of a documents list (a session's, a user's): upload links when allowed, and the way back.
import { useTranslation } from "~/lib/i18n-react";
import { newFilePath, newUrlPath } from "~/paths";
import { ButtonLink, IconChevronLeft, IconPlus } from "~/ui";
import { PageHeader } from "~/ui/page-header";

export function FilesHeader({
  title,
  base,
  back,
  canUpload,
}: {
  title: string;
  base: string;
  back: string;
  canUpload: boolean;
}) {
  const { t } = useTranslation(["files"]);
  return (
    <PageHeader
      title={title}
      actions={
        <>
          {canUpload ? (
            <>
              <ButtonLink to={newFilePath(base)} variant="primary" icon={<IconPlus />} preventScrollReset>
                {t("files:actions.uploadFiles")}
              </ButtonLink>
              <ButtonLink to={newUrlPath(base)} variant="secondary" icon={<IconPlus />} preventScrollReset>
                {t("files:actions.uploadUrls")}
              </ButtonLink>
            </>
          ) : null}
          <ButtonLink to={back} variant="ghost" icon={<IconChevronLeft />}>
            {t("files:actions.back")}
          </ButtonLink>
        </>
      }
    />
  );
}
