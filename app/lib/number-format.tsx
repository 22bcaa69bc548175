// Display helpers of the company area: numbers in the page's locale, the measure suggestions.
import { MEASURE_OPTIONS } from "~/api/contract/company-constants";
import { numberFormat } from "~/lib/intl";

/** A number as the page's locale writes it, at most two decimals (1.234.567,5 in es). */
export function formatNumber(n: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(n); // kept: building one per call was ms a page
}

/** The spec's measure options, then the custom ones the company's indicators use (second spec › Entities and their fields). */
export function measureOptions(indicators: readonly { measure: string }[]): string[] {
  const custom = indicators.map((i) => i.measure).filter((m) => !(MEASURE_OPTIONS as readonly string[]).includes(m));
  return [...MEASURE_OPTIONS, ...new Set(custom)];
}

/** The suggestions of a measure field: a native <datalist>, so any other text is a custom measure. */
export function MeasureList({ id, measures }: { id: string; measures: readonly string[] }) {
  return (
    <datalist id={id}>
      {measures.map((m) => (
        <option key={m} value={m} />
      ))}
    </datalist>
  );
}
