// The tools of a program as cards ('Herramientas', core spec › Screens and routes): shared by the list route and the
// 'Nueva herramienta' route, which renders the same page under its dialog.
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useTermWords } from "~/lib/use-term-words";
import { ButtonLink, Card, EmptyState, IconChevronLeft, IconPlus, TextLink } from "~/ui";
import type { ToolCard, ToolsPageData } from "./tools.server";
import { typeLabel } from "./type-label";
import * as styles from "./tools.css";
import { deleteToolPath, editToolPath, newToolPath, programPath, toolPath } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export function ToolsView({ data, children }: { data: ToolsPageData; children?: ReactNode }) {
  const { t } = useTranslation(["tools", "common"]);
  const { program, admin, tools } = data;
  return (
    <div className={styles.page}>
      <PageHeader
        heading={
          <div className={styles.heading}>
            <h1 className={styles.title}>{t("tools:list.title")}</h1>
            <p className={styles.subtitle}>{program.nombre}</p>
          </div>
        }
        actions={
          <>
            <ButtonLink to={programPath(program.id)} variant="secondary" icon={<IconChevronLeft />}>
              {t("tools:list.back")}
            </ButtonLink>
            {admin ? (
              <ButtonLink to={newToolPath(program.id)} variant="primary" icon={<IconPlus />} preventScrollReset>
                {t("tools:list.new")}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {/* Without JS the dialogs (create, edit, delete) render here, above the cards. */}
      {children}
      {tools.length === 0 ? (
        <EmptyState title={t("tools:list.empty")} />
      ) : (
        <ul className={styles.cards}>
          {tools.map((tool) => (
            <li key={tool.id}>
              <ToolCardView tool={tool} programId={program.id} admin={admin} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ToolCardView({ tool, programId, admin }: { tool: ToolCard; programId: number; admin: boolean }) {
  const { t } = useTranslation(["tools"]);
  const words = useTermWords();
  const name = tool.nombre;
  return (
    <Card
      as="article"
      headingLevel={2}
      title={name}
      footer={
        <div className={styles.actions}>
          <ButtonLink
            to={toolPath(tool.id)}
            variant="secondary"
            size="sm"
            aria-label={t("tools:list.viewDetailLabel", { name })}
          >
            {t("tools:list.viewDetail")}
          </ButtonLink>
          {admin ? (
            <>
              <TextLink
                to={editToolPath(programId, tool.id)}
                preventScrollReset
                aria-label={t("tools:list.editLabel", { name })}
              >
                {t("tools:list.edit")}
              </TextLink>
              <TextLink
                to={deleteToolPath(programId, tool.id)}
                preventScrollReset
                aria-label={t("tools:list.deleteLabel", { name })}
              >
                {t("tools:list.delete")}
              </TextLink>
            </>
          ) : null}
        </div>
      }
    >
      <div className={styles.cardBody}>
        <p className={styles.tag}>{typeLabel(t, tool.tipo)}</p>
        <p className={styles.text}>{tool.descripcion}</p>
        <p className={styles.muted}>
          {tool.mentors.length > 0
            ? t("tools:list.mentors", { ...words, names: tool.mentors.join(", ") })
            : t("tools:list.noMentors", words)}
        </p>
      </div>
    </Card>
  );
}
