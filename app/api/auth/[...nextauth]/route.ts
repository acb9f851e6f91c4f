import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// next-auth's endpoints (session, csrf, providers, the credentials callback, sign-out) for the owners.
const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

export const GET = (request: Request, context: Context) => handler(request, context);

/** next-auth's forms post URL-encoded fields; any other body is refused before it reaches next-auth. */
export async function POST(request: Request, context: Context) {
  if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    return Response.json({ error: "expected a form (application/x-www-form-urlencoded)" }, { status: 415 });
  }
  return handler(request, context);
}
