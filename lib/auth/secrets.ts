// The bearer secrets of the staff and revalidation endpoints, and the owners' session secret. Unset, an
// endpoint stays closed (and sessions use a random secret of the process); set, a secret must be long
// enough that it cannot be guessed, or the server refuses to start.

export const MIN_SECRET_LENGTH = 32;

export const ENDPOINT_SECRETS = {
  STAFF_API_SECRET: "PATCH /api/staff/properties/",
  REVALIDATE_SECRET: "POST /api/revalidate/",
} as const;

/** next-auth's names for the secret that encrypts the owners' session cookies (NEXTAUTH_SECRET first). */
export const SESSION_SECRETS = ["NEXTAUTH_SECRET", "AUTH_SECRET"] as const;

/** What is wrong with the configured secrets, one sentence each; empty when the server may start. */
export function secretProblems(env: Record<string, string | undefined>): string[] {
  const sessions = SESSION_SECRETS.flatMap((name) => {
    const value = env[name];
    if (!value || value.length >= MIN_SECRET_LENGTH) return [];
    return [
      `${name} has ${value.length} characters; it needs at least ${MIN_SECRET_LENGTH} (it encrypts the owners' ` +
        `session cookies). Set a longer one (for example: openssl rand -base64 32), the same on every web server.`,
    ];
  });
  return [...endpointProblems(env), ...sessions];
}

function endpointProblems(env: Record<string, string | undefined>): string[] {
  return Object.entries(ENDPOINT_SECRETS).flatMap(([name, endpoint]) => {
    const value = env[name];
    if (!value || value.length >= MIN_SECRET_LENGTH) return [];
    return [
      `${name} has ${value.length} characters; it needs at least ${MIN_SECRET_LENGTH} (it opens ${endpoint}). ` +
        `Set a longer one (for example: openssl rand -base64 32), or unset it to keep the endpoint closed.`,
    ];
  });
}

/** The message a server stops with, or null when every configured secret is long enough. */
export function secretRefusal(env: Record<string, string | undefined>): string | null {
  const problems = secretProblems(env);
  return problems.length ? `Refusing to start:\n${problems.map((p) => `- ${p}`).join("\n")}` : null;
}
