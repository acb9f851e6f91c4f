"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ScriptButton } from "@/components/layout/script-button";
import type { ShareLink } from "@/lib/property/share-links";

const style =
  "rounded border border-brand-100 bg-white px-3 py-1.5 text-sm font-medium text-brand-900 hover:border-brand-700";

/** Share a page: copy its link, e-mail, WhatsApp, Facebook, LinkedIn, send to a friend, print. */
export function ShareButtons({ url, links, friendHref }: { url: string; links: ShareLink[]; friendHref: string }) {
  const t = useTranslations("Property");
  const [copied, setCopied] = useState(false);
  return (
    <nav aria-label={t("share")} className="flex flex-wrap items-center gap-2 print:hidden">
      <ScriptButton
        className={style}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setCopied(true);
          } catch {
            window.prompt(t("copyLink"), url);
          }
        }}
      >
        {copied ? t("copied") : t("copyLink")}
      </ScriptButton>
      {links.map(({ network, href }) => (
        <a
          key={network}
          href={href}
          className={style}
          target={network === "email" ? undefined : "_blank"}
          rel="noopener noreferrer"
        >
          {t(network)}
        </a>
      ))}
      <a href={friendHref} className={style}>
        {t("sendToFriend")}
      </a>
      <ScriptButton className={style} onClick={() => window.print()}>
        {t("print")}
      </ScriptButton>
      <span role="status" className="sr-only">
        {copied ? t("copied") : ""}
      </span>
    </nav>
  );
}
