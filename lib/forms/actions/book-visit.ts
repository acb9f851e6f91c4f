"use server";

import { getSlot, takePlace } from "@/lib/db/appointments";
import { canBookVisit } from "@/lib/domain";
import { visitBookingMails } from "@/lib/mail/templates/visit-booking";
import { formAction } from "../form-action";
import { aboutProperty, visitAddress } from "../listing";
import { bookingSchema } from "../schemas";
import { SlotFullError } from "../state";

/** A place in one of the property's visit slots, taken with the submission or not at all. */
export const bookVisit = formAction({ schema: bookingSchema, thanks: "/feedback/contact-appointment" }).action(
  async ({ values, ctx }) => {
    const { locale } = ctx;
    const [property, slot] = await Promise.all([aboutProperty(values.propertyId, locale), getSlot(values.slotId)]);
    if (!property || !canBookVisit(property.detail) || !slot || slot.propertyId !== values.propertyId) {
      return { status: "failed", reason: "notSent" };
    }
    if (slot.free === 0 || slot.startsAt <= new Date()) return { status: "failed", reason: "full" };
    const address = visitAddress(property.detail);
    const mails = await visitBookingMails({ locale, values, property, slot, address });
    const { firstName, lastName, email, phone } = values;
    return {
      kind: "APPOINTMENT",
      email,
      propertyId: values.propertyId,
      within: async (tx, submissionId) => {
        const person = { firstName, lastName, email, phone, locale };
        if (!(await takePlace(tx, values.slotId, person, submissionId))) throw new SlotFullError();
      },
      mails,
    };
  },
);
