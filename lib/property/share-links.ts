// Where a visitor can share a property's page: the message goes with the link.

export const shareNetworks = ["email", "whatsapp", "facebook", "linkedin"] as const;

export type ShareNetwork = (typeof shareNetworks)[number];

/** The messages the share buttons show, for the ClientMessages around them. */
export const shareButtonMessages = (
  ["share", "copyLink", "copied", "sendToFriend", "print", ...shareNetworks] as const
).map((key) => `Property.${key}` as const);

export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

export function shareLinks(url: string, message: string): ShareLink[] {
  const text = encodeURIComponent(message);
  const link = encodeURIComponent(url);
  return [
    { network: "email", href: `mailto:?subject=${text}&body=${text}%0A${link}` },
    { network: "whatsapp", href: `https://wa.me/?text=${text}%20${link}` },
    { network: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { network: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
  ];
}
