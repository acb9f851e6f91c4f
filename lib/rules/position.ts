/**
 * Where the map puts a property whose address is not published: 300 m away from it, in a direction
 * fixed by its id, so the page and its cache stay stable and the exact spot never reaches the browser.
 */
export const APPROXIMATION_METRES = 300;

export function approximatePosition(id: number, lat: number, lng: number): { lat: number; lng: number } {
  const angle = ((id * 137.508) % 360) * (Math.PI / 180);
  return {
    lat: Number((lat + (APPROXIMATION_METRES * Math.cos(angle)) / 111_320).toFixed(5)),
    lng: Number(
      (lng + (APPROXIMATION_METRES * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180))).toFixed(5),
    ),
  };
}
