import { withPhone } from "../fields";
import { id, personSchema } from "./shared";

/** A viewing booked online: the agent calls if the time has to change. */
export const bookingSchema = personSchema.extend({ ...withPhone, slotId: id, propertyId: id });
