"use client";

import { useFormContext } from "react-hook-form";
import { registerDemand } from "@/lib/forms/actions/demand-register";
import { demandRegisterSchema, type DemandRegisterValues } from "@/lib/forms/schemas";
import { PersonFields, type ContactPersonLabels } from "./contact-person";
import { CheckboxField, ChoiceGroup, FieldMessage, ManagedForm, TextField, type FormTexts } from "./form-kit";
import { ZoneMap } from "./zone-map";

export interface DemandLabels {
  title: string;
  steps: [search: string, zone: string, you: string];
  goal: string;
  goals: Array<[string, string]>;
  types: string;
  categories: Array<{ id: number; name: string; depth: number }>;
  minPrice: string;
  maxPrice: string;
  minBedrooms: string;
  maxBedrooms: string;
  minBathrooms: string;
  minGarages: string;
  extras: string;
  needs: Array<[string, string]>;
  zones: string;
  mapHint: string;
  places: string;
  provinces: Record<string, string>;
  regions: Record<"flanders" | "wallonia" | "brussels", string>;
  save: string;
}

/** The demand register in three steps; opened from an alert's link it shows the search to change. */
export function DemandRegisterForm({
  locale,
  texts,
  person,
  labels,
  initial,
  token,
}: {
  locale: string;
  texts: FormTexts;
  person: ContactPersonLabels;
  labels: DemandLabels;
  initial?: Partial<DemandRegisterValues>;
  token?: string;
}) {
  return (
    <ManagedForm
      schema={demandRegisterSchema}
      action={registerDemand}
      label={labels.title}
      submitLabel={labels.save}
      hidden={token ? { locale, token } : { locale }}
      texts={texts}
      defaultValues={{
        goal: "0",
        categoryIds: [],
        regions: [],
        places: "",
        needsParking: false,
        needsTerrace: false,
        needsGarden: false,
        firstName: "",
        lastName: "",
        email: "",
        newsletter: false,
        privacy: false,
        ...initial,
      }}
      steps={[
        {
          title: labels.steps[0],
          fields: [
            "goal",
            "categoryIds",
            "minPrice",
            "maxPrice",
            "minBedrooms",
            "maxBedrooms",
            "minBathrooms",
            "minGarages",
          ],
          content: (
            <>
              <ChoiceGroup name="goal" legend={labels.goal} options={labels.goals} required />
              <fieldset>
                <legend className="font-medium">
                  {labels.types}
                  <span aria-hidden="true"> *</span>
                </legend>
                <TypeChoices categories={labels.categories} />
                <FieldMessage name="categoryIds" />
              </fieldset>
              <div className="grid gap-4 tablet:grid-cols-2">
                <TextField name="minPrice" label={labels.minPrice} inputMode="numeric" />
                <TextField name="maxPrice" label={labels.maxPrice} inputMode="numeric" />
                <TextField name="minBedrooms" label={labels.minBedrooms} inputMode="numeric" />
                <TextField name="maxBedrooms" label={labels.maxBedrooms} inputMode="numeric" />
                <TextField name="minBathrooms" label={labels.minBathrooms} inputMode="numeric" />
                <TextField name="minGarages" label={labels.minGarages} inputMode="numeric" />
              </div>
              <fieldset>
                <legend className="font-medium">{labels.extras}</legend>
                <div className="mt-1 flex flex-wrap gap-x-6">
                  {labels.needs.map(([name, label]) => (
                    <CheckboxField key={name} name={name} label={label} />
                  ))}
                </div>
              </fieldset>
            </>
          ),
        },
        {
          title: labels.steps[1],
          fields: ["regions", "places"],
          content: (
            <>
              <ZoneMap
                label={labels.zones}
                hint={labels.mapHint}
                provinces={labels.provinces}
                regions={labels.regions}
              />
              <TextField name="places" label={labels.places} />
            </>
          ),
        },
        {
          title: labels.steps[2],
          fields: ["title", "firstName", "lastName", "email", "newsletter", "privacy"],
          content: (
            <>
              <PersonFields labels={person} phone={false} />
              <CheckboxField name="newsletter" label={person.newsletter} />
              <CheckboxField name="privacy" label={person.privacy} required />
            </>
          ),
        },
      ]}
    />
  );
}

function TypeChoices({ categories }: { categories: Array<{ id: number; name: string; depth: number }> }) {
  const { register } = useFormContext();
  return (
    <div className="mt-1 grid gap-x-6 gap-y-1 tablet:grid-cols-3">
      {categories.map((c) => (
        <label key={c.id} className={`flex items-center gap-2 ${c.depth === 0 ? "font-semibold" : "pl-5"}`}>
          <input type="checkbox" value={c.id} className="h-5 w-5" {...register("categoryIds")} />
          {c.name}
        </label>
      ))}
    </div>
  );
}
