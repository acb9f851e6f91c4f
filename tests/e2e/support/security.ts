/** A Content-Security-Policy as a map of directive to sources. */
export function parsePolicy(header: string | undefined): Record<string, string[]> {
  const directives = (header ?? "").split(";").map((part) => part.trim().split(/\s+/));
  return Object.fromEntries(directives.filter(([name]) => name).map(([name, ...sources]) => [name, sources]));
}

/** The security headers of one answer (its headers, names in lower case), by family. */
export function securityHeadersOf(headers: Record<string, string>) {
  return {
    csp: parsePolicy(headers["content-security-policy"]),
    nosniff: headers["x-content-type-options"],
    referrer: headers["referrer-policy"],
    permissions: headers["permissions-policy"] ?? "",
    frameOptions: headers["x-frame-options"],
    hsts: headers["strict-transport-security"],
  };
}
