import type { Locale } from "@/lib/i18n/locales";

// What the agency noted in the demo owners' portals, in the owner's language (the agency writes to each
// owner in theirs). Written for this demo.

type Texts = Record<Locale, string>;

export const agencyNotes: Array<{ subject: Texts; comment: Texts; contact: string; source: Texts }> = [
  {
    subject: {
      en: "Call from a buyer's notary",
      nl: "Telefoon van de notaris van een koper",
      fr: "Appel du notaire d'un acquéreur",
      de: "Anruf des Notars eines Käufers",
    },
    comment: {
      en: "Asked for the urban planning certificate; sent the same day.",
      nl: "Vroeg het stedenbouwkundig attest; dezelfde dag verstuurd.",
      fr: "A demandé le certificat d'urbanisme ; envoyé le jour même.",
      de: "Fragte nach der Städtebaubescheinigung; am selben Tag gesendet.",
    },
    contact: "Notaris Van Damme",
    source: { en: "phone", nl: "telefoon", fr: "téléphone", de: "Telefon" },
  },
  {
    subject: {
      en: "Open house planned",
      nl: "Kijkdag gepland",
      fr: "Journée portes ouvertes prévue",
      de: "Tag der offenen Tür geplant",
    },
    comment: {
      en: "Saturday morning, announced to the buyers in our register.",
      nl: "Zaterdagvoormiddag, aangekondigd aan de kopers in ons register.",
      fr: "Samedi matin, annoncée aux acquéreurs de notre registre.",
      de: "Samstagvormittag, den Käufern in unserem Register angekündigt.",
    },
    contact: "Atrium Immo",
    source: { en: "agency", nl: "kantoor", fr: "agence", de: "Büro" },
  },
  {
    subject: {
      en: "Question about the heating",
      nl: "Vraag over de verwarming",
      fr: "Question sur le chauffage",
      de: "Frage zur Heizung",
    },
    comment: {
      en: "A couple asked how old the boiler is; answered with the maintenance report.",
      nl: "Een koppel vroeg hoe oud de ketel is; beantwoord met het onderhoudsattest.",
      fr: "Un couple a demandé l'âge de la chaudière ; réponse avec l'attestation d'entretien.",
      de: "Ein Paar fragte nach dem Alter des Kessels; mit dem Wartungsbericht beantwortet.",
    },
    contact: "Sarah Lemaire",
    source: { en: "e-mail", nl: "e-mail", fr: "e-mail", de: "E-Mail" },
  },
];

export const visitFeedback: Array<{ subject: Texts; comment: Texts }> = [
  {
    subject: {
      en: "Visit feedback",
      nl: "Feedback na bezichtiging",
      fr: "Retour de visite",
      de: "Rückmeldung zur Besichtigung",
    },
    comment: {
      en: "Liked the light and the garden; finds the kitchen dated.",
      nl: "Vond het licht en de tuin mooi; de keuken is wat verouderd.",
      fr: "A aimé la lumière et le jardin ; trouve la cuisine datée.",
      de: "Mochte das Licht und den Garten; findet die Küche veraltet.",
    },
  },
  {
    subject: { en: "Second visit", nl: "Tweede bezichtiging", fr: "Deuxième visite", de: "Zweite Besichtigung" },
    comment: {
      en: "Came back with a contractor to price the renovation.",
      nl: "Kwam terug met een aannemer om de renovatie te laten ramen.",
      fr: "Est revenu avec un entrepreneur pour chiffrer la rénovation.",
      de: "Kam mit einem Bauunternehmer zurück, um die Renovierung zu schätzen.",
    },
  },
  {
    subject: {
      en: "Visit feedback",
      nl: "Feedback na bezichtiging",
      fr: "Retour de visite",
      de: "Rückmeldung zur Besichtigung",
    },
    comment: {
      en: "Too far from the station for them; the price was not the issue.",
      nl: "Te ver van het station voor hen; de prijs was het probleem niet.",
      fr: "Trop loin de la gare pour eux ; le prix n'était pas en cause.",
      de: "Zu weit vom Bahnhof für sie; am Preis lag es nicht.",
    },
  },
];

export const media: Array<{ medium: string; daysAfterPublishing: number; status: Texts }> = [
  { medium: "Immoweb", daysAfterPublishing: 0, status: { en: "online", nl: "online", fr: "en ligne", de: "online" } },
  { medium: "Zimmo", daysAfterPublishing: 1, status: { en: "online", nl: "online", fr: "en ligne", de: "online" } },
  {
    medium: "Logic-Immo",
    daysAfterPublishing: 2,
    status: { en: "online", nl: "online", fr: "en ligne", de: "online" },
  },
  {
    medium: "Facebook",
    daysAfterPublishing: 7,
    status: {
      en: "two-week campaign",
      nl: "campagne van twee weken",
      fr: "campagne de deux semaines",
      de: "zweiwöchige Kampagne",
    },
  },
  {
    medium: "Newsletter",
    daysAfterPublishing: 10,
    status: {
      en: "sent to 2 400 subscribers",
      nl: "verstuurd naar 2 400 abonnees",
      fr: "envoyée à 2 400 abonnés",
      de: "an 2 400 Abonnenten gesendet",
    },
  },
];

/** Visitors who wrote about the demo properties (invented names). */
export const visitors = [
  ["Lotte", "Maes"],
  ["Julien", "Renard"],
  ["Hanne", "Claeys"],
  ["Thomas", "Wouters"],
  ["Camille", "Lambert"],
  ["Pieter", "De Smet"],
  ["Nora", "Schmitz"],
  ["Inès", "Dumont"],
] as const;
