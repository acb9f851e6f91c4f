"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { bookVisit } from "@/lib/forms/actions/book-visit";
import { formatLongDate, formatTime } from "@/lib/rules/date";
import { PersonFields } from "./contact-person";
import { ManagedForm } from "./managed-form";
import { PrivacyField } from "./privacy-field";

interface Slot {
  id: number;
  startsAt: string;
  endsAt: string;
  free: number;
}

/** Online appointments (spec §1, §4): the free visit times of the next weeks, then a short booking form. */
export function VisitCalendar({ propertyId }: { propertyId: number }) {
  const t = useTranslations("Appointments");
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<Slot[] | null | "error">(null);
  const [chosen, setChosen] = useState<Slot | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      fetch(`/api/appointments/?property=${propertyId}`, { cache: "no-store" })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
        .then((data: { slots: Slot[] }) => !cancelled && setSlots(data.slots))
        .catch(() => !cancelled && setSlots("error"));
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [propertyId]);

  // An appointment's day in running text, and its hour: Brussels time, in the browser as on the server.
  const day = (iso: string) => formatLongDate(iso, locale, { weekday: true, year: false });
  const time = formatTime;

  const days = new Map<string, Slot[]>();
  if (Array.isArray(slots))
    for (const slot of slots) days.set(day(slot.startsAt), [...(days.get(day(slot.startsAt)) ?? []), slot]);

  return (
    <div ref={box}>
      {slots === null && <p className="text-slate-700">{t("loading")}</p>}
      {slots === "error" && <p role="alert">{t("unavailable")}</p>}
      {Array.isArray(slots) && slots.length === 0 && <p>{t("none")}</p>}
      {days.size > 0 && (
        <ul aria-label={t("days")} className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
          {[...days].map(([name, list]) => {
            const dayFull = list.every((s) => s.free === 0);
            return (
              <li key={name} className="rounded-lg border border-brand-100 bg-white p-3">
                <p className="font-semibold">{name}</p>
                {dayFull ? (
                  <p className="mt-2 text-sm font-medium text-accent-700">{t("full")}</p>
                ) : (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {list.map((slot) => (
                      <button
                        key={slot.id}
                        type="button"
                        disabled={slot.free === 0}
                        aria-pressed={chosen?.id === slot.id}
                        title={slot.free === 0 ? t("fullSlot") : t("places", { count: slot.free })}
                        onClick={() => setChosen(slot)}
                        className="rounded border border-brand-700 px-3 py-1 text-sm font-medium text-brand-900 aria-pressed:bg-brand-900 aria-pressed:text-white disabled:border-slate-300 disabled:text-slate-600 disabled:line-through"
                      >
                        {time(slot.startsAt)}
                        {slot.free === 0 && <span className="sr-only"> ({t("fullSlot")})</span>}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {days.size > 0 && (
        <div className="mt-6">
          <p role="status" className="mb-3 font-semibold text-brand-900">
            {chosen ? t("chosen", { date: day(chosen.startsAt), time: time(chosen.startsAt) }) : t("choose")}
          </p>
          {chosen && (
            <ManagedForm
              key={chosen.id}
              loadSchema={() => import("@/lib/forms/schemas/booking").then((m) => m.bookingSchema)}
              action={bookVisit}
              label={t("title")}
              submitLabel={t("book")}
              hidden={{ locale, propertyId, slotId: chosen.id }}
              defaultValues={{
                firstName: "",
                lastName: "",
                email: "",
                phone: "",
                privacy: false,
                propertyId,
                slotId: chosen.id,
              }}
            >
              <PersonFields phone="required" />
              <PrivacyField />
            </ManagedForm>
          )}
        </div>
      )}
    </div>
  );
}
