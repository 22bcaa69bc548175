// The result page of a bulk invite: each valid line and what happened, then the skipped lines and why.
import { useTranslation } from "~/lib/i18n-react";
import type { ApiBulkInviteResponse } from "~/api/contract/people";
import { Table } from "~/ui";

type Invited = ApiBulkInviteResponse["resultados"][number];
type Skipped = ApiBulkInviteResponse["omitidas"][number];

export function BulkResult({ result }: { result: ApiBulkInviteResponse }) {
  const { t } = useTranslation(["people"]);
  return (
    <>
      <Table<Invited>
        caption={t("people:bulk.invitedCaption")}
        columns={[
          { id: "linea", header: t("people:bulk.line"), cell: (r) => r.linea, align: "end" },
          { id: "email", header: t("people:columns.email"), cell: (r) => r.email, rowHeader: true },
          { id: "name", header: t("people:columns.name"), cell: (r) => `${r.first_name} ${r.last_name}`.trim() },
          { id: "estado", header: t("people:columns.state"), cell: (r) => t(`people:bulk.estado.${r.estado}`) },
        ]}
        rows={result.resultados}
        rowKey={(r) => r.linea}
        empty={t("people:bulk.none")}
      />
      <Table<Skipped>
        caption={t("people:bulk.skippedCaption")}
        columns={[
          { id: "linea", header: t("people:bulk.line"), cell: (r) => r.linea, align: "end", rowHeader: true },
          { id: "contenido", header: t("people:bulk.content"), cell: (r) => r.contenido },
          { id: "motivo", header: t("people:bulk.reason"), cell: (r) => t(`people:bulk.motivo.${r.motivo}`) },
        ]}
        rows={result.omitidas}
        rowKey={(r) => r.linea}
        empty={t("people:bulk.noSkipped")}
      />
    </>
  );
}
