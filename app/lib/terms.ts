// The institution's words for mentors and entrepreneurs (core spec › What the product does and for whom: mentor_tipo/emprendedor_tipo,
// derived terms mt and et). Client-safe: routes pass the choice down, components turn it into words.
import type { TFunction } from "~/lib/translator";
import { ENTREPRENEUR_TERMS, MENTOR_TERMS, type EntrepreneurTerm, type MentorTerm } from "~/api/contract/constants";
import type { ApiUser } from "~/api/contract/usuario";

export type TermChoice = { mt: MentorTerm; et: EntrepreneurTerm };
export const DEFAULT_TERMS: TermChoice = { mt: "Mentor", et: "Emprendedor" };

// Catalog ids (common:terms.<id>.one|other) of each stored value.
const TERM_IDS: Record<MentorTerm | EntrepreneurTerm, string> = {
  Mentor: "mentor",
  Consultor: "consultant",
  "Miembro de junta": "board",
  Emprendedor: "entrepreneur",
  Empresario: "businessOwner",
  Mentee: "mentee",
};

function isMentorTerm(value: unknown): value is MentorTerm {
  return (MENTOR_TERMS as readonly unknown[]).includes(value);
}
function isEntrepreneurTerm(value: unknown): value is EntrepreneurTerm {
  return (ENTREPRENEUR_TERMS as readonly unknown[]).includes(value);
}

/** The terms of the user's institution: the one they administer, else the first they belong to. */
export function termsOf(user: Pick<ApiUser, "entidad_entidad" | "entidad_miembro"> | null): TermChoice {
  const ref = user?.entidad_entidad[0] ?? user?.entidad_miembro[0];
  return {
    mt: isMentorTerm(ref?.mt) ? ref.mt : DEFAULT_TERMS.mt,
    et: isEntrepreneurTerm(ref?.et) ? ref.et : DEFAULT_TERMS.et,
  };
}

export type TermWords = {
  /** Mentor term, singular and plural, capitalised ('Consultor', 'Consultores') and lower case. */
  mt: string;
  mts: string;
  mtl: string;
  mtsl: string;
  /** Entrepreneur term, likewise ('Empresario', 'Empresarios', 'empresario', 'empresarios'). */
  et: string;
  ets: string;
  etl: string;
  etsl: string;
};

/** Interpolation values for catalog strings: `t("people:mentors.new", termWords(t, terms))` → 'Nuevo consultor'. */
export function termWords(t: TFunction, terms: TermChoice): TermWords {
  const word = (value: MentorTerm | EntrepreneurTerm, n: "one" | "other") => t(`common:terms.${TERM_IDS[value]}.${n}`);
  const mt = word(terms.mt, "one");
  const mts = word(terms.mt, "other");
  const et = word(terms.et, "one");
  const ets = word(terms.et, "other");
  return {
    mt,
    mts,
    mtl: mt.toLocaleLowerCase(),
    mtsl: mts.toLocaleLowerCase(),
    et,
    ets,
    etl: et.toLocaleLowerCase(),
    etsl: ets.toLocaleLowerCase(),
  };
}
