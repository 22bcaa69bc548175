// The staff and entrepreneur tables: name, e-mail (left out when the API hides it), state, actions.
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { fullName } from "~/lib/person-name";
import type { ApiPerson } from "~/api/contract/people";
import { Button, PendingState, Table, TextField, TextLink, type TableColumn } from "~/ui";
import * as styles from "./people.css";
import { profilePath } from "~/paths";

export function PersonTable({
  people,
  caption,
  empty,
  action,
  actionHeader,
}: {
  people: ApiPerson[];
  caption: string;
  empty: ReactNode;
  action?: (person: ApiPerson) => ReactNode;
  actionHeader?: string;
}) {
  const { t } = useTranslation(["people"]);
  const columns: TableColumn<ApiPerson>[] = [
    {
      id: "name",
      header: t("people:columns.name"),
      rowHeader: true,
      // Issue 10: the name leads to the profile (pending invitations have none to show yet).
      cell: (p) => {
        const name = fullName(p);
        return p.is_active ? <TextLink to={profilePath(p.username)}>{name}</TextLink> : name;
      },
    },
  ];
  // secure_emails: the API sends null for every e-mail, so the column goes away.
  if (people.some((p) => p.email !== null)) {
    columns.push({ id: "email", header: t("people:columns.email"), cell: (p) => p.email ?? "" });
  }
  columns.push({
    id: "state",
    header: t("people:columns.state"),
    cell: (p) => t(p.is_active ? "people:state.active" : "people:state.pending"),
  });
  if (action) {
    columns.push({
      id: "actions",
      header: actionHeader ?? t("people:columns.actions"),
      hideHeader: true,
      cell: action,
    });
  }
  return <Table caption={caption} captionHidden columns={columns} rows={people} rowKey={(p) => p.id} empty={empty} />;
}

/** 'Cargando información de …' while a search or another page of this list loads (with JS). */
export function ListPending({ path, label }: { path: string; label: string }) {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== path) return null;
  return <PendingState label={label} />;
}

/** The name search of the entrepreneur and mentor lists: a plain GET form (`q`), page 1 again. */
export function NameSearch({ path, q }: { path: string; q: string }) {
  const { t } = useTranslation(["people"]);
  return (
    <Form method="get" action={path} role="search" className={styles.search}>
      <TextField
        id="people-search"
        name="q"
        type="search"
        label={t("people:search.label")}
        defaultValue={q}
        maxLength={100}
        className={styles.searchField}
      />
      <Button type="submit" variant="secondary">
        {t("people:search.submit")}
      </Button>
    </Form>
  );
}
