import type { z } from "zod";
import { id, personSchema } from "./shared";

export const bookingSchema = personSchema.extend({ slotId: id, propertyId: id });
export type BookingValues = z.input<typeof bookingSchema>;
