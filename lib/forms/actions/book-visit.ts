"use server";

import { Refusal } from "@/lib/actions/action";
import { getSlot, hasOpenBooking, takePlace } from "@/lib/db/appointments";
import { canBookVisit } from "@/lib/domain";
import { visitBookingMails } from "@/lib/mail/templates/visit-booking";
import { formAction } from "../form-action";
import { aboutProperty, visitAddress } from "../listing";
import { limits, withinLimits } from "../rate-limit";
import { bookingSchema } from "../schemas";

/**
 * A place in one of the property's visit slots, taken with the submission or not at all: one open
 * booking per e-mail and property, and a daily number of bookings per client, so no bot fills the slots.
 */
export const bookVisit = formAction({
  name: "bookVisit",
  schema: bookingSchema,
  thanks: "/feedback/contact-appointment",
}).action(async ({ values, ctx }) => {
  const { locale } = ctx;
  const [property, slot] = await Promise.all([aboutProperty(values.propertyId, locale), getSlot(values.slotId)]);
  if (!property || !canBookVisit(property.detail) || !slot || slot.propertyId !== values.propertyId) {
    return { status: "failed", reason: "notSent" };
  }
  if (slot.free === 0 || slot.startsAt <= new Date()) return { status: "failed", reason: "full" };
  if (await hasOpenBooking(values.email, values.propertyId)) return { status: "failed", reason: "alreadyBooked" };
  if (!(await withinLimits([[limits.visitBookings, { address: ctx.client }]]))) {
    return { status: "failed", reason: "dailyLimit" };
  }
  const address = visitAddress(property.detail);
  const mails = await visitBookingMails({ locale, values, property, slot, address });
  const { firstName, lastName, email, phone } = values;
  return {
    kind: "APPOINTMENT",
    email,
    propertyId: values.propertyId,
    back: property.path,
    within: async (tx, submissionId) => {
      const person = { firstName, lastName, email, phone, locale };
      const outcome = await takePlace(values.slotId, person, submissionId, tx);
      if (outcome !== "booked") throw new Refusal(outcome);
    },
    mails,
  };
});
