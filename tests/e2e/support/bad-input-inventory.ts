import fs from "node:fs";
import path from "node:path";
import { mailedLinkParams } from "@/lib/domain/mailed-link";
import { bookingSchema } from "@/lib/forms/schemas/booking";
import { searchSchema } from "@/lib/domain/search-params";
import { e2eSecrets } from ".";

// Everything a visitor's client can send input to, for tests/e2e/bad-input*.spec.ts: every page with the
// query parameters it reads and the path segments it takes, every API route with its methods, every
// server action with the page its form is on. bad-input.spec.ts checks these tables against the app's
// files and Next's action manifest, so a new page, route or action fails the suite until it is listed.

/** Query parameters every page reads: the language switch and the preview flag (lib/i18n/preview.ts). */
export const everyPageParams = ["lng", "preview"] as const;
const searchParams = Object.keys(searchSchema.shape);

export interface PageEntry {
  /** The page file under app/. */
  file: string;
  /** The page's address; each `{name}` is a path segment taken from the address, filled in from the demo seed. */
  path: string;
  /** The query parameters the page reads besides everyPageParams. */
  params: readonly string[];
}

const sale = "/{locale}/for-sale/{saleCity}/{saleSlug}/{saleId}/";

export const pages: PageEntry[] = [
  { file: "app/[locale]/page.tsx", path: "/{locale}/", params: [] },
  { file: "app/[locale]/[...rest]/page.tsx", path: "/{locale}/{rest}/", params: [] },
  // Both lists: the proxy draws each search on this route, named by the normalized query (lib/search/search-rewrite.ts).
  { file: "app/[locale]/search-results/[goal]/[...key]/page.tsx", path: "/{locale}/for-sale/", params: searchParams },
  { file: "app/[locale]/for-sale/[city]/[slug]/[id]/page.tsx", path: sale, params: [] },
  {
    file: "app/[locale]/for-rent/[city]/[slug]/[id]/page.tsx",
    path: "/{locale}/for-rent/{rentCity}/{rentSlug}/{rentId}/",
    params: [],
  },
  { file: "app/[locale]/property/[id]/page.tsx", path: "/{locale}/property/{saleId}/", params: [] },
  { file: "app/[locale]/property-gone/[id]/page.tsx", path: "/{locale}/property-gone/{saleId}/", params: [] },
  { file: "app/[locale]/project-gone/[id]/page.tsx", path: "/{locale}/project-gone/{projectId}/", params: [] },
  { file: "app/[locale]/property-not-found/page.tsx", path: "/{locale}/property-not-found/", params: [] },
  { file: "app/[locale]/page-not-found/page.tsx", path: "/{locale}/page-not-found/", params: [] },
  { file: "app/[locale]/projects/page.tsx", path: "/{locale}/projects/", params: [] },
  {
    file: "app/[locale]/projects/[slug]/[id]/page.tsx",
    path: "/{locale}/projects/{projectSlug}/{projectId}/",
    params: [],
  },
  { file: "app/[locale]/contact/page.tsx", path: "/{locale}/contact/", params: [] },
  { file: "app/[locale]/free-valuation/page.tsx", path: "/{locale}/free-valuation/", params: [] },
  { file: "app/[locale]/online-valuation/page.tsx", path: "/{locale}/online-valuation/", params: [] },
  {
    file: "app/[locale]/keep-me-informed/page.tsx",
    path: "/{locale}/keep-me-informed/",
    params: mailedLinkParams["/keep-me-informed"]!,
  },
  // Drawn for visits with a mailed link's parameter (the proxy rewrites them there), which the params add.
  {
    file: "app/[locale]/keep-me-informed/link/page.tsx",
    path: "/{locale}/keep-me-informed/",
    params: mailedLinkParams["/keep-me-informed"]!,
  },
  { file: "app/[locale]/newsletter/page.tsx", path: "/{locale}/newsletter/", params: mailedLinkParams["/newsletter"]! },
  {
    file: "app/[locale]/newsletter/link/page.tsx",
    path: "/{locale}/newsletter/",
    params: mailedLinkParams["/newsletter"]!,
  },
  { file: "app/[locale]/watches/page.tsx", path: "/{locale}/watches/", params: mailedLinkParams["/watches"]! },
  {
    file: "app/[locale]/watches/link/page.tsx",
    path: "/{locale}/watches/",
    params: mailedLinkParams["/watches"]!,
  },
  { file: "app/[locale]/favourites/page.tsx", path: "/{locale}/favourites/", params: ["ids"] },
  { file: "app/[locale]/compare/page.tsx", path: "/{locale}/compare/", params: ["ids"] },
  { file: "app/[locale]/purchase-offer/page.tsx", path: "/{locale}/purchase-offer/", params: ["property"] },
  { file: "app/[locale]/rental-application/page.tsx", path: "/{locale}/rental-application/", params: ["property"] },
  { file: "app/[locale]/dev/mailbox/page.tsx", path: "/{locale}/dev/mailbox/", params: [] },
  // ?error= is what next-auth's credentials endpoint sends a failed sign-in back with.
  { file: "app/[locale]/login/page.tsx", path: "/{locale}/login/", params: ["next", "status", "error"] },
  {
    file: "app/[locale]/login/forgotten-password/page.tsx",
    path: "/{locale}/login/forgotten-password/",
    params: [],
  },
  { file: "app/[locale]/login/new-password/page.tsx", path: "/{locale}/login/new-password/", params: ["token"] },
  { file: "app/[locale]/disclaimer/page.tsx", path: "/{locale}/disclaimer/", params: [] },
  { file: "app/[locale]/cookie-policy/page.tsx", path: "/{locale}/cookie-policy/", params: [] },
  { file: "app/[locale]/privacy/page.tsx", path: "/{locale}/privacy-statement/", params: [] },
  { file: "app/[locale]/property-management/page.tsx", path: "/{locale}/property-management/", params: [] },
  { file: "app/[locale]/agency/page.tsx", path: "/{locale}/the-agency/", params: [] },
  { file: "app/[locale]/agency/legal-notice/page.tsx", path: "/{locale}/the-agency/legal-notice/", params: [] },
  { file: "app/[locale]/blog/page.tsx", path: "/{locale}/blog/", params: [] },
  { file: "app/[locale]/blog/[slug]/page.tsx", path: "/{locale}/blog/{blogSlug}/", params: [] },
  { file: "app/[locale]/team/[slug]/page.tsx", path: "/{locale}/team/{teamSlug}/", params: [] },
  { file: "app/[locale]/values/[slug]/page.tsx", path: "/{locale}/our-values/{valueSlug}/", params: [] },
  { file: "app/[locale]/testimonials/page.tsx", path: "/{locale}/testimonials/", params: [] },
  { file: "app/[locale]/feedback/[kind]/page.tsx", path: "/{locale}/thank-you/{kind}/", params: [] },
  // The owner portal: without a session both lead to the sign-in page.
  { file: "app/[locale]/owner/page.tsx", path: "/{locale}/owner-portal/", params: [] },
  { file: "app/[locale]/owner/[id]/page.tsx", path: "/{locale}/owner-portal/{saleId}/", params: [] },
  { file: "app/[locale]/owner/password/page.tsx", path: "/{locale}/owner-portal/password/", params: [] },
];

/** The names of a path's segments that come from the address. */
export const segmentsOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** A path with its segments filled in; `raw` overrides some with text already encoded for an address. */
export function fillPath(template: string, values: Record<string, string>, raw: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => raw[name] ?? encodeURIComponent(values[name] ?? name));
}

export interface ApiEntry {
  file: string;
  path: string;
  methods: readonly ("GET" | "POST" | "PATCH")[];
  /** The query parameters a GET reads. */
  params: readonly string[];
  /** The keys of the JSON body a POST or PATCH reads. */
  body: readonly string[];
  /** The bearer secret the e2e server is configured with (playwright.config.ts), when the route needs one. */
  secret?: string;
}

export const apiRoutes: ApiEntry[] = [
  // next-auth's endpoints; POSTs (its own forms, CSRF-checked) take URL-encoded fields and nothing else.
  {
    file: "app/api/auth/[...nextauth]/route.ts",
    path: "/api/auth/session/",
    methods: ["GET", "POST"],
    params: [],
    body: ["csrfToken", "identifier", "password", "callbackUrl", "json"],
  },
  {
    file: "app/api/search/map/route.ts",
    path: "/api/search/map/",
    methods: ["GET"],
    params: ["goal", "locale", "area", ...searchParams],
    body: [],
  },
  {
    file: "app/api/favourites/route.ts",
    path: "/api/favourites/",
    methods: ["GET"],
    params: ["ids", "locale"],
    body: [],
  },
  { file: "app/api/suggest/route.ts", path: "/api/suggest/", methods: ["GET"], params: ["q"], body: [] },
  {
    file: "app/api/appointments/route.ts",
    path: "/api/appointments/",
    methods: ["GET"],
    params: ["property"],
    body: [],
  },
  { file: "app/api/captcha/route.ts", path: "/api/captcha/", methods: ["GET"], params: [], body: [] },
  {
    file: "app/api/consent/route.ts",
    path: "/api/consent/",
    methods: ["GET", "POST"],
    params: ["lang"],
    body: ["consentId", "revision", "accepted"],
  },
  {
    file: "app/api/revalidate/route.ts",
    path: "/api/revalidate/",
    methods: ["POST"],
    params: [],
    body: ["tags"],
    secret: process.env.E2E_REVALIDATE_SECRET ?? "e2e-revalidate-secret",
  },
  {
    file: "app/api/staff/properties/route.ts",
    path: "/api/staff/properties/",
    methods: ["PATCH"],
    params: [],
    body: ["changes"],
    secret: "e2e-staff-secret",
  },
  // The content sync, with the e2e server's own staff secret: a body it cannot read is refused; one it can
  // read runs a sync of a folder that holds nothing, which changes nothing (no CRM is configured).
  {
    file: "app/api/staff/sync/route.ts",
    path: "/api/staff/sync/",
    methods: ["POST"],
    params: [],
    body: ["source", "folder", "full", "dryRun"],
    secret: e2eSecrets.staff,
  },
  // The embedded database's backup (tried whole by backup-restore.spec.ts): asked here without the secret, since
  // each answer with it is a copy of the suite's database; hostile input meets the refusal.
  { file: "app/api/staff/backup/route.ts", path: "/api/staff/backup/", methods: ["GET"], params: [], body: [] },
  // A request about one person's data (tried whole by privacy-requests-changes.spec.ts): asked here without the
  // secret, since an answer with it is a person's data or an erasure; hostile input meets the refusal.
  {
    file: "app/api/staff/privacy/route.ts",
    path: "/api/staff/privacy/",
    methods: ["POST"],
    params: [],
    body: ["action", "address", "apply"],
  },
  // A watch's one-click unsubscribe (RFC 8058): a POST with the form body List-Unsubscribe=One-Click stops the
  // watch its ?token= names; a GET leads to the page that asks. Any other token or body is refused (4xx).
  {
    file: "app/api/watches/unsubscribe/route.ts",
    path: "/api/watches/unsubscribe/",
    methods: ["GET", "POST"],
    params: ["token"],
    body: ["List-Unsubscribe"],
  },
  // The owner portal's CSV export: the session's owner only; without a session, to the sign-in page.
  {
    file: "app/api/owner/visits/[id]/route.ts",
    path: "/api/owner/visits/1/",
    methods: ["GET"],
    params: ["lang"],
    body: [],
  },
];

export interface ActionEntry {
  /** The export and its file, as Next's action manifest names them. */
  name: string;
  file: string;
  /** A page whose HTML holds the action's form (a path template of the pages table, and a query). */
  page: string;
  /**
   * For a form the server does not draw (the mailed-link buttons need a live token, the visit form a
   * chosen time): the action's previous state and its fields, posted as React would post them.
   */
  built?: { state: unknown; fields: readonly string[] };
  /** The page is the owner portal's: without a session, the answer sends the browser to the sign-in page. */
  signIn?: boolean;
}

export const actions: ActionEntry[] = [
  { name: "sendContact", file: "lib/forms/actions/contact.ts", page: "/{locale}/contact/" },
  { name: "requestValuation", file: "lib/forms/actions/valuation.ts", page: "/{locale}/free-valuation/" },
  {
    name: "requestOnlineValuation",
    file: "lib/forms/actions/online-valuation.ts",
    page: "/{locale}/online-valuation/",
  },
  { name: "requestInsurance", file: "lib/forms/actions/insurance.ts", page: "/{locale}/property-management/" },
  {
    name: "requestManagement",
    file: "lib/forms/actions/property-management.ts",
    page: "/{locale}/property-management/",
  },
  {
    name: "sendProjectContact",
    file: "lib/forms/actions/project-contact.ts",
    page: "/{locale}/projects/{projectSlug}/{projectId}/",
  },
  { name: "sendJobApplication", file: "lib/forms/actions/job-application.ts", page: "/{locale}/the-agency/" },
  { name: "sendTestimonial", file: "lib/forms/actions/testimonial.ts", page: "/{locale}/testimonials/" },
  { name: "registerDemand", file: "lib/forms/actions/demand-register.ts", page: "/{locale}/keep-me-informed/" },
  { name: "subscribeNewsletter", file: "lib/forms/actions/newsletter.ts", page: "/{locale}/newsletter/" },
  { name: "sendPropertyRequest", file: "lib/forms/actions/property-request.ts", page: sale },
  { name: "sendToFriend", file: "lib/forms/actions/send-to-friend.ts", page: sale },
  { name: "requestDocument", file: "lib/forms/actions/document-request.ts", page: sale },
  { name: "watchProperty", file: "lib/forms/actions/watch.ts", page: sale },
  {
    name: "bookVisit",
    file: "lib/forms/actions/book-visit.ts",
    page: sale,
    built: { state: { status: "idle" }, fields: ["locale", ...Object.keys(bookingSchema.shape)] },
  },
  {
    name: "sendPurchaseOffer",
    file: "lib/forms/actions/purchase-offer.ts",
    page: "/{locale}/purchase-offer/?property={saleId}",
  },
  {
    name: "sendRentalApplication",
    file: "lib/forms/actions/rental-application.ts",
    page: "/{locale}/rental-application/?property={rentId}",
  },
  // The owners' sign-in forms. Each answers on its page (hostile values never sign anybody in); they are
  // posted as built, since their answers are not the site forms' "fields marked in red".
  {
    name: "signInOwner",
    file: "lib/auth/actions/sign-in.ts",
    page: "/{locale}/login/",
    built: { state: { status: "idle" }, fields: ["locale", "identifier", "password", "next", "captcha"] },
  },
  {
    name: "requestPasswordReset",
    file: "lib/auth/actions/request-reset.ts",
    page: "/{locale}/login/forgotten-password/",
    built: { state: { status: "idle" }, fields: ["identifier"] },
  },
  {
    name: "setNewPassword",
    file: "lib/auth/actions/reset-password.ts",
    page: "/{locale}/login/new-password/",
    built: { state: { status: "idle" }, fields: ["locale", "token", "password", "confirmation"] },
  },
  // Drawn only for a signed-in owner; without a session it changes nothing and stays on the page.
  {
    name: "signOutOwner",
    file: "lib/auth/actions/sign-out.ts",
    page: "/{locale}/login/",
    built: { state: null, fields: ["locale"] },
  },
  // The owner portal's report setting: drawn only for a signed-in owner, so posted as React would.
  {
    name: "saveMonthlyReport",
    file: "lib/portal/actions/monthly-report.ts",
    page: "/{locale}/owner-portal/",
    built: { state: { status: "idle", enabled: true }, fields: ["monthlyReport"] },
    signIn: true,
  },
  // The portal's password change: drawn only for a signed-in owner, so posted as React would.
  {
    name: "changeOwnPassword",
    file: "lib/auth/actions/change-password.ts",
    page: "/{locale}/owner-portal/password/",
    built: { state: { status: "idle" }, fields: ["locale", "current", "password", "confirmation"] },
    signIn: true,
  },
  {
    name: "followMailedLink",
    file: "lib/forms/actions/mailed-link.ts",
    page: "/{locale}/newsletter/",
    built: { state: null, fields: ["purpose", "token"] },
  },
  // Drawn only for an expired link of a running search.
  {
    name: "renewSearchLink",
    file: "lib/forms/actions/renew-search-link.ts",
    page: "/{locale}/keep-me-informed/",
    built: { state: "idle", fields: ["token"] },
  },
];

/** Every file under app/ named `name` (page.tsx, route.ts), as paths from the project's root. */
export function appFiles(name: string, dir = "app"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appFiles(name, full);
    return entry.name === name ? [full] : [];
  });
}

/** The server actions of the build: Next's manifest, by id, with the export and file each is. */
export function builtActions(): Map<string, { name: string; file: string }> {
  const manifest = JSON.parse(fs.readFileSync(".next/server/server-reference-manifest.json", "utf8")) as {
    node: Record<string, { exportedName: string; filename: string }>;
  };
  return new Map(Object.entries(manifest.node).map(([id, a]) => [id, { name: a.exportedName, file: a.filename }]));
}
