import type { DemoTestimonial } from "./types";

export const demoTestimonials: DemoTestimonial[] = [
  {
    name: "Marie L.",
    originalLocale: "fr",
    daysAgo: 12,
    rating: 5,
    aboutYou: {
      en: "Sold a house in Waterloo",
      nl: "Verkocht een huis in Waterloo",
      fr: "A vendu une maison à Waterloo",
      de: "Hat ein Haus in Waterloo verkauft",
    },
    opinion: {
      en: "We entrusted the sale of our house to Atrium Immo after two fruitless months with another agency. Camille reviewed the price with us, arranged new photos, and we had an accepted offer in under three weeks. The follow-up right through to the deed at the notary's was flawless.",
      nl: "We vertrouwden de verkoop van ons huis toe aan Atrium Immo nadat twee maanden bij een ander kantoor niets hadden opgeleverd. Camille herbekeek samen met ons de prijs, liet nieuwe foto's maken en binnen drie weken hadden we een aanvaard bod. De opvolging tot aan de akte bij de notaris was onberispelijk.",
      fr: "Nous avons confié la vente de notre maison à Atrium Immo après deux mois sans résultat avec une autre agence. Camille a revu le prix avec nous, organisé de nouvelles photos, et nous avions une offre acceptée en moins de trois semaines. Le suivi jusqu'à l'acte chez le notaire a été impeccable.",
      de: "Wir haben Atrium Immo mit dem Verkauf unseres Hauses beauftragt, nachdem wir zwei Monate lang bei einer anderen Agentur keinen Erfolg hatten. Camille hat mit uns den Preis überarbeitet und neue Fotos organisiert, und in weniger als drei Wochen lag ein angenommenes Angebot vor. Die Begleitung bis zur Beurkundung beim Notar war tadellos.",
    },
  },
  {
    name: "Koen D.",
    originalLocale: "nl",
    daysAgo: 47,
    rating: 5,
    aboutYou: {
      en: "Bought an apartment in Leuven",
      nl: "Kocht een appartement in Leuven",
      fr: "A acheté un appartement à Louvain",
      de: "Hat eine Wohnung in Löwen gekauft",
    },
    opinion: {
      en: "As first-time buyers everything was new to us, but Pieter really took the time to explain it all, from registration duties to the sale agreement. He was honest about the apartment's weak points, which we greatly appreciated. We have been living there happily ever since.",
      nl: "Als eerste aankoop was alles nieuw voor ons, maar Pieter nam echt de tijd om alles uit te leggen, van de registratierechten tot het compromis. Hij was eerlijk over de minpunten van het appartement, wat we enorm apprecieerden. Intussen wonen we er met veel plezier.",
      fr: "Pour un premier achat, tout était nouveau pour nous, mais Pieter a vraiment pris le temps de tout nous expliquer, des droits d'enregistrement au compromis de vente. Il a été honnête sur les points faibles de l'appartement, ce que nous avons beaucoup apprécié. Depuis, nous y vivons avec grand plaisir.",
      de: "Als Erstkäufer war für uns alles neu, aber Pieter hat sich wirklich Zeit genommen, uns alles zu erklären, von den Registrierungsgebühren bis zum Kaufvorvertrag. Er war ehrlich, was die Schwachpunkte der Wohnung betraf, und das haben wir sehr geschätzt. Inzwischen wohnen wir dort sehr gerne.",
    },
  },
  {
    name: "Nathalie V.",
    originalLocale: "fr",
    daysAgo: 96,
    rating: 5,
    aboutYou: {
      en: "Landlord in Ixelles",
      nl: "Verhuurster in Elsene",
      fr: "Propriétaire bailleresse à Ixelles",
      de: "Vermieterin in Ixelles",
    },
    opinion: {
      en: "For four years I have entrusted the letting and management of my two apartments in Ixelles to Atrium Immo. The tenants are carefully chosen, the rent arrives on time and Elke keeps me informed about everything without my having to chase her. A real relief when you live abroad.",
      nl: "Al vier jaar vertrouw ik de verhuur en het beheer van mijn twee appartementen in Elsene toe aan Atrium Immo. De huurders worden zorgvuldig gekozen, de huur komt op tijd binnen en Elke houdt me overal van op de hoogte zonder dat ik erachteraan moet zitten. Een echte opluchting als je in het buitenland woont.",
      fr: "Depuis quatre ans, je confie la location et la gestion de mes deux appartements à Ixelles à Atrium Immo. Les locataires sont bien choisis, les loyers arrivent à temps et Elke me tient informée de tout sans que j'aie besoin de relancer. Un vrai soulagement quand on vit à l'étranger.",
      de: "Seit vier Jahren überlasse ich Atrium Immo die Vermietung und Verwaltung meiner beiden Wohnungen in Ixelles. Die Mieter werden sorgfältig ausgewählt, die Miete kommt pünktlich, und Elke hält mich über alles auf dem Laufenden, ohne dass ich nachhaken muss. Eine echte Erleichterung, wenn man im Ausland lebt.",
    },
  },
  {
    name: "Sara M.",
    originalLocale: "nl",
    daysAgo: 134,
    rating: 4,
    aboutYou: {
      en: "Renting an apartment in Etterbeek",
      nl: "Huurt een appartement in Etterbeek",
      fr: "Loue un appartement à Etterbeek",
      de: "Mietet eine Wohnung in Etterbeek",
    },
    opinion: {
      en: "Through Atrium Immo I quite quickly found an apartment in Etterbeek that really suits me. The viewing and the lease went smoothly, and everything was handled properly in Dutch. One small drawback: a repair in the bathroom took a while after I moved in, but in the end it was all sorted out well.",
      nl: "Via Atrium Immo vond ik vrij snel een appartement in Etterbeek dat echt bij me past. De bezichtiging en het huurcontract verliepen vlot en alles werd netjes in het Nederlands opgevolgd. Eén klein minpunt: een herstelling in de badkamer liet na de intrek wat op zich wachten, maar uiteindelijk werd alles goed opgelost.",
      fr: "Grâce à Atrium Immo, j'ai trouvé assez rapidement un appartement à Etterbeek qui me correspond vraiment. La visite et le bail se sont déroulés sans accroc, et tout a été suivi correctement en néerlandais. Petit bémol : une réparation dans la salle de bains s'est fait attendre après mon emménagement, mais tout a finalement été bien réglé.",
      de: "Über Atrium Immo habe ich recht schnell eine Wohnung in Etterbeek gefunden, die wirklich zu mir passt. Besichtigung und Mietvertrag liefen reibungslos, und alles wurde ordentlich auf Niederländisch abgewickelt. Ein kleiner Minuspunkt: Eine Reparatur im Badezimmer ließ nach dem Einzug etwas auf sich warten, wurde am Ende aber gut gelöst.",
    },
  },
  {
    name: "James H.",
    originalLocale: "en",
    daysAgo: 205,
    rating: 5,
    aboutYou: {
      en: "Bought a house in Tervuren",
      nl: "Kocht een huis in Tervuren",
      fr: "A acheté une maison à Tervuren",
      de: "Hat ein Haus in Tervuren gekauft",
    },
    opinion: {
      en: "Relocating from London with two children, we needed an agent who understood both the Belgian buying process and what international families look for. Sophie and her team shortlisted houses near the schools, handled the offer and explained every step of the notarial process in plain English. We could not have asked for a smoother move.",
      nl: "Bij onze verhuizing vanuit Londen met twee kinderen hadden we een makelaar nodig die zowel de Belgische aankoopprocedure kende als begreep waar internationale gezinnen naar zoeken. Sophie en haar team selecteerden woningen in de buurt van de scholen, handelden het bod af en legden elke stap bij de notaris helder uit in het Engels. Een vlottere verhuizing hadden we ons niet kunnen wensen.",
      fr: "En quittant Londres avec nos deux enfants, nous avions besoin d'un agent qui connaisse à la fois la procédure d'achat belge et les attentes des familles internationales. Sophie et son équipe ont présélectionné des maisons proches des écoles, géré l'offre et expliqué chaque étape chez le notaire dans un anglais simple. Nous n'aurions pas pu rêver d'un déménagement plus serein.",
      de: "Als wir mit zwei Kindern aus London umgezogen sind, brauchten wir einen Makler, der sowohl das belgische Kaufverfahren kennt als auch weiß, worauf internationale Familien achten. Sophie und ihr Team haben Häuser in der Nähe der Schulen vorausgewählt, das Angebot abgewickelt und jeden Schritt beim Notar in verständlichem Englisch erklärt. Einen reibungsloseren Umzug hätten wir uns nicht wünschen können.",
    },
  },
  {
    name: "Andreas K.",
    originalLocale: "de",
    daysAgo: 288,
    rating: 5,
    aboutYou: {
      en: "Sold an apartment in Uccle",
      nl: "Verkocht een appartement in Ukkel",
      fr: "A vendu un appartement à Uccle",
      de: "Hat eine Wohnung in Uccle verkauft",
    },
    opinion: {
      en: "After my mother passed away, I had to sell her apartment in Uccle while living in Eupen myself. Jérôme drew up a well-founded valuation and took care of viewings, certificates and keys, so I only had to travel to Brussels for the signing. The patience with which all my questions were answered helped me a great deal during a difficult time.",
      nl: "Na het overlijden van mijn moeder moest ik haar appartement in Ukkel verkopen, terwijl ik zelf in Eupen woon. Jérôme maakte een degelijke schatting en regelde de bezoeken, attesten en sleutels, zodat ik alleen voor de ondertekening naar Brussel moest komen. Het geduld waarmee al mijn vragen werden beantwoord, heeft me in die moeilijke periode enorm geholpen.",
      fr: "Après le décès de ma mère, j'ai dû vendre son appartement à Uccle alors que je vis moi-même à Eupen. Jérôme a réalisé une estimation solide et s'est occupé des visites, des certificats et des clés, si bien que je n'ai dû venir à Bruxelles que pour la signature. La patience avec laquelle on a répondu à toutes mes questions m'a beaucoup aidé dans cette période difficile.",
      de: "Nach dem Tod meiner Mutter musste ich ihre Wohnung in Uccle verkaufen, während ich selbst in Eupen lebe. Jérôme hat eine fundierte Bewertung erstellt und sich um Besichtigungen, Bescheinigungen und Schlüssel gekümmert, sodass ich nur zur Unterzeichnung nach Brüssel kommen musste. Die Geduld, mit der alle meine Fragen beantwortet wurden, hat mir in dieser schweren Zeit sehr geholfen.",
    },
  },
];
