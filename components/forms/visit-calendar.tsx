"use client";

import { useEffect, useRef, useState } from "react";
import { bookVisit } from "@/lib/forms/actions/book-visit";
import { bookingSchema } from "@/lib/forms/schemas";
import { PersonFields, type ContactPersonLabels } from "./contact-person";
import { CheckboxField, ManagedForm, type FormTexts } from "./form-kit";

interface Slot {
  id: number;
  startsAt: string;
  endsAt: string;
  free: number;
}

export interface CalendarLabels {
  title: string;
  loading: string;
  unavailable: string;
  none: string;
  full: string;
  fullSlot: string;
  /** With {count}. */
  places: string;
  /** With {date} and {time}. */
  chosen: string;
  choose: string;
  days: string;
  book: string;
}

const zone = "Europe/Brussels";

/** Online appointments (spec §1, §4): the free visit times of the next weeks, then a short booking form. */
export function VisitCalendar({
  locale,
  propertyId,
  labels,
  person,
  texts,
}: {
  locale: string;
  propertyId: number;
  labels: CalendarLabels;
  person: ContactPersonLabels;
  texts: FormTexts;
}) {
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

  const day = (iso: string) =>
    new Intl.DateTimeFormat(`${locale}-BE`, { timeZone: zone, weekday: "long", day: "numeric", month: "long" }).format(
      new Date(iso),
    );
  const time = (iso: string) =>
    new Intl.DateTimeFormat(`${locale}-BE`, { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(
      new Date(iso),
    );

  const days = new Map<string, Slot[]>();
  if (Array.isArray(slots))
    for (const slot of slots) days.set(day(slot.startsAt), [...(days.get(day(slot.startsAt)) ?? []), slot]);

  return (
    <div ref={box}>
      {slots === null && <p className="text-slate-700">{labels.loading}</p>}
      {slots === "error" && <p role="alert">{labels.unavailable}</p>}
      {Array.isArray(slots) && slots.length === 0 && <p>{labels.none}</p>}
      {days.size > 0 && (
        <ul aria-label={labels.days} className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
          {[...days].map(([name, list]) => {
            const dayFull = list.every((s) => s.free === 0);
            return (
              <li key={name} className="rounded-lg border border-brand-100 bg-white p-3">
                <p className="font-semibold capitalize">{name}</p>
                {dayFull ? (
                  <p className="mt-2 text-sm font-medium text-accent-700">{labels.full}</p>
                ) : (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {list.map((slot) => (
                      <button
                        key={slot.id}
                        type="button"
                        disabled={slot.free === 0}
                        aria-pressed={chosen?.id === slot.id}
                        title={slot.free === 0 ? labels.fullSlot : labels.places.replace("{count}", String(slot.free))}
                        onClick={() => setChosen(slot)}
                        className="rounded border border-brand-700 px-3 py-1 text-sm font-medium text-brand-900 aria-pressed:bg-brand-900 aria-pressed:text-white disabled:border-slate-300 disabled:text-slate-600 disabled:line-through"
                      >
                        {time(slot.startsAt)}
                        {slot.free === 0 && <span className="sr-only"> ({labels.fullSlot})</span>}
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
            {chosen
              ? labels.chosen.replace("{date}", day(chosen.startsAt)).replace("{time}", time(chosen.startsAt))
              : labels.choose}
          </p>
          {chosen && (
            <ManagedForm
              key={chosen.id}
              schema={bookingSchema}
              action={bookVisit}
              label={labels.title}
              submitLabel={labels.book}
              hidden={{ locale, propertyId, slotId: chosen.id }}
              texts={texts}
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
              <PersonFields labels={person} />
              <CheckboxField name="privacy" label={person.privacy} required />
            </ManagedForm>
          )}
        </div>
      )}
    </div>
  );
}
