import { beforeEach, describe, expect, it, vi } from "vitest";

// The captcha route hands out challenges, counted per client like every other limit.
let address: string | null = "2001:db8:1:2::7";
vi.mock("@/lib/http/client-address", () => ({ clientAddress: () => address }));
const takePoint = vi.fn(async () => true);
vi.mock("@/lib/db/rate-limits", () => ({ takePoint }));
const { GET } = await import("@/app/api/captcha/route");

describe("GET /api/captcha/", () => {
  beforeEach(() => {
    takePoint.mockClear();
    address = "2001:db8:1:2::7";
  });

  it("hands out a fresh, uncached challenge while the client is within its limit", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toHaveProperty("parameters");
    expect(takePoint).toHaveBeenCalledWith(
      expect.objectContaining({ name: "captcha" }),
      expect.any(String),
      1,
      undefined,
    );
  });

  it("answers 429 past the client's hourly challenges", async () => {
    takePoint.mockResolvedValueOnce(false);
    const response = await GET();
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3600");
  });

  it("still hands out a challenge when the client cannot be told, so the form can say why it refuses", async () => {
    address = null;
    expect((await GET()).status).toBe(200);
    expect(takePoint).not.toHaveBeenCalled();
  });
});
