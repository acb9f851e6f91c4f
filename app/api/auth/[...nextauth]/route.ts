import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// next-auth's endpoints (session, csrf, providers, the credentials callback, sign-out) for the owners.
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
