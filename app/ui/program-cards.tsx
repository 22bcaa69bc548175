// A program as a card (the institution's list and the /user home): image or placeholder, name linking to
// the detail, description.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Card, initialsOf, SizedImage } from "~/ui";
import * as styles from "./program-cards.css";
import { programPath } from "~/paths";

export type ProgramCardData = { id: number; nombre: string; descripcion: string; img_programa: string | null };

export function ProgramCard({ program, headingLevel = 2 }: { program: ProgramCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(["programs"]);
  return (
    <Card as="article" headingLevel={headingLevel} title={<Link to={programPath(program.id)}>{program.nombre}</Link>}>
      <div className={styles.cardBody}>
        {program.img_programa ? (
          // The name is the card's heading: the picture adds nothing for a screen reader.
          <SizedImage
            src={program.img_programa}
            box="programCard"
            alt=""
            className={styles.cover}
            sizes="(max-width: 24rem) calc(100vw - 2rem), 20rem"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            {initialsOf(program.nombre)}
          </span>
        )}
        <p className={styles.clamp}>{program.descripcion || t("programs:card.noDescription")}</p>
      </div>
    </Card>
  );
}

/** A list of program cards. */
export function ProgramCards({ programs, headingLevel }: { programs: ProgramCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.cards}>
      {programs.map((program) => (
        <li key={program.id}>
          <ProgramCard program={program} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
