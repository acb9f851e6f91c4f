import { NextResponse, type NextRequest } from "next/server";
import { config } from "@/lib/config";
import { LINK_COOKIE, LINK_COOKIE_MINUTES, mailedLinkParams } from "@/lib/domain/mailed-link";
import { isHttps } from "./fixed-headers.mjs";

// A mailed link carries its token in its address (?confirm=…, ?unsubscribe=…, ?search=…, ?token=…), and a
// page's address reaches the analytics a visitor consents to. So the first visit trades the token for a
// short-lived cookie of that page only and is sent to the address without it; the page is then drawn from
// the cookie. Links in mails already sent keep working.

/** The pages mailed links open (routes of lib/i18n/paths.ts), and the query parameters holding a token. */
export const tokenParams: Record<string, readonly string[]> = {
  ...mailedLinkParams,
  "/login/new-password": ["token"],
};

/** What a token-free address says instead: "drawn from the link's cookie" (distinct, so no cache mixes it up). */
export const FROM_MAIL = { name: "via", value: "mail" } as const;
export { LINK_COOKIE };
export const LINK_COOKIE_SECONDS = LINK_COOKIE_MINUTES * 60;

const secure = isHttps(config.siteUrl);

/** The page a token link is drawn on: mailed links have their own ./link/ route, so the page itself stays static. */
const linkPage = (prefix: string, key: string) => `/${prefix}${key}${key in mailedLinkParams ? "/link" : ""}/`;

/**
 * A visit from a mailed link to the page of route `key`: the token traded for the cookie (a GET), or the
 * page drawn from its cookie (the token-free address, and the forms posted from it). Null for any other visit.
 */
export function linkTokenAnswer(request: NextRequest, prefix: string, key: string): NextResponse | null {
  const params = tokenParams[key];
  if (!params) return null;
  const query = request.nextUrl.searchParams;
  const sent = params.find((name) => query.has(name));
  const page = request.nextUrl.clone();
  page.pathname = linkPage(prefix, key);
  if (sent && request.method !== "GET" && request.method !== "HEAD") return NextResponse.rewrite(page);
  if (sent) {
    const clean = request.nextUrl.clone();
    for (const name of params) clean.searchParams.delete(name);
    clean.searchParams.set(FROM_MAIL.name, FROM_MAIL.value);
    const response = NextResponse.redirect(clean, 303);
    response.cookies.set(LINK_COOKIE, new URLSearchParams({ [sent]: query.get(sent) ?? "" }).toString(), {
      path: request.nextUrl.pathname,
      maxAge: LINK_COOKIE_SECONDS,
      httpOnly: true,
      sameSite: "lax",
      secure,
    });
    response.headers.set("cache-control", "no-store");
    return response;
  }
  if (query.get(FROM_MAIL.name) !== FROM_MAIL.value) return null;
  // Without the cookie (expired, or the address shared) the page shows an unknown link and how to get a new one.
  const held = new URLSearchParams(request.cookies.get(LINK_COOKIE)?.value ?? "");
  const name = params.find((param) => held.has(param)) ?? params[0]!;
  page.searchParams.delete(FROM_MAIL.name);
  page.searchParams.set(name, held.get(name) ?? "");
  return NextResponse.rewrite(page);
}
