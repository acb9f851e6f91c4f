import { NextIntlClientProvider, type Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/** Hands a client subtree only the message namespaces it uses, so a page's payload stays small. */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: (keyof Messages)[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
