// The table of files and URLs every files screen shows: Nombre (a download link, or the URL opening in a new
// tab), Tipo, Creado por, Fecha (already in the user's zone), optionally Sesión, and 'Eliminar' where allowed.
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink, EmptyState, Table, TextLink, type TableColumn } from "~/ui";
import type { DocumentRow } from "./files.server";

export function DocumentTable({
  caption,
  rows,
  withSession = false,
}: {
  caption: string;
  rows: DocumentRow[];
  withSession?: boolean;
}) {
  const { t } = useTranslation(["files"]);
  const withDelete = rows.some((r) => r.deleteHref !== null);
  const columns: TableColumn<DocumentRow>[] = [
    {
      id: "name",
      header: t("files:table.name"),
      rowHeader: true,
      cell: (r) =>
        r.href === null ? (
          r.nombre
        ) : r.kind === "file" ? (
          <TextLink to={r.href} reloadDocument>
            {r.nombre}
          </TextLink>
        ) : (
          <TextLink to={r.href} newTab newTabLabel={t("files:table.newTab")}>
            {r.nombre}
          </TextLink>
        ),
    },
    {
      id: "type",
      header: t("files:table.type"),
      cell: (r) => t(r.kind === "file" ? "files:kind.file" : "files:kind.url"),
    },
    { id: "creator", header: t("files:table.creator"), cell: (r) => r.creador },
    { id: "date", header: t("files:table.date"), cell: (r) => r.fecha },
  ];
  if (withSession) {
    columns.push({
      id: "session",
      header: t("files:table.session"),
      cell: (r) => (r.session ? <TextLink to={r.session.href}>{r.session.name}</TextLink> : null),
    });
  }
  if (withDelete) {
    columns.push({
      id: "delete",
      header: t("files:table.actions"),
      cell: (r) =>
        r.deleteHref ? (
          <ButtonLink
            to={r.deleteHref}
            variant="danger"
            size="sm"
            preventScrollReset
            aria-label={t("files:table.deleteLabel", { name: r.nombre })}
          >
            {t("files:table.delete")}
          </ButtonLink>
        ) : null,
    });
  }
  return (
    <Table
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      empty={<EmptyState headingLevel={2} title={t("files:table.empty")} />}
    />
  );
}
