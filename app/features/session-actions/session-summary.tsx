// The session a session-action screen is about: its name and times in the user's zone.
import { useTranslation } from "~/lib/i18n-react";
import type { SessionHeading } from "./session-actions.server";
import { DescriptionList } from "~/ui/description-list";

export function SessionSummary({ heading }: { heading: SessionHeading }) {
  const { t } = useTranslation(["session"]);
  return (
    <DescriptionList
      terms="muted"
      items={[
        [t("session:call.summary.name"), heading.name],
        [t("session:call.summary.start"), heading.start],
        [t("session:call.summary.end"), heading.end],
        [t("session:call.summary.zone"), heading.zone],
      ]}
    />
  );
}
