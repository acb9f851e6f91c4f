"use client";

import { useState } from "react";
import { ScriptButton } from "@/components/layout/script-button";

export interface ShareLabels {
  title: string;
  copy: string;
  copied: string;
  email: string;
  whatsapp: string;
  facebook: string;
  linkedin: string;
  friend: string;
  print: string;
  /** The e-mail's subject and the message shared with the link. */
  message: string;
}

/** Share a page: copy its link, e-mail, WhatsApp, Facebook, LinkedIn, send to a friend, print. */
export function ShareButtons({ url, friendHref, labels }: { url: string; friendHref: string; labels: ShareLabels }) {
  const [copied, setCopied] = useState(false);
  const text = encodeURIComponent(labels.message);
  const link = encodeURIComponent(url);
  const links: Array<[string, string]> = [
    [labels.email, `mailto:?subject=${text}&body=${text}%0A${link}`],
    [labels.whatsapp, `https://wa.me/?text=${text}%20${link}`],
    [labels.facebook, `https://www.facebook.com/sharer/sharer.php?u=${link}`],
    [labels.linkedin, `https://www.linkedin.com/sharing/share-offsite/?url=${link}`],
  ];
  const style =
    "rounded border border-brand-100 bg-white px-3 py-1.5 text-sm font-medium text-brand-900 hover:border-brand-700";
  return (
    <nav aria-label={labels.title} className="flex flex-wrap items-center gap-2 print:hidden">
      <ScriptButton
        className={style}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setCopied(true);
          } catch {
            window.prompt(labels.copy, url);
          }
        }}
      >
        {copied ? labels.copied : labels.copy}
      </ScriptButton>
      {links.map(([name, href]) => (
        <a
          key={name}
          href={href}
          className={style}
          target={href.startsWith("mailto:") ? undefined : "_blank"}
          rel="noopener noreferrer"
        >
          {name}
        </a>
      ))}
      <a href={friendHref} className={style}>
        {labels.friend}
      </a>
      <ScriptButton className={style} onClick={() => window.print()}>
        {labels.print}
      </ScriptButton>
      <span role="status" className="sr-only">
        {copied ? labels.copied : ""}
      </span>
    </nav>
  );
}
