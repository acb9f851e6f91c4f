import "server-only";
import type { AuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { config, sharedSecret, tellNextAuthItsAddress } from "@/lib/config";
import { endSession, SESSION_MAX_MS } from "@/lib/db/owner-sessions";
import { clientAddress } from "@/lib/http/client-address";
import { limitSubject } from "@/lib/http/ip.mjs";
import { buildPath } from "@/lib/i18n/build-path";
import { isHttps } from "@/lib/http/fixed-headers.mjs";
import { routing } from "@/lib/i18n/routing";
import { signInWithCredentials } from "./sign-in";

// next-auth (4.24) for the owners: a credentials provider, and sessions as next-auth's encrypted JWT in
// an HttpOnly, SameSite=Lax cookie (Secure on https) that carries the id of a server-side session
// (lib/db/owner-sessions.ts), which is what makes a session end on sign-out, a reset or 8 idle hours.

export const authSecret = (): string => sharedSecret("NEXTAUTH_SECRET");

export const secureCookies = isHttps(config.siteUrl);

/** next-auth's own cookie name; the __Secure- prefix makes browsers refuse it over http. */
export const SESSION_COOKIE = `${secureCookies ? "__Secure-" : ""}next-auth.session-token`;
export const SESSION_MAX_AGE_S = SESSION_MAX_MS / 1000;

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: secureCookies,
} as const;

tellNextAuthItsAddress();

export const authOptions: AuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  jwt: { maxAge: SESSION_MAX_AGE_S },
  useSecureCookies: secureCookies,
  cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions } },
  // next-auth's own pages are never shown: each sends to the site's sign-in page, which signs out too.
  pages: {
    signIn: buildPath("/login", routing.defaultLocale),
    signOut: buildPath("/login", routing.defaultLocale),
    error: buildPath("/login", routing.defaultLocale),
    verifyRequest: buildPath("/login", routing.defaultLocale),
  },
  providers: [
    Credentials({
      name: "owner",
      // No widget can be shown here: past an account's bar, a client sends the captcha's payload (as the
      // forms' field holds it, from /api/captcha/) or is sent to the sign-in page, which shows the widget.
      credentials: {
        identifier: { label: "Username or e-mail" },
        password: { label: "Password", type: "password" },
        captcha: { label: "Captcha", type: "hidden" },
      },
      async authorize(credentials) {
        const address = clientAddress();
        if (!credentials || !address) return null;
        const result = await signInWithCredentials({
          identifier: String(credentials.identifier ?? ""),
          password: String(credentials.password ?? ""),
          captcha: credentials.captcha,
          client: limitSubject(address),
        });
        if (result.status === "throttled") throw new Error(`throttled-${result.minutes}`);
        if (result.status === "captcha") throw new Error(`captcha-${result.result}`);
        if (result.status !== "ok") return null;
        return { id: String(result.owner.id), sid: result.sessionId };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user && "sid" in user && typeof user.sid === "string") token.sid = user.sid;
      return token;
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await endSession(token.sid);
    },
  },
};
