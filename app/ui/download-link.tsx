// A session's transcript or attendance-report button (core spec › Error catalogue: 'Transcripción descargada', 'Descarga de
// reporte iniciada'). Without JavaScript it is a plain link: the browser saves the file, or follows the
// redirect back to the session with 'Info: …' or the error as a flash. With JavaScript the file is fetched
// first, marked with DOWNLOAD_NOTICE_HEADER: the server then answers the file with the success flash as well,
// and the page reloads its data to show whichever toast the server set. A network failure falls back to the
// plain link.
import { useLocation, useNavigate } from "@remix-run/react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { ButtonLink, PendingState } from "~/ui";

export const DOWNLOAD_NOTICE_HEADER = "X-Download-Notice";

/** Fetches `href`; saves an attachment under its file name. False when the answer is neither file nor redirect. */
async function fetchDownload(href: string): Promise<boolean> {
  const response = await fetch(href, {
    headers: { [DOWNLOAD_NOTICE_HEADER]: "1" },
    redirect: "manual",
    credentials: "same-origin",
  });
  // A redirect back to the session: its flash cookie is already set.
  if (response.type === "opaqueredirect") return true;
  const disposition = response.headers.get("Content-Disposition") ?? "";
  if (!response.ok || !disposition.startsWith("attachment")) return false;
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "";
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}

/** `pendingLabel`: shown beside the button while the file is fetched (long exports). */
export function DownloadLink({
  to,
  children,
  pendingLabel,
}: {
  to: string;
  children: ReactNode;
  pendingLabel?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // New tab, new window, save-as: the browser's own way.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    fetchDownload(to)
      .then((handled) => {
        if (!handled) return window.location.assign(to);
        // The same URL again: the loaders run and the root shows the flash the server set.
        navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
      })
      .catch(() => window.location.assign(to))
      .finally(() => setBusy(false));
  }

  return (
    <>
      <ButtonLink to={to} variant="secondary" reloadDocument onClick={onClick} aria-busy={busy || undefined}>
        {children}
      </ButtonLink>
      {busy && pendingLabel ? <PendingState label={pendingLabel} inline /> : null}
    </>
  );
}
