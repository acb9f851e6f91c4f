import { useTranslations } from "next-intl";
import { Photo } from "@/components/media/photo";
import { formatPhone, telHref } from "@/lib/rules";
import type { Manager } from "@/lib/types/property";

export interface ContactAction {
  label: string;
  href: string;
}

/** The agency's contact person for a property or project, with what a visitor can ask them. */
export function ManagerCard({
  manager,
  title,
  actions,
  note,
}: {
  manager: Manager;
  title: string;
  actions: ContactAction[];
  note?: string;
}) {
  const t = useTranslations("Property");
  const phone = formatPhone(manager.phone);
  return (
    <section
      aria-labelledby="contact-person"
      className="rounded-lg border border-brand-100 bg-white p-4 break-inside-avoid"
    >
      <h2 id="contact-person" className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {manager.photoUrl && (
          <Photo src={manager.photoUrl} alt="" width={64} height={64} className="h-16 w-16 rounded-full object-cover" />
        )}
        <div>
          <p className="font-semibold">{manager.name}</p>
          {manager.role && <p className="text-sm text-slate-700">{manager.role}</p>}
        </div>
      </div>
      <ul className="mt-3 space-y-1 text-sm">
        <li>
          <a href={telHref(manager.phone)} className="text-brand-700 underline" aria-label={t("call", { phone })}>
            {phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${manager.email}`} className="break-all text-brand-700 underline">
            {manager.email}
          </a>
        </li>
      </ul>
      {note && <p className="mt-3 text-sm text-slate-700">{note}</p>}
      {actions.length > 0 && (
        <div className="mt-4 flex flex-col gap-2 print:hidden">
          {actions.map((action, i) => (
            <a
              key={action.label}
              href={action.href}
              className={
                i === 0
                  ? "rounded bg-accent-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-900"
                  : "rounded border border-brand-700 px-4 py-2 text-center font-semibold text-brand-700 hover:bg-brand-50"
              }
            >
              {action.label}
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
