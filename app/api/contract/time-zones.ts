// The spec's 30 time zones (core spec › Entities and their fields "Time zones"): id, IANA zone, country label, short code. Default CO.
export interface TimeZoneOption {
  id: number;
  zone: string;
  /** Country name, shown as it is in every language (proper nouns). */
  label: string;
  code: string;
}

export const TIME_ZONES: readonly TimeZoneOption[] = [
  { id: 1, zone: "America/Bogota", label: "Colombia", code: "CO" },
  { id: 2, zone: "America/Mexico_City", label: "México", code: "MX" },
  { id: 3, zone: "America/Argentina/Buenos_Aires", label: "Argentina", code: "AR" },
  { id: 4, zone: "America/Santiago", label: "Chile", code: "CL" },
  { id: 5, zone: "America/Lima", label: "Perú", code: "PE" },
  { id: 6, zone: "America/Guayaquil", label: "Ecuador", code: "EC" },
  { id: 7, zone: "America/Caracas", label: "Venezuela", code: "VE" },
  { id: 8, zone: "America/La_Paz", label: "Bolivia", code: "BO" },
  { id: 9, zone: "America/Asuncion", label: "Paraguay", code: "PY" },
  { id: 10, zone: "America/Montevideo", label: "Uruguay", code: "UY" },
  { id: 11, zone: "America/Sao_Paulo", label: "Brasil", code: "BR" },
  { id: 12, zone: "America/Costa_Rica", label: "Costa Rica", code: "CR" },
  { id: 13, zone: "America/Panama", label: "Panamá", code: "PA" },
  { id: 14, zone: "America/Guatemala", label: "Guatemala", code: "GT" },
  { id: 15, zone: "America/El_Salvador", label: "El Salvador", code: "SV" },
  { id: 16, zone: "America/Tegucigalpa", label: "Honduras", code: "HN" },
  { id: 17, zone: "America/Managua", label: "Nicaragua", code: "NI" },
  { id: 18, zone: "America/Havana", label: "Cuba", code: "CU" },
  { id: 19, zone: "America/Santo_Domingo", label: "República Dominicana", code: "DO" },
  { id: 20, zone: "America/Puerto_Rico", label: "Puerto Rico", code: "PR" },
  { id: 21, zone: "America/New_York", label: "Estados Unidos (Este)", code: "US-E" },
  { id: 22, zone: "America/Chicago", label: "Estados Unidos (Centro)", code: "US-C" },
  { id: 23, zone: "America/Denver", label: "Estados Unidos (Montaña)", code: "US-M" },
  { id: 24, zone: "America/Los_Angeles", label: "Estados Unidos (Pacífico)", code: "US-P" },
  { id: 25, zone: "America/Toronto", label: "Canadá", code: "CA" },
  { id: 26, zone: "Europe/Madrid", label: "España", code: "ES" },
  { id: 27, zone: "Europe/London", label: "Reino Unido", code: "GB" },
  { id: 28, zone: "Europe/Paris", label: "Francia", code: "FR" },
  { id: 29, zone: "Europe/Berlin", label: "Alemania", code: "DE" },
  { id: 30, zone: "Atlantic/Canary", label: "Islas Canarias", code: "IC" },
];

export const DEFAULT_TIME_ZONE = TIME_ZONES[0]!;

export function timeZoneByCode(code: string | null | undefined): TimeZoneOption {
  return TIME_ZONES.find((z) => z.code === code) ?? DEFAULT_TIME_ZONE;
}
