import { NextIntlClientProvider, type Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/** A namespace ("Gallery") or a part of one ("Facts.choices.condition", "Property.share"). */
export type MessagePath = keyof Messages | `${keyof Messages}.${string}`;

type Tree = { [key: string]: string | Tree };

/** Copies the node at `path` of `from` into `into`, creating the parents on the way. */
function copyPath(from: Tree, into: Tree, path: string): void {
  const [head, ...rest] = path.split(".");
  const node = from[head!];
  if (node === undefined) return;
  if (rest.length === 0 || typeof node === "string") {
    into[head!] = node;
    return;
  }
  const child = (into[head!] ??= {}) as Tree;
  copyPath(node, child, rest.join("."));
}

/** The messages of the given paths only. */
export function pickMessages(messages: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) copyPath(messages, picked, path);
  return picked;
}

/** Hands a client subtree only the messages it uses, so a page's payload stays small. */
export async function ClientMessages({ namespaces, children }: { namespaces: MessagePath[]; children: ReactNode }) {
  const messages = (await getMessages()) as Tree;
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
