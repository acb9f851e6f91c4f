import { z } from "zod";

// A map area as south, west, north, east: in the URL (bbox=), the map API (area=) and the map view.
export type BBox = [south: number, west: number, north: number, east: number];

/** Belgium's extent: the map's first view, and its area when none is asked for. */
export const BELGIUM: BBox = [49.45, 2.5, 51.55, 6.45];

export const bboxSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/)
  .transform((s) => s.split(",").map(Number) as BBox)
  .refine(
    ([south, west, north, east]) => south < north && west < east && Math.abs(south) <= 90 && Math.abs(north) <= 90,
  );
