// A countdown rendered on the server (days, hours, minutes, seconds; correct without JavaScript); a few
// nonce'd inline lines tick it each second and show 'El tiempo se terminó!' at the end (second spec › Screens and routes).
import { useTranslation } from "~/lib/i18n-react";
import { useNonce } from "~/lib/nonce";
import type { Remaining } from "./schedule";
import * as s from "~/styles/public.css";

const TICK = `(function(){var els=document.querySelectorAll("[data-countdown]");function tick(){var now=Date.now();els.forEach(function(el){var ms=Date.parse(el.getAttribute("data-countdown"))-now;if(!(ms>0)){el.textContent=el.getAttribute("data-ended");return}var t=Math.floor(ms/1e3),v=[Math.floor(t/86400),Math.floor(t%86400/3600),Math.floor(t%3600/60),t%60];el.querySelectorAll("[data-unit]").forEach(function(u,i){u.textContent=v[i]})})}setInterval(tick,1000)})();`;

export function Countdown({ target, left, label }: { target: string; left: Remaining; label: string }) {
  const { t } = useTranslation("public");
  const nonce = useNonce();
  const ended = t("countdown.ended");
  const units = [
    ["days", left?.days],
    ["hours", left?.hours],
    ["minutes", left?.minutes],
    ["seconds", left?.seconds],
  ] as const;
  return (
    <div>
      <p className={s.muted}>{label}</p>
      {left ? (
        <>
          {/* The timer role on a wrapper: a list keeps its own role, so its items stay list items (axe). */}
          <div role="timer" data-countdown={target} data-ended={ended}>
            <ul className={s.countdown}>
              {units.map(([unit, value]) => (
                <li key={unit} className={s.countdownUnit}>
                  <span className={s.countdownValue} data-unit="">
                    {value}
                  </span>
                  <span>{t(`countdown.${unit}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TICK }} />
        </>
      ) : (
        <p className={s.countdownValue}>{ended}</p>
      )}
    </div>
  );
}
