"use client";

import type { ComponentProps } from "react";
import { DocumentRequestForm } from "./document-request-form";
import { PropertyRequestForm } from "./property-request-form";
import { SendToFriendForm } from "./send-to-friend-form";
import { WatchForm } from "./watch-form";

// The forms under a property's page, in one module so that the browser fetches their code in one
// request when the visitor comes near them (forms-near.tsx), as it did when they shared a file. One
// component names them all, so the page's first JavaScript holds one loader for the four, not one each.

export type PropertyPageFormProps =
  | ({ form: "document" } & ComponentProps<typeof DocumentRequestForm>)
  | ({ form: "request" } & ComponentProps<typeof PropertyRequestForm>)
  | ({ form: "friend" } & ComponentProps<typeof SendToFriendForm>)
  | ({ form: "watch" } & ComponentProps<typeof WatchForm>);

/** The property page's form `form` names, with its props. */
export function PropertyPageForm(props: PropertyPageFormProps) {
  switch (props.form) {
    case "document":
      return <DocumentRequestForm {...props} />;
    case "request":
      return <PropertyRequestForm {...props} />;
    case "friend":
      return <SendToFriendForm {...props} />;
    case "watch":
      return <WatchForm {...props} />;
  }
}
