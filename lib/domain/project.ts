// A project is sold out when it has units and every one is sold (spec §4: "sold out" marker).
export function isSoldOut(p: { unitCount: number; fromPrice: number | null }): boolean {
  return p.unitCount > 0 && p.fromPrice === null;
}
