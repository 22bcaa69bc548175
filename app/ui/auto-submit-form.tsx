// A form that the user submits with its button; with JavaScript it submits itself once on arrival.
// Confirmation links change state, so they are POSTs: a GET (mail scanners, prefetch) never consumes a code.
import { Form } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "./button";

/** `children`: hidden fields sent with the form. */
export function AutoSubmitForm({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  // Once only: StrictMode runs effects twice in development, and a second POST would spend the code again.
  const submitted = useRef(false);
  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    ref.current?.requestSubmit();
  }, []);
  return (
    <Form method="post" ref={ref} className={className}>
      {children}
      <Button type="submit" variant="primary">
        {label}
      </Button>
    </Form>
  );
}
