// A titled message with an optional link: the confirmation and thank-you screens share it.
import { Link } from "@remix-run/react";
import * as styles from "~/styles/auth.css";

export function MessagePage({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link?: { to: string; label: string };
}) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {link ? (
        <p>
          <Link to={link.to}>{link.label}</Link>
        </p>
      ) : null}
    </>
  );
}
