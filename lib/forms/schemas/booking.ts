import * as z from "zod/mini";
import { withPhone } from "../fields";
import { id, personSchema } from "./shared";

/** A viewing booked online: the agent calls if the time has to change. */
export const bookingSchema = z.extend(personSchema, { ...withPhone, slotId: id, propertyId: id });
