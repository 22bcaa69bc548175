// 'Compartir evento' with JavaScript: a button that copies the link and says 'Link copiado al portapapeles'
// (core spec › Error catalogue "Link copy"). Without JavaScript it is not rendered: the link stays selectable in its field.
import { useState } from "react";
import { Button, useHydrated } from "~/ui";
import * as styles from "./session-actions.css";

export function CopyLinkButton({ value, label, copied }: { value: string; label: string; copied: string }) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState("");
  return (
    <>
      {hydrated ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setMessage("");
            void navigator.clipboard.writeText(value).then(
              () => setMessage(copied),
              () => setMessage(""),
            );
          }}
        >
          {label}
        </Button>
      ) : null}
      <p role="status" className={styles.muted}>
        {message}
      </p>
    </>
  );
}
