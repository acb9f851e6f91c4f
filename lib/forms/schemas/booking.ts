import { id, personSchema } from "./shared";

export const bookingSchema = personSchema.extend({ slotId: id, propertyId: id });
