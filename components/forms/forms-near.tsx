"use client";

import { hydrateWhenNear } from "@/components/layout/hydrate-when-near";

// The forms at the foot of a property's or a project's page, below its photos, description and figures:
// their code (the form kit, react-hook-form and zod, about 50 kB gz) loads when the visitor comes near
// them (components/layout/hydrate-when-near.tsx).

export const VisitCalendarNear = hydrateWhenNear(() => import("./visit-calendar").then((m) => m.VisitCalendar));
export const PropertyPageFormNear = hydrateWhenNear(() =>
  import("./property-page-forms").then((m) => m.PropertyPageForm),
);
export const ProjectContactFormNear = hydrateWhenNear(() =>
  import("./project-contact-form").then((m) => m.ProjectContactForm),
);
