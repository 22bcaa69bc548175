// The five field components of the UI kit share one field shell (issue 17 §3): label, description, control,
// errors, with the control wired to its description and errors. Markup as the server renders it (no JS).
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { FileField, PasswordField, Select, TextArea, TextField } from "~/ui";
import { withI18n } from "./render-in-route";

/** Server markup inside the translator's provider, as every page has it. */
const markup = (element: ReactElement) => renderToStaticMarkup(withI18n(element));

const shared = {
  id: "campo",
  name: "campo",
  label: "Etiqueta",
  description: "Una ayuda",
  errors: ["Un error", "Un error", "Otro error"] as string[],
  required: true,
  "aria-describedby": "externo campo-error",
} as const;

const FIELDS: Record<string, ReactElement> = {
  text: <TextField {...shared} type="email" defaultValue="a@b.co" inputClassName="x" />,
  password: <PasswordField {...shared} autoComplete="new-password" />,
  select: <Select {...shared} placeholder="Elige" options={[{ value: "1", label: "Uno" }]} defaultValue="1" />,
  textArea: <TextArea {...shared} rows={3} defaultValue="texto" />,
  file: <FileField {...shared} accept="image/png" defaultValue="nada" />,
};

/** The markup with the control element (input, select or textarea) replaced by a marker. */
function shellOf(html: string): string {
  return html
    .replace(/<select\b[\s\S]*?<\/select>/, "[control]")
    .replace(/<textarea\b[\s\S]*?<\/textarea>/, "[control]")
    .replace(/<input\b[^>]*\/?>/, "[control]");
}

function controlOf(html: string): string {
  return /<(?:input|select|textarea)\b[^>]*>/.exec(html)?.[0] ?? "";
}

describe("the field shell", () => {
  test("every field renders the same label, description and errors around its control", () => {
    const [first, ...others] = Object.values(FIELDS).map((field) => shellOf(markup(field)));
    for (const shell of others) expect(shell).toBe(first);
  });

  test("the shell's markup", () => {
    expect(shellOf(markup(FIELDS.password!))).toMatchInlineSnapshot(
      `"<div class="field_field__63rmsn0"><label for="campo" class="field_label__63rmsn1" data-required="true">Etiqueta</label><p id="campo-description" class="field_description__63rmsn2">Una ayuda</p>[control]<ul id="campo-error" class="field_errors__63rmsn3"><li class="field_error__63rmsn4"><svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="field_errorIcon__63rmsn5"><path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v6M12 16.5v.01"></path></svg><span>Un error</span></li><li class="field_error__63rmsn4"><svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="field_errorIcon__63rmsn5"><path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v6M12 16.5v.01"></path></svg><span>Otro error</span></li></ul></div>"`,
    );
  });

  test("each control is wired to the description and errors, and keeps its own attributes", () => {
    expect(Object.fromEntries(Object.entries(FIELDS).map(([k, v]) => [k, controlOf(markup(v))])))
      .toMatchInlineSnapshot(`
        {
          "file": "<input name="campo" required="" accept="image/png" aria-describedby="campo-description campo-error externo" aria-invalid="true" id="campo" type="file" class="field_control__63rmsn6 field_file__63rmsn8"/>",
          "password": "<input name="campo" required="" aria-describedby="campo-description campo-error externo" aria-invalid="true" id="campo" type="password" autoComplete="new-password" autoCapitalize="none" spellcheck="false" class="field_control__63rmsn6"/>",
          "select": "<select name="campo" required="" aria-describedby="campo-description campo-error externo" aria-invalid="true" id="campo" class="field_control__63rmsn6">",
          "text": "<input name="campo" required="" aria-describedby="campo-description campo-error externo" aria-invalid="true" id="campo" type="email" class="field_control__63rmsn6 x" value="a@b.co"/>",
          "textArea": "<textarea name="campo" required="" aria-describedby="campo-description campo-error externo" aria-invalid="true" id="campo" rows="3" class="field_control__63rmsn6 field_textarea__63rmsn7">",
        }
      `);
  });

  test("no description and no errors: nothing described, not invalid", () => {
    for (const field of [
      <TextField key="t" id="n" name="n" label="Nombre" />,
      <PasswordField key="p" id="n" name="n" label="Nombre" />,
      <Select key="s" id="n" name="n" label="Nombre" options={[]} />,
      <TextArea key="a" id="n" name="n" label="Nombre" />,
      <FileField key="f" id="n" name="n" label="Nombre" />,
    ]) {
      const html = markup(field);
      expect(html).not.toContain("aria-describedby");
      expect(html).not.toContain("aria-invalid");
      expect(html).not.toContain("n-error");
      expect(html).toContain('<label for="n"');
    }
  });
});
