import type { Locale } from "@/lib/i18n/locales";
import type { MediaStatus, NoteSource, OwnMedium } from "@/lib/portal/agency-words";

// What the agency noted in the demo owners' portals, in the owner's language (the agency writes to each
// owner in theirs), with the fixed words as the codes the portal translates (lib/portal/agency-words.ts).
// Written for this demo. French puts a narrow no-break space before ";".

type Texts = Record<Locale, string>;

/** The agency's notes, in the order they happen while a property is on the market. */
export const agencyNotes: Array<{
  subject: Texts;
  comment: Texts;
  contact: string;
  source: NoteSource;
  /** A note that only a sale has (a buyer's notary). */
  forSaleOnly?: true;
}> = [
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
      fr: "Un couple a demandé l'âge de la chaudière\u202f; réponse avec l'attestation d'entretien.",
      de: "Ein Paar fragte nach dem Alter des Kessels; mit dem Wartungsbericht beantwortet.",
    },
    contact: "Sarah Lemaire",
    source: "email",
  },
  {
    subject: {
      en: "Open house planned",
      nl: "Kijkdag gepland",
      fr: "Journée portes ouvertes prévue",
      de: "Tag der offenen Tür geplant",
    },
    comment: {
      en: "Saturday morning, announced to the candidates in our register.",
      nl: "Zaterdagvoormiddag, aangekondigd aan de kandidaten in ons register.",
      fr: "Samedi matin, annoncée aux candidats de notre registre.",
      de: "Samstagvormittag, den Interessenten in unserem Register angekündigt.",
    },
    contact: "Atrium Immo",
    source: "agency",
  },
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
      fr: "A demandé le certificat d'urbanisme\u202f; envoyé le jour même.",
      de: "Fragte nach der Städtebaubescheinigung; am selben Tag gesendet.",
    },
    contact: "Els Van Damme",
    source: "phone",
    forSaleOnly: true,
  },
];

/** The agency's feedback after viewings: the first, its visitor's second one, and another visitor's. */
export const visitFeedback: Array<{ subject: Texts; comment: Texts }> = [
  {
    subject: {
      en: "Viewing feedback",
      nl: "Feedback na bezoek",
      fr: "Retour de visite",
      de: "Rückmeldung zur Besichtigung",
    },
    comment: {
      en: "Liked the light and the garden; finds the kitchen dated.",
      nl: "Vond het licht en de tuin mooi; de keuken is wat verouderd.",
      fr: "A aimé la lumière et le jardin\u202f; trouve la cuisine datée.",
      de: "Mochte das Licht und den Garten; findet die Küche veraltet.",
    },
  },
  {
    subject: { en: "Second viewing", nl: "Tweede bezoek", fr: "Deuxième visite", de: "Zweite Besichtigung" },
    comment: {
      en: "Came back with a contractor to price the renovation.",
      nl: "Kwam terug met een aannemer om de renovatie te laten ramen.",
      fr: "Est revenu avec un entrepreneur pour chiffrer la rénovation.",
      de: "Kam mit einem Bauunternehmer zurück, um die Renovierung zu schätzen.",
    },
  },
  {
    subject: {
      en: "Viewing feedback",
      nl: "Feedback na bezoek",
      fr: "Retour de visite",
      de: "Rückmeldung zur Besichtigung",
    },
    comment: {
      en: "Too far from the station for them; the price was not the issue.",
      nl: "Te ver van het station voor hen; de prijs was het probleem niet.",
      fr: "Trop loin de la gare pour eux\u202f; le prix n'était pas en cause.",
      de: "Zu weit vom Bahnhof für sie; am Preis lag es nicht.",
    },
  },
];

/** Where the agency published each property: brands by name, its own media by their code. */
export const media: Array<{
  medium: OwnMedium | "Immoweb" | "Zimmo" | "Logic-Immo" | "Facebook";
  daysAfterPublishing: number;
  status: MediaStatus;
  comment?: Texts;
}> = [
  { medium: "Immoweb", daysAfterPublishing: 0, status: "online" },
  { medium: "Zimmo", daysAfterPublishing: 1, status: "online" },
  { medium: "Logic-Immo", daysAfterPublishing: 2, status: "online" },
  {
    medium: "Facebook",
    daysAfterPublishing: 7,
    status: "campaign",
    comment: { en: "for two weeks", nl: "twee weken lang", fr: "pendant deux semaines", de: "zwei Wochen lang" },
  },
  {
    medium: "newsletter",
    daysAfterPublishing: 10,
    status: "sent",
    comment: {
      en: "to 2,400 subscribers",
      nl: "naar 2.400 abonnees",
      fr: "à 2\u202f400 abonnés",
      de: "an 2.400 Abonnenten",
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
