// Where a visitor can share a property's page: the message goes with the link.

export type ShareNetwork = "email" | "whatsapp" | "facebook" | "linkedin";

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
