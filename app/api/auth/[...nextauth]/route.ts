import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// next-auth's endpoints (session, csrf, providers, the credentials callback, sign-out) for the owners.
const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

/** A sign-in's callback takes the form's POST only: next-auth would answer a GET of it with a 500. */
export async function GET(request: Request, context: Context) {
  const [action] = (await context.params).nextauth;
  if (action === "callback") {
    return Response.json({ error: "a sign-in is posted (POST)" }, { status: 405, headers: { Allow: "POST" } });
  }
  return handler(request, context);
}

/** next-auth's forms post URL-encoded fields; any other body is refused before it reaches next-auth. */
export async function POST(request: Request, context: Context) {
  if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    return Response.json({ error: "expected a form (application/x-www-form-urlencoded)" }, { status: 415 });
  }
  return handler(request, context);
}
