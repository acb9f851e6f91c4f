"use client";

import { hydrateWhenNear } from "@/components/layout/hydrate-when-near";

// The forms at the foot of a property's or a project's page, below its photos, description and figures:
// their code (the form kit, react-hook-form and zod, about 50 kB gz) loads when the visitor comes near
// them (components/layout/hydrate-when-near.tsx).

// The property page's forms share one module: one import, named once (each import() repeats its chunk list).
const propertyForms = () => import("./property-page-forms");

export const VisitCalendarNear = hydrateWhenNear(() => import("./visit-calendar").then((m) => m.VisitCalendar));
export const DocumentRequestFormNear = hydrateWhenNear(() => propertyForms().then((m) => m.DocumentRequestForm));
export const PropertyRequestFormNear = hydrateWhenNear(() => propertyForms().then((m) => m.PropertyRequestForm));
export const SendToFriendFormNear = hydrateWhenNear(() => propertyForms().then((m) => m.SendToFriendForm));
export const WatchFormNear = hydrateWhenNear(() => propertyForms().then((m) => m.WatchForm));
export const ProjectContactFormNear = hydrateWhenNear(() =>
  import("./project-contact-form").then((m) => m.ProjectContactForm),
);
