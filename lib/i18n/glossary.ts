import type { Locale } from "./locales";

// The trade and legal terms of the site, per language, as Belgian readers expect them (docs/glossary.md),
// and the words each replaces. tests/unit/i18n/glossary.test.ts fails when a message or a text of content/
// in that language still holds a replaced word (whole words, any case; a space also matches a no-break one).

export interface GlossaryTerm {
  /** What the term names, in English. */
  concept: string;
  /** The word each language uses. */
  use: Record<Locale, string>;
  /** Words that must not be used for it any more, per language. */
  replaces: Partial<Record<Locale, readonly string[]>>;
  /** Where the word depends on something else (the region, the context). */
  note?: string;
}

export const glossary: readonly GlossaryTerm[] = [
  {
    concept: "energy certificate, Flanders",
    use: { nl: "EPC", fr: "PEB (certificat PEB)", de: "Energieausweis (EPC)", en: "EPC" },
    replaces: {},
    note: "On cards: nl/en “EPC B”, de “EPC-Klasse B”, fr “PEB B”.",
  },
  {
    concept: "energy certificate, Brussels and Wallonia",
    use: { nl: "EPB-certificaat (EPB-label)", fr: "certificat PEB", de: "Energieausweis (GEE)", en: "EPB certificate" },
    replaces: { de: ["EPB"], fr: ["EPB"] },
    note: "On cards: nl/en “EPB C”, de “GEE-Klasse C”, fr “PEB C”. The label follows the property's region (lib/property/energy.ts, epcRegion).",
  },
  {
    concept: "minimum energy label (search filter)",
    use: {
      nl: "EPC-label minstens",
      fr: "Label PEB minimum",
      de: "Energieausweis mindestens Klasse",
      en: "Minimum EPC label",
    },
    replaces: {
      nl: ["Energielabel maximaal"],
      fr: ["Label énergétique au plus"],
      de: ["Energielabel höchstens"],
      en: ["Energy label at most"],
    },
    note: "A better label is a lower letter.",
  },
  {
    concept: "preliminary sale agreement",
    use: {
      nl: "compromis (verkoopovereenkomst)",
      fr: "compromis de vente",
      de: "Verkaufskompromiss",
      en: "preliminary sale agreement",
    },
    replaces: { de: ["Kaufvorvertrag", "Kaufvorvertrags", "Kaufvorvertrages"] },
  },
  {
    concept: "inventory of the premises (move-in, move-out)",
    use: { nl: "plaatsbeschrijving", fr: "état des lieux", de: "Ortsbeschreibung", en: "inventory (check-in report)" },
    replaces: {
      de: [
        "Übergabeprotokoll",
        "Wohnungsübergabeprotokoll",
        "Einzugsprotokoll",
        "Auszugsprotokoll",
        "Zustandsprotokoll",
        "Einzugsbefund",
      ],
    },
    note: "As a cost: “Kosten plaatsbeschrijving”, “Frais d'état des lieux”, “Kosten der Ortsbeschreibung”.",
  },
  {
    concept: "cadastral income",
    use: { nl: "kadastraal inkomen", fr: "revenu cadastral", de: "Katastereinkommen", en: "cadastral income" },
    replaces: {},
  },
  {
    concept: "property withholding tax",
    use: {
      nl: "onroerende voorheffing",
      fr: "précompte immobilier",
      de: "Immobiliensteuervorabzug",
      en: "property withholding tax",
    },
    replaces: { de: ["Grundsteuer"] },
  },
  {
    concept: "registration duty",
    use: {
      nl: "registratierechten",
      fr: "droits d'enregistrement",
      de: "Registrierungsgebühren",
      en: "registration duty",
    },
    replaces: {},
  },
  {
    concept: "planning permission",
    use: {
      nl: "omgevingsvergunning / stedenbouwkundige vergunning",
      fr: "permis d'urbanisme",
      de: "Städtebaugenehmigung",
      en: "planning permission",
    },
    replaces: { fr: ["permis de bâtir"] },
    note: "Brussels and Wallonia say “permis d'urbanisme”.",
  },
  {
    concept: "legal mentions of an advertisement",
    use: { nl: "wettelijke vermeldingen", fr: "mentions légales", de: "gesetzliche Angaben", en: "legal mentions" },
    replaces: {},
    note: "What each region's rules ask an advertisement to state (lib/rules/advert-mentions.ts).",
  },
  {
    concept: "EPC unique code (Flanders)",
    use: {
      nl: "unieke code van het EPC",
      fr: "code unique du certificat PEB",
      de: "eindeutiger Code des EPC",
      en: "EPC unique code",
    },
    replaces: { en: ["Certificate number"] },
    note: "The second group of digits of the certificate's number; the whole number may be given instead.",
  },
  {
    concept: "flood scores, plot and building (Flanders)",
    use: {
      nl: "P-score (perceel), G-score (gebouw)",
      fr: "score P (parcelle), score G (bâtiment)",
      de: "P-Score, G-Score",
      en: "P-score (plot), G-score (building)",
    },
    replaces: {},
    note: "A to D, from the flood report (waterinfo.be); in every sale advertisement since 2023.",
  },
  {
    concept: "planning designation",
    use: {
      nl: "stedenbouwkundige bestemming",
      fr: "affectation urbanistique",
      de: "städtebauliche Zweckbestimmung",
      en: "planning designation",
    },
    replaces: { de: ["Flächennutzung"] },
    note: "The most recent one, as the plans register names it (Flanders), or the plan de secteur (Wallonia).",
  },
  {
    concept: "summons or remedial measure (planning)",
    use: {
      nl: "dagvaarding of herstelmaatregel",
      fr: "citation ou mesure de réparation",
      de: "Ladung, Wiederherstellungsmaßnahme",
      en: "summons or remedial measure",
    },
    replaces: { de: ["Vorladung"] },
    note: "Flemish standard wording: “Dagvaarding uitgebracht”, “Geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd”.",
  },
  {
    concept: "right of pre-emption",
    use: { nl: "voorkooprecht", fr: "droit de préemption", de: "Vorkaufsrecht", en: "right of pre-emption" },
    replaces: { en: ["Pre-emption right"] },
    note: "Flemish standard wording: “Voorkooprecht ruimtelijke ordening aanwezig”, “Geen voorkooprecht ruimtelijke ordening aanwezig”.",
  },
  {
    concept: "subdivision permit",
    use: {
      nl: "verkavelingsvergunning",
      fr: "permis de lotir",
      de: "Parzellierungsgenehmigung",
      en: "subdivision permit",
    },
    replaces: { en: ["Allotment permit"] },
    note: "Flemish standard wording: “Verkavelingsvergunning”, “Geen verkavelingsvergunning”.",
  },
  {
    concept: "reference rent (Brussels)",
    use: { nl: "referentiehuurprijs", fr: "loyer de référence", de: "Referenzmiete", en: "reference rent" },
    replaces: {},
    note: "From the Brussels indicative rent grid; in every Brussels rental advertisement since 1 November 2024.",
  },
  {
    concept: "type of lease",
    use: { nl: "type huurovereenkomst", fr: "type de bail", de: "Art des Mietvertrags", en: "type of lease" },
    replaces: {},
  },
  {
    concept: "viewing of a property",
    use: { nl: "bezoek", fr: "visite", de: "Besichtigung", en: "viewing" },
    replaces: {
      nl: ["bezichtiging", "bezichtigingen"],
      en: ["Request a visit", "visit request", "Book a visit"],
    },
    note: "English keeps “visit” for the valuer's visit and for visiting the office.",
  },
  {
    concept: "page views of a listing (owner portal)",
    use: {
      nl: "weergaven van de advertentie",
      fr: "vues de l'annonce",
      de: "Aufrufe der Anzeige",
      en: "listing views",
    },
    replaces: { fr: ["Visites aujourd'hui"], en: ["Visits today"] },
  },
  {
    concept: "period of a figure (owner portal)",
    use: {
      nl: "de laatste 7 / 30 dagen",
      fr: "les 7 / 30 derniers jours",
      de: "die letzten 7 / 30 Tage",
      en: "the last 7 / 30 days",
    },
    replaces: {
      nl: ["deze week", "deze maand"],
      fr: ["cette semaine", "ce mois-ci"],
      de: ["diese Woche", "diesen Monat"],
      en: ["this week", "this month"],
    },
    note: "Rolling days that end today, each holding the shorter ones; a total runs “since” its first day. A calendar week beside a calendar month once read “this week 216, this month 195”. The monthly report names its month and dates, never “today”.",
  },
  {
    concept: "the agency",
    use: { nl: "het kantoor", fr: "l'agence", de: "die Agentur", en: "the agency" },
    replaces: {},
    note: "German “Büro” stays for offices as a kind of property and for the agency's premises.",
  },
  {
    concept: "agency fee",
    use: { nl: "makelaarskosten", fr: "frais d'agence", de: "Maklergebühr", en: "agency fee" },
    replaces: { nl: ["Agentschapskosten"] },
  },
  {
    concept: "contact person at the agency",
    use: { nl: "contactpersoon", fr: "votre contact", de: "Kontaktperson", en: "your contact" },
    replaces: { de: ["Ansprechpartner"] },
  },
  {
    concept: "owner portal",
    use: { nl: "eigenaarsportaal", fr: "Espace propriétaire", de: "Eigentümerportal", en: "owner portal" },
    replaces: { fr: ["Portail propriétaire"] },
  },
  {
    concept: "title (form of address)",
    use: {
      nl: "Dhr. / Mevr. / Geen aanspreking",
      fr: "Monsieur / Madame / Pas de civilité",
      de: "Herr / Frau / Keine Anrede",
      en: "Mr / Ms / No title",
    },
    replaces: { nl: ["Juffrouw"], fr: ["Mademoiselle"], de: ["Fräulein"], en: ["Miss"] },
  },
  {
    concept: "maison de maître (period town house)",
    use: { nl: "herenhuis", fr: "maison de maître", de: "Bürgerhaus", en: "period townhouse" },
    replaces: { de: ["Herrenhaus", "Herrenhauses"] },
  },
  {
    concept: "semi-detached house",
    use: { nl: "halfopen bebouwing", fr: "maison trois façades", de: "Doppelhaushälfte", en: "semi-detached house" },
    replaces: { de: ["halboffenes", "halboffene", "halboffen"] },
  },
  {
    concept: "a project whose units are all sold",
    use: { nl: "Uitverkocht", fr: "Entièrement vendu", de: "Vollständig verkauft", en: "Sold out" },
    replaces: { fr: ["Épuisé"], de: ["Ausverkauft"] },
  },
  {
    concept: "under option (reserved)",
    use: { nl: "In optie", fr: "Sous option", de: "Reserviert", en: "Under option" },
    replaces: { de: ["Unter Option"] },
  },
  {
    concept: "delivery year of a new build",
    use: { nl: "oplevering 2028", fr: "livraison 2028", de: "Fertigstellung 2028", en: "delivery 2028" },
    replaces: {},
    note: "Not a construction year: the compare page does not rank it as the newest (lib/rules/compare.ts).",
  },
  {
    concept: "estimated total cost of a purchase",
    use: {
      nl: "totale kostprijs (raming)",
      fr: "coût total (estimation)",
      de: "Gesamtkosten (Schätzung)",
      en: "total cost (estimate)",
    },
    replaces: {},
    note: "What the compare page ranks across tax regimes: a price excl. VAT is not comparable to one with registration duties.",
  },
  {
    concept: "required feature (standing search)",
    use: { nl: "Vereist", fr: "Indispensable", de: "Erforderlich", en: "Must have" },
    replaces: { nl: ["Moet hebben"], fr: ["Doit avoir"], de: ["Muss haben"] },
  },
  {
    concept: "district of a municipality (deelgemeente)",
    use: { nl: "deelgemeente", fr: "section", de: "Ortsteil", en: "district" },
    replaces: { en: ["Borough"] },
  },
  {
    concept: "regions and provinces",
    use: {
      nl: "Vlaanderen, Wallonië, Brussel; Namen",
      fr: "Flandre, Wallonie, Bruxelles; Namur",
      de: "Flandern, Wallonie, Brüssel; Namur",
      en: "Flanders, Wallonia, Brussels; Walloon Brabant, Flemish Brabant, Namur",
    },
    replaces: { de: ["Wallonien", "Namür"], en: ["Brabant wallon", "Vlaams-Brabant"] },
    note: "Town names follow the reader's language too (lib/rules/city-name.ts): 2000 Anvers, 1050 Elsene.",
  },
  {
    concept: "sale price under the VAT regime",
    use: { nl: "excl. btw", fr: "hors TVA", de: "zzgl. MwSt.", en: "excl. VAT" },
    replaces: { fr: ["HTVA"], de: ["exkl. MwSt."] },
    note: "After every price of such a sale (lib/rules/asking-price.ts): “465 000 € hors TVA”, “Vanaf € 362.000 excl. btw”.",
  },
  {
    concept: "bouquet (viager, paid at the deed)",
    use: { nl: "boeket", fr: "bouquet", de: "Bouquet", en: "bouquet" },
    replaces: {},
  },
  {
    concept: "monthly annuity (viager)",
    use: { nl: "maandelijkse rente", fr: "rente mensuelle", de: "monatliche Rente", en: "monthly annuity" },
    replaces: {},
    note: "A viager's headline is the bouquet and the annuity: “Bouquet 60 000 € + 950 € / mois (rente indexée)”.",
  },
  {
    concept: "estimated market value (viager's price)",
    use: {
      nl: "geschatte marktwaarde",
      fr: "valeur vénale estimée",
      de: "geschätzter Verkehrswert",
      en: "estimated market value",
    },
    replaces: {},
  },
  {
    concept: "tenant's monthly charges",
    use: { nl: "lasten", fr: "charges", de: "Nebenkosten", en: "charges" },
    replaces: {},
    note: "Beside every rent, with its period: “1 150 € / mois + 95 € de charges / mois”, “€ 20/m² / maand”.",
  },
  {
    concept: "form of address",
    use: { nl: "u", fr: "vous", de: "Sie", en: "you" },
    replaces: { nl: ["je", "jij", "jouw", "jullie"] },
    note: "Dutch texts say “u” throughout, also in the demo content.",
  },
  {
    concept: "wording fixed by the review of 2026-11-25",
    use: {
      nl: "u bent uitgeschreven; De wachtwoorden komen niet overeen",
      fr: "Votre désinscription est enregistrée; Confirmez le nouveau mot de passe",
      de: "Arbeiten Sie bei uns",
      en: "You have been unsubscribed; The passwords do not match; Confirm the new password",
    },
    replaces: {
      nl: ["correct uitgeschreven", "niet identiek", "straatbreedte", "Op een paar stappen", "Stel uw kandidatuur"],
      fr: ["désinscrit correctement", "(encore)"],
      de: ["Arbeiten Sie mit uns"],
      en: ["unsubscribed correctly", "not identical", "New password again"],
    },
  },
  {
    concept: "median price (Statbel's sale prices)",
    use: { nl: "mediaanprijs", fr: "prix médian", de: "Medianpreis", en: "median price" },
    replaces: {},
    note: "On the scale under a sentence: nl “Mediaan”, fr “Médiane”, de “Median”, en “Median”; always with “Source: Statbel” in the page's language (“Bron: Statbel”, “Source : Statbel”, “Quelle: Statbel”), as the licence (CC BY 4.0) asks.",
  },
  {
    concept: "first and third quartile",
    use: {
      nl: "eerste en derde kwartiel",
      fr: "premier et troisième quartile",
      de: "erstes und drittes Quartil",
      en: "first and third quartile",
    },
    replaces: {},
    note: "Half of the year's sales lie between them: the sentence says so in words, the scale names them “1e kwartiel”, “1er quartile”, “1. Quartil”, “1st quartile”.",
  },
  {
    concept: "town house (maison de maître, herenhuis)",
    use: { nl: "herenhuis", fr: "maison de maître", de: "Stadthaus", en: "townhouse" },
    replaces: { de: ["Bürgerhaus", "Bürgerhauses"] },
    note: "German “Bürgerhaus” reads as a community centre.",
  },
  {
    concept: "an apartment's size",
    use: {
      nl: "appartement met 2 slaapkamers",
      fr: "appartement 2 chambres",
      de: "Wohnung mit zwei Schlafzimmern",
      en: "two-bedroom apartment",
    },
    replaces: { de: ["Zweizimmerwohnung", "Zweizimmerwohnungen", "Dreizimmerwohnung", "Dreizimmerwohnungen"] },
    note: "Counted in bedrooms, as the listings' figures are; German room counts include the living room.",
  },
  {
    concept: "wording fixed by the visitors' review of issue 44",
    use: {
      nl: "Maximaal vier; een e-mail",
      fr: "ajoutés à vos favoris; Calculé anonymement; Session ouverte",
      de: "Beliebig; Status; Anonym ermittelt",
      en: "an e-mail; Confirm; selected",
    },
    replaces: {
      nl: ["Tot vier:", "Ontvang één e-mail"],
      fr: ["gardés d’un cœur", "gardés d'un cœur", "sans nommer personne", "Connecté en tant que"],
      de: ["Egal", "Preis und Stand", "ohne jemanden zu nennen"],
      en: ["Receive one e-mail", "Confirm my watch", "chosen)"],
    },
  },
];

/** The replaced words of a language, each with the word to use instead. */
export function replacedWords(locale: Locale): Array<{ word: string; use: string }> {
  return glossary.flatMap((term) => (term.replaces[locale] ?? []).map((word) => ({ word, use: term.use[locale] })));
}
