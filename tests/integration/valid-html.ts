// The served HTML is valid (docs/house-rules.md#reach; issue 33): html-validate's standard rules (the HTML
// standard's content models, attributes and values, as the W3C Nu Html Checker reads them), offline.
import { HtmlValidate } from "html-validate";

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

/** Each error in a whole served page, as "line:column rule: message". */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}
