// Every field component of the UI kit, with a description and errors, renders valid HTML (issue 33: the
// choice fields put their description <p> inside a <span>). The same validator checks every served page
// in tests/integration/authorization.test.ts.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Checkbox, FileField, PasswordField, RadioGroup, Select, TextArea, TextField } from "~/ui";
import { htmlErrors } from "../integration/valid-html";
import { withI18n } from "./render-in-route";

/** Server markup inside the translator's provider, as every page has it. */
const markup = (element: ReactElement) => renderToStaticMarkup(withI18n(element));

const shared = { id: "campo", name: "campo", label: "Etiqueta", description: "Una ayuda", errors: ["Un error"] };

const FIELDS: Record<string, ReactElement> = {
  text: <TextField {...shared} />,
  password: <PasswordField {...shared} autoComplete="new-password" />,
  select: <Select {...shared} options={[{ value: "1", label: "Uno" }]} />,
  textArea: <TextArea {...shared} />,
  file: <FileField {...shared} />,
  checkbox: <Checkbox {...shared} />,
  radioGroup: (
    <RadioGroup
      {...shared}
      legend="Pregunta"
      options={[
        { value: "a", label: "A", description: "Ayuda de A" },
        { value: "b", label: "B" },
      ]}
    />
  ),
};

const page = (body: string) =>
  `<!DOCTYPE html><html lang="es"><head><title>x</title></head><body><form>${body}</form></body></html>`;

test.each(Object.entries(FIELDS))("%s renders valid HTML", async (_name, field) => {
  expect(await htmlErrors(page(markup(field)))).toEqual([]);
});

test("the validator finds a paragraph inside a span", async () => {
  expect(await htmlErrors(page("<span><p>x</p></span>"))).toEqual([
    expect.stringContaining("<p> element is not permitted as content under <span>"),
  ]);
});
