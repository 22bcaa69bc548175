// Authorization rows of the billing area (issue 3).
// On the fresh database of the table: Incubadora Demo's invoices are ids 1-18 (the 4 newest, 1-4,
// unpaid; id 5 paid; id 3 on page 1, id 17 on page 2), Banco Aliado's only invoice is id 19.
import { login, same, to, type Row } from "./table";

const institutionsOnly = (path: string, institution: number, otherInstitution: number): Row["expect"] => ({
  anonymous: login(path),
  entrepreneur: 403,
  mentor: 403,
  institution,
  otherInstitution,
});

export const billingRows: Row[] = [
  { path: "/facturacion", expect: institutionsOnly("/facturacion", 200, 200), contains: "Facturas" },
  { path: "/facturacion?page=2", expect: institutionsOnly("/facturacion?page=2", 200, 404) },
  {
    path: "/facturacion?canceled=true&session_id=cs_test_x",
    expect: institutionsOnly("/facturacion?canceled=true&session_id=cs_test_x", 200, 200),
    contains: "El pago fue cancelado",
  },
  {
    // The return from the payment page only shows 'procesando pago' and its confirmation form (a GET changes nothing).
    path: "/facturacion?success=true&session_id=cs_test_x",
    expect: institutionsOnly("/facturacion?success=true&session_id=cs_test_x", 200, 200),
    contains: "procesando pago",
  },
  {
    // Confirming a session id that is not theirs (or does not exist) confirms nothing.
    path: "/facturacion?success=true&session_id=cs_test_x",
    method: "POST",
    body: { intent: "confirm", session_id: "cs_test_x" },
    expect: {
      anonymous: login("/facturacion?success=true&session_id=cs_test_x"),
      entrepreneur: 403,
      mentor: 403,
      institution: to("/facturacion?pago=no-confirmado"),
      otherInstitution: to("/facturacion?pago=no-confirmado"),
    },
  },
  // Details: an invoice of the demo institution is not found for the bank's administrator, and back.
  { path: "/facturacion/3", expect: institutionsOnly("/facturacion/3", 200, 404), contains: "Factura 3" },
  { path: "/facturacion/17?page=2", expect: institutionsOnly("/facturacion/17?page=2", 200, 404) },
  { path: "/facturacion/19", expect: institutionsOnly("/facturacion/19", 404, 200) },
  // Pagar of a paid invoice (a payable one would redirect to a random payment link): back to the list
  // with a message; the bank's administrator gets the same redirect (the API says 404: not theirs).
  {
    path: "/facturacion",
    method: "POST",
    body: { factura_id: "5" },
    expect: { ...same(to("/facturacion")), anonymous: login("/facturacion"), entrepreneur: 403, mentor: 403 },
  },
  {
    path: "/facturacion/3",
    method: "POST",
    expect: same(405),
  },
];
