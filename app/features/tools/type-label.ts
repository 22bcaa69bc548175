// The catalog key of each tool type: the API keeps the Spanish value, the page shows the current language's word.
import type { TFunction } from "~/lib/translator";
import type { ToolType } from "~/api/contract/constants";

const TYPE_IDS: Record<ToolType, string> = {
  Taller: "workshop",
  Mentoría: "mentorship",
  Webinar: "webinar",
  Webcast: "webcast",
  Podcast: "podcast",
  "Asesoría/Consultoría": "advisory",
  "Comité directivo/Junta Asesora": "board",
};

export function typeLabel(t: TFunction, tipo: ToolType): string {
  return t(`tools:types.${TYPE_IDS[tipo]}`);
}
