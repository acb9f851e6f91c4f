import { describe, expect, it } from "vitest";
import { baseHeaders } from "@/lib/http/fixed-headers.mjs";
import { contentSecurityPolicy, securityHeaders, tileSource, type PolicyInputs } from "@/lib/http/security-headers";

const policy = (header: string) =>
  Object.fromEntries(header.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)])) as Record<
    string,
    string[]
  >;

const gate = "'sha256-R2F0ZSBvZiB0aGUgc2l0ZSwgYSB0ZXN0IHZhbHVlLg0KAAA='";
const bare: PolicyInputs = {
  siteUrl: "http://localhost:3000",
  mapTileUrl: "/tiles/{z}/{x}/{y}.png",
  integrations: {},
  siteScripts: [gate],
};
const everything: PolicyInputs = {
  siteUrl: "https://www.atrium-immo.be",
  mapTileUrl: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  siteScripts: [gate],
  integrations: {
    googleTag: { id: "G-1", script: "https://www.googletagmanager.com/gtag/js" },
    matomo: {
      siteId: "3",
      script: "https://stats.atrium-immo.be/matomo.js",
      tracker: "https://stats.atrium-immo.be/matomo.php",
    },
    metaPixel: { id: "42", script: "https://connect.facebook.net/en_US/fbevents.js" },
  },
};

describe("the Content-Security-Policy", () => {
  it("allows the site alone when nothing is configured", () => {
    const csp = policy(contentSecurityPolicy(bare));
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'", gate]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(csp["upgrade-insecure-requests"]).toBeUndefined();
  });

  it("forbids plugins, base changes, framing, foreign form targets and event-handler attributes", () => {
    const csp = policy(contentSecurityPolicy(everything));
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["script-src-attr"]).toEqual(["'none'"]);
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
  });

  it("allows no inline script but the site's own by its hash (the framework's are added per page), but in development", () => {
    for (const inputs of [bare, everything]) {
      expect(policy(contentSecurityPolicy(inputs))["script-src"]).not.toContain("'unsafe-inline'");
    }
    expect(policy(contentSecurityPolicy({ ...bare, development: true }))["script-src"]).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  it("lets files under /media/ be framed by the site only (plans in the lightbox)", () => {
    expect(policy(contentSecurityPolicy(bare, "self"))["frame-ancestors"]).toEqual(["'self'"]);
    expect(securityHeaders(bare, "self")["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(securityHeaders(bare)["X-Frame-Options"]).toBe("DENY");
  });

  it("allows each configured integration's script and hits, and no other's", () => {
    const csp = policy(contentSecurityPolicy(everything));
    expect(csp["script-src"]).toEqual([
      "'self'",
      gate,
      "https://www.googletagmanager.com",
      "https://stats.atrium-immo.be",
      "https://connect.facebook.net",
    ]);
    expect(csp["connect-src"]).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://www.facebook.com"]),
    );
    expect(csp["img-src"]).toEqual(
      expect.arrayContaining(["https://stats.atrium-immo.be", "https://www.facebook.com"]),
    );

    const matomoOnly = policy(
      contentSecurityPolicy({ ...bare, integrations: { matomo: everything.integrations.matomo } }),
    );
    expect(matomoOnly["script-src"]).toEqual(["'self'", gate, "https://stats.atrium-immo.be"]);
    expect(matomoOnly["connect-src"]).toEqual(["'self'", "https://stats.atrium-immo.be"]);
    expect(JSON.stringify(matomoOnly)).not.toMatch(/google|facebook\.net/);
  });

  it("follows a script address override (the tests' local stand-in)", () => {
    const local = "http://127.0.0.1:3199";
    const csp = policy(
      contentSecurityPolicy({ ...bare, integrations: { googleTag: { id: "G-1", script: `${local}/gtag/js` } } }),
    );
    expect(csp["script-src"]).toEqual(["'self'", gate, local]);
    expect(csp["img-src"]).toContain(local);
  });

  it("allows the configured tile server, and the video and tour players", () => {
    const csp = policy(contentSecurityPolicy(everything));
    expect(csp["img-src"]).toContain("https://*.tile.openstreetmap.org");
    expect(csp["frame-src"]).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
        "https://*.matterport.com",
        "https://kuula.co",
      ]),
    );
    expect(csp["upgrade-insecure-requests"]).toEqual([]);
  });
});

describe("tile sources", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", "https://*.tile.openstreetmap.org"],
    ["HTTPS://Tiles.Example.BE:8443/{z}/{x}/{y}.png?key=1", "https://tiles.example.be:8443"],
    ["/tiles-offline/{z}/{x}/{y}.png", null],
  ])("%s loads from %s", (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});

describe("the other headers", () => {
  it("send nosniff, the referrer policy and deny the features the site does not use", () => {
    const headers = securityHeaders(bare);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=(), ");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    expect(headers["Permissions-Policy"]).not.toMatch(/fullscreen|clipboard-write|autoplay/);
  });

  it("send HSTS for a year with subdomains only when the site is served over https", () => {
    expect(securityHeaders(bare)["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders(everything)["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("start every answer of server.mjs with the same fixed headers, a policy that loads nothing, and HSTS over https", () => {
    const base = baseHeaders("http://localhost:3000");
    const full = securityHeaders(bare);
    for (const name of ["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "X-Frame-Options"]) {
      expect(base[name], name).toBe(full[name]);
    }
    expect(base["Content-Security-Policy"]).toMatch(/^default-src 'none'; object-src 'none'; base-uri 'none'/);
    expect(base["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(base["Strict-Transport-Security"]).toBeUndefined();
    expect(baseHeaders("https://www.atrium-immo.example")["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});
