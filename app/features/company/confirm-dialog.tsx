// The confirmation of a removal (company, team member, indicator): a dialog over the company page with JS,
// a page section without; the form posts to the route's action.
import { Form, useNavigation } from "@remix-run/react";
import { Button, ButtonLink, RouteDialog } from "~/ui";
import * as styles from "./company.css";

export function ConfirmDialog(props: {
  title: string;
  text: string;
  submit: string;
  cancel: string;
  close: string;
  closeTo: string;
}) {
  const navigation = useNavigation();
  return (
    <RouteDialog title={props.title} closeTo={props.closeTo} closeLabel={props.close}>
      <Form method="post" className={styles.form}>
        <p className={styles.text}>{props.text}</p>
        <div className={styles.actions}>
          <Button type="submit" variant="danger" pending={navigation.state === "submitting"}>
            {props.submit}
          </Button>
          <ButtonLink to={props.closeTo} variant="secondary" preventScrollReset>
            {props.cancel}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
