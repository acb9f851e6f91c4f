import type { DemoArticle } from "./types";

export const demoArticles: DemoArticle[] = [
  {
    kind: "BLOG_POST",
    key: "epc-renovation-obligation",
    daysAgo: 18,
    title: {
      en: "Buying in Flanders: what the renovation obligation means for you",
      nl: "Kopen in Vlaanderen: wat de renovatieverplichting voor u betekent",
      fr: "Acheter en Flandre : ce que l’obligation de rénovation implique pour vous",
      de: "Kaufen in Flandern: Was die Renovierungspflicht für Sie bedeutet",
    },
    description: {
      en: "Bought a home in Flanders with EPC label E or F? You have five years to reach label D. We explain the rule, the budget to plan and where to look for premiums.",
      nl: "Een woning in Vlaanderen gekocht met EPC-label E of F? Dan moet u binnen vijf jaar label D halen. Wij leggen de regel, het budget en de premies helder uit.",
      fr: "Vous achetez en Flandre un bien avec un PEB E ou F ? Vous avez cinq ans pour atteindre le label D. Règle, budget à prévoir et primes : nos explications.",
      de: "Sie kaufen in Flandern eine Wohnung oder ein Haus mit EPC-Label E oder F? Dann haben Sie fünf Jahre Zeit für Label D. Regel, Budget und Prämien erklärt.",
    },
    body: {
      en: [
        {
          p: "Since 1 January 2023, anyone who buys a house or an apartment in Flanders with an EPC label E or F takes on a clear commitment: within five years of signing the notarial deed, the home must be renovated to at least label D. The rule applies to every buyer, whether you plan to live in the property yourself or to rent it out.",
        },
        { h: "What does this mean in practice?" },
        {
          p: "The energy performance certificate (EPC) is part of every sales file, so you know the label before you make an offer. If it shows E or F, the five-year clock starts on the date of the deed. At the end of that period, a new EPC drawn up by an approved energy expert must prove that the home has reached label D or better. If it has not, the authorities can impose a fine and the obligation remains.",
        },
        { h: "Which works make the biggest difference?" },
        {
          ul: [
            "Roof insulation, often the most cost-effective first step",
            "Replacing single or old double glazing with high-performance glazing",
            "Insulating exterior walls, cavity walls or floors",
            "Replacing an old boiler with an efficient system or a heat pump",
            "Adding ventilation so the insulated home stays healthy",
          ],
        },
        { h: "Budget and premiums" },
        {
          p: "The cost depends heavily on the starting point: a terraced house that only needs roof insulation and new windows is a very different project from a detached house from the 1960s. Ask for a renovation advice or a quote before you sign the compromis, and include the works in your financing. The Flemish government offers renovation premiums and, under certain conditions, a favourable renovation loan; amounts and conditions change regularly, so always check the current rules on the official Flemish website or with your energy counsellor.",
        },
        {
          p: "At Atrium Immo, we point out the EPC label of every listing from the very first visit and can put you in touch with energy experts and contractors. A label E or F is not a reason to walk away: with the right plan, it can be a good opportunity to negotiate the price and make the home truly your own.",
        },
      ],
      nl: [
        {
          p: "Sinds 1 januari 2023 gaat wie in Vlaanderen een huis of appartement koopt met EPC-label E of F een duidelijk engagement aan: binnen vijf jaar na het verlijden van de notariële akte moet de woning gerenoveerd zijn tot minstens label D. De regel geldt voor elke koper, of u er nu zelf gaat wonen of de woning verhuurt.",
        },
        { h: "Wat betekent dat concreet?" },
        {
          p: "Het energieprestatiecertificaat (EPC) zit in elk verkoopdossier, dus u kent het label nog voor u een bod doet. Staat er E of F op, dan begint de termijn van vijf jaar te lopen op de datum van de akte. Na afloop moet een nieuw EPC, opgemaakt door een erkende energiedeskundige, aantonen dat de woning label D of beter haalt. Lukt dat niet, dan kan de overheid een boete opleggen en blijft de verplichting gewoon bestaan.",
        },
        { h: "Welke werken leveren het meeste op?" },
        {
          ul: [
            "Dakisolatie, vaak de meest rendabele eerste stap",
            "Enkel of oud dubbel glas vervangen door hoogrendementsglas",
            "Gevel-, spouwmuur- of vloerisolatie",
            "Een oude ketel vervangen door een zuinig systeem of een warmtepomp",
            "Ventilatie voorzien, zodat de geïsoleerde woning gezond blijft",
          ],
        },
        { h: "Budget en premies" },
        {
          p: "De kostprijs hangt sterk af van het vertrekpunt: een rijwoning die alleen dakisolatie en nieuwe ramen nodig heeft, is een heel ander project dan een open bebouwing uit de jaren zestig. Vraag een renovatieadvies of offerte aan vóór u het compromis ondertekent en neem de werken mee in uw financiering. De Vlaamse overheid voorziet renovatiepremies en, onder voorwaarden, een voordelige renovatielening. Bedragen en voorwaarden wijzigen geregeld, dus controleer altijd de actuele regels op de officiële Vlaamse website of bij uw energieloket.",
        },
        {
          p: "Bij Atrium Immo vermelden we het EPC-label van elk pand al bij het eerste bezoek en brengen we u graag in contact met energiedeskundigen en aannemers. Een label E of F is geen reden om af te haken: met een goed plan is het vaak een kans om over de prijs te onderhandelen en de woning echt naar uw hand te zetten.",
        },
      ],
      fr: [
        {
          p: "Depuis le 1er janvier 2023, quiconque achète en Flandre une maison ou un appartement doté d’un certificat PEB (EPC) de label E ou F prend un engagement clair : dans les cinq ans qui suivent la signature de l’acte authentique, le logement doit être rénové pour atteindre au minimum le label D. La règle s’applique à tout acquéreur, que vous comptiez habiter le bien ou le mettre en location.",
        },
        { h: "Concrètement, qu’est-ce que cela change ?" },
        {
          p: "Le certificat de performance énergétique figure dans chaque dossier de vente : vous connaissez donc le label avant de faire offre. S’il indique E ou F, le délai de cinq ans commence à courir à la date de l’acte. À l’échéance, un nouveau certificat établi par un certificateur agréé doit démontrer que le logement atteint le label D ou mieux. À défaut, l’administration peut infliger une amende, et l’obligation reste d’application.",
        },
        { h: "Quels travaux ont le plus d’impact ?" },
        {
          ul: [
            "L’isolation de la toiture, souvent la première étape la plus rentable",
            "Le remplacement du simple vitrage ou d’un ancien double vitrage par du vitrage haut rendement",
            "L’isolation des façades, des murs creux ou des sols",
            "Le remplacement d’une vieille chaudière par un système performant ou une pompe à chaleur",
            "L’installation d’une ventilation pour garder un logement isolé sain",
          ],
        },
        { h: "Budget et primes" },
        {
          p: "Le coût dépend fortement du point de départ : une maison mitoyenne qui n’a besoin que d’une isolation de toiture et de nouveaux châssis n’a rien à voir avec une villa quatre façades des années soixante. Demandez un audit ou un devis avant de signer le compromis, et intégrez les travaux dans votre financement. La Région flamande propose des primes à la rénovation et, sous conditions, un prêt rénovation avantageux. Les montants et conditions évoluant régulièrement, vérifiez toujours les règles en vigueur sur le site officiel de la Flandre ou auprès d’un guichet énergie.",
        },
        {
          p: "Chez Atrium Immo, nous signalons le label PEB de chaque bien dès la première visite et pouvons vous mettre en relation avec des certificateurs et des entrepreneurs. Un label E ou F n’est pas une raison de renoncer : avec un bon plan, c’est souvent l’occasion de négocier le prix et de faire du bien un logement à votre image.",
        },
      ],
      de: [
        {
          p: "Seit dem 1. Januar 2023 gilt in Flandern: Wer ein Haus oder eine Wohnung mit dem Energielabel (EPC) E oder F kauft, verpflichtet sich, die Immobilie innerhalb von fünf Jahren nach Unterzeichnung der notariellen Urkunde mindestens auf Label D zu renovieren. Die Regel gilt für jeden Käufer, unabhängig davon, ob Sie selbst einziehen oder vermieten möchten.",
        },
        { h: "Was bedeutet das konkret?" },
        {
          p: "Der Energieausweis ist Bestandteil jeder Verkaufsakte, Sie kennen das Label also, bevor Sie ein Angebot abgeben. Steht dort E oder F, beginnt die Frist von fünf Jahren mit dem Datum der Urkunde. Nach Ablauf muss ein neuer Energieausweis eines zugelassenen Energieexperten belegen, dass die Immobilie Label D oder besser erreicht. Ist das nicht der Fall, kann die Behörde ein Bußgeld verhängen, und die Verpflichtung besteht weiterhin.",
        },
        { h: "Welche Arbeiten bringen am meisten?" },
        {
          ul: [
            "Dachdämmung, oft der wirtschaftlichste erste Schritt",
            "Austausch von Einfach- oder altem Doppelglas durch Hochleistungsverglasung",
            "Dämmung von Fassade, Hohlwand oder Boden",
            "Ersatz eines alten Heizkessels durch ein effizientes System oder eine Wärmepumpe",
            "Einbau einer Lüftung, damit die gedämmte Wohnung gesund bleibt",
          ],
        },
        { h: "Budget und Prämien" },
        {
          p: "Die Kosten hängen stark vom Ausgangszustand ab: Ein Reihenhaus, das nur eine Dachdämmung und neue Fenster braucht, ist ein ganz anderes Projekt als ein freistehendes Haus aus den Sechzigerjahren. Holen Sie vor der Unterzeichnung des Kaufvorvertrags eine Renovierungsberatung oder einen Kostenvoranschlag ein und beziehen Sie die Arbeiten in Ihre Finanzierung ein. Die Flämische Region bietet Renovierungsprämien und unter bestimmten Voraussetzungen ein günstiges Renovierungsdarlehen an. Beträge und Bedingungen ändern sich regelmäßig; prüfen Sie daher stets die aktuellen Regeln auf der offiziellen Website Flanderns oder bei einer Energieberatungsstelle.",
        },
        {
          p: "Bei Atrium Immo nennen wir Ihnen das Energielabel jeder Immobilie bereits beim ersten Besuch und stellen gerne den Kontakt zu Energieexperten und Handwerksbetrieben her. Ein Label E oder F ist kein Grund, abzuspringen: Mit einem guten Plan ist es oft eine Gelegenheit, über den Preis zu verhandeln und die Immobilie ganz nach Ihren Vorstellungen zu gestalten.",
        },
      ],
    },
  },
  {
    kind: "BLOG_POST",
    key: "registration-duties-2026",
    daysAgo: 47,
    title: {
      en: "Registration duties in 2026: what you pay in each region",
      nl: "Registratierechten in 2026: wat betaalt u in elk gewest?",
      fr: "Droits d’enregistrement en 2026 : combien payez-vous selon la Région ?",
      de: "Registrierungsgebühren 2026: Was Sie in jeder Region zahlen",
    },
    description: {
      en: "Flanders, Wallonia or Brussels: registration duty rates differ widely. An overview of the 2026 rates for an only home, other purchases and new builds.",
      nl: "Vlaanderen, Wallonië of Brussel: de registratierechten verschillen sterk. De tarieven in 2026 voor uw enige eigen woning, andere aankopen en nieuwbouw.",
      fr: "Flandre, Wallonie ou Bruxelles : les droits d’enregistrement varient fortement. Les taux 2026 pour une habitation unique, un autre achat ou du neuf.",
      de: "Flandern, Wallonien oder Brüssel: Die Registrierungsgebühren unterscheiden sich stark. Die Sätze 2026 für das einzige Eigenheim, andere Käufe und Neubau.",
    },
    body: {
      en: [
        {
          p: "When you buy an existing home in Belgium, the purchase price is only part of the bill. On top of it come registration duties, a regional tax collected through the notary when the deed is signed. The rate depends on the region where the property is located and on whether it will be your only own home.",
        },
        { h: "The rates at a glance" },
        {
          ul: [
            "Flanders: 2 % for the purchase of your only own home, 12 % in all other cases",
            "Wallonia: 3 % for the purchase of your only own home, 12.5 % in all other cases",
            "Brussels: 12.5 %, with an abatement on the first 200 000 euro for a home you will live in, provided the price does not exceed 600 000 euro",
          ],
        },
        {
          p: "A simple example for a 400 000 euro home you will live in: about 8 000 euro in Flanders, 12 000 euro in Wallonia and 25 000 euro in Brussels, since in Brussels the duties are only calculated on the part above 200 000 euro. The reduced rates and the Brussels abatement come with conditions, for example about owning no other home and registering your domicile at the address within a set period.",
        },
        { h: "New builds: VAT instead of registration duties" },
        {
          p: "If you buy a new-build home from a developer, you pay 21 % VAT on the building instead of registration duties. Registration duties may still apply to the land share, depending on how the sale is structured. Bear this in mind when you compare a new apartment with an existing one: the headline price of a new build is often quoted excluding VAT.",
        },
        { h: "Check your situation with a notary" },
        {
          p: "Notary fees, land registry costs and the costs of your mortgage deed come on top of these taxes, and the rules change regularly. Before you make an offer, ask a notary for a personalised cost estimate. Our team at Atrium Immo is happy to give you a first indication for every property we sell.",
        },
      ],
      nl: [
        {
          p: "Wie in België een bestaande woning koopt, betaalt meer dan alleen de aankoopprijs. Daarbovenop komen de registratierechten, een gewestelijke belasting die de notaris int bij het verlijden van de akte. Het tarief hangt af van het gewest waar het pand ligt en van de vraag of het uw enige eigen woning wordt.",
        },
        { h: "De tarieven in één oogopslag" },
        {
          ul: [
            "Vlaanderen: 2 % voor de aankoop van uw enige eigen woning, 12 % in alle andere gevallen",
            "Wallonië: 3 % voor de aankoop van uw enige eigen woning, 12,5 % in alle andere gevallen",
            "Brussel: 12,5 %, met een abattement op de eerste 200 000 euro voor een woning die u zelf gaat bewonen, op voorwaarde dat de prijs niet hoger ligt dan 600 000 euro",
          ],
        },
        {
          p: "Een eenvoudig voorbeeld voor een woning van 400 000 euro die u zelf bewoont: ongeveer 8 000 euro in Vlaanderen, 12 000 euro in Wallonië en 25 000 euro in Brussel, omdat de rechten in Brussel alleen berekend worden op het deel boven 200 000 euro. Aan de verlaagde tarieven en het Brusselse abattement zijn voorwaarden verbonden, bijvoorbeeld dat u geen andere woning bezit en u binnen een bepaalde termijn op het adres domicilieert.",
        },
        { h: "Nieuwbouw: btw in plaats van registratierechten" },
        {
          p: "Koopt u een nieuwbouwwoning bij een projectontwikkelaar, dan betaalt u 21 % btw op het gebouw in plaats van registratierechten. Op het grondaandeel kunnen, afhankelijk van de manier waarop de verkoop is opgezet, wel nog registratierechten verschuldigd zijn. Hou daar rekening mee wanneer u een nieuw appartement vergelijkt met een bestaand: de vermelde prijs van nieuwbouw is vaak exclusief btw.",
        },
        { h: "Laat uw situatie nakijken door een notaris" },
        {
          p: "Bovenop deze belastingen komen nog het notarishonorarium, de kosten voor de hypothecaire inschrijving en de kosten van uw kredietakte, en de regels wijzigen geregeld. Vraag vóór u een bod doet een persoonlijke kostenraming aan een notaris. Ons team bij Atrium Immo geeft u voor elk pand dat we verkopen graag al een eerste inschatting.",
        },
      ],
      fr: [
        {
          p: "Lorsque vous achetez un logement existant en Belgique, le prix d’achat n’est qu’une partie de la facture. S’y ajoutent les droits d’enregistrement, un impôt régional perçu par le notaire lors de la signature de l’acte. Le taux dépend de la Région où se situe le bien et du fait qu’il s’agisse ou non de votre seule habitation.",
        },
        { h: "Les taux en un coup d’œil" },
        {
          ul: [
            "Flandre : 2 % pour l’achat de votre habitation propre et unique, 12 % dans tous les autres cas",
            "Wallonie : 3 % pour l’achat de votre habitation propre et unique, 12,5 % dans tous les autres cas",
            "Bruxelles : 12,5 %, avec un abattement sur les premiers 200 000 euros pour un logement que vous occuperez, à condition que le prix ne dépasse pas 600 000 euros",
          ],
        },
        {
          p: "Un exemple simple pour un bien de 400 000 euros que vous habiterez : environ 8 000 euros en Flandre, 12 000 euros en Wallonie et 25 000 euros à Bruxelles, puisque les droits n’y sont calculés que sur la partie qui dépasse 200 000 euros. Les taux réduits et l’abattement bruxellois sont soumis à conditions, notamment ne pas posséder d’autre logement et vous domicilier à l’adresse dans un délai déterminé.",
        },
        { h: "Construction neuve : la TVA plutôt que les droits d’enregistrement" },
        {
          p: "Si vous achetez un logement neuf auprès d’un promoteur, vous payez 21 % de TVA sur la construction au lieu des droits d’enregistrement. Selon la manière dont la vente est structurée, des droits d’enregistrement peuvent toutefois rester dus sur la quote-part de terrain. Gardez-le à l’esprit lorsque vous comparez un appartement neuf et un appartement existant : le prix affiché d’un bien neuf s’entend souvent hors TVA.",
        },
        { h: "Faites vérifier votre situation par un notaire" },
        {
          p: "Les honoraires du notaire, les frais d’inscription hypothécaire et les frais de votre acte de crédit viennent s’ajouter à ces impôts, et les règles changent régulièrement. Avant de faire offre, demandez à un notaire une estimation personnalisée des frais. L’équipe d’Atrium Immo vous donne volontiers une première indication pour chaque bien que nous vendons.",
        },
      ],
      de: [
        {
          p: "Wenn Sie in Belgien eine Bestandsimmobilie kaufen, ist der Kaufpreis nur ein Teil der Rechnung. Hinzu kommen die Registrierungsgebühren, eine regionale Steuer, die der Notar bei der Unterzeichnung der Urkunde erhebt. Der Satz hängt von der Region ab, in der die Immobilie liegt, und davon, ob es sich um Ihr einziges Eigenheim handelt.",
        },
        { h: "Die Sätze im Überblick" },
        {
          ul: [
            "Flandern: 2 % beim Kauf Ihres einzigen Eigenheims, 12 % in allen anderen Fällen",
            "Wallonien: 3 % beim Kauf Ihres einzigen Eigenheims, 12,5 % in allen anderen Fällen",
            "Brüssel: 12,5 %, mit einem Freibetrag auf die ersten 200 000 Euro für eine selbst bewohnte Immobilie, sofern der Preis 600 000 Euro nicht übersteigt",
          ],
        },
        {
          p: "Ein einfaches Beispiel für eine selbst bewohnte Immobilie zu 400 000 Euro: etwa 8 000 Euro in Flandern, 12 000 Euro in Wallonien und 25 000 Euro in Brüssel, da die Gebühren dort nur auf den Teil über 200 000 Euro berechnet werden. Die ermäßigten Sätze und der Brüsseler Freibetrag sind an Bedingungen geknüpft, etwa dass Sie keine weitere Wohnung besitzen und Ihren Wohnsitz innerhalb einer bestimmten Frist an der Adresse anmelden.",
        },
        { h: "Neubau: Mehrwertsteuer statt Registrierungsgebühren" },
        {
          p: "Kaufen Sie eine Neubauwohnung von einem Bauträger, zahlen Sie auf das Gebäude 21 % Mehrwertsteuer statt Registrierungsgebühren. Auf den Grundstücksanteil können je nach Gestaltung des Verkaufs dennoch Registrierungsgebühren anfallen. Berücksichtigen Sie dies, wenn Sie eine neue mit einer bestehenden Wohnung vergleichen: Der angegebene Preis eines Neubaus versteht sich oft ohne Mehrwertsteuer.",
        },
        { h: "Lassen Sie Ihre Situation von einem Notar prüfen" },
        {
          p: "Zu diesen Steuern kommen noch das Notarhonorar, die Kosten der Hypothekeneintragung und die Kosten Ihrer Krediturkunde hinzu, und die Regeln ändern sich regelmäßig. Bitten Sie vor Ihrem Angebot einen Notar um eine persönliche Kostenschätzung. Das Team von Atrium Immo gibt Ihnen für jede Immobilie, die wir verkaufen, gerne eine erste Einschätzung.",
        },
      ],
    },
  },
  {
    kind: "BLOG_POST",
    key: "preparing-your-home-for-a-visit",
    daysAgo: 96,
    title: {
      en: "Preparing your home for a visit: our home-staging tips",
      nl: "Uw woning klaarmaken voor een bezoek: onze tips voor homestaging",
      fr: "Préparer votre bien pour une visite : nos conseils de home staging",
      de: "Ihre Immobilie für Besichtigungen vorbereiten: unsere Home-Staging-Tipps",
    },
    description: {
      en: "Decluttering, light, small repairs and a neutral look: simple home-staging tips to help visitors picture themselves in your home and sell it faster.",
      nl: "Opruimen, licht, kleine herstellingen en een neutrale look: eenvoudige homestagingtips zodat kopers zich thuis voelen en uw woning sneller verkoopt.",
      fr: "Désencombrer, miser sur la lumière, réparer les petits défauts : nos conseils simples de home staging pour que les visiteurs se projettent chez vous.",
      de: "Entrümpeln, Licht, kleine Reparaturen und ein neutraler Stil: einfache Home-Staging-Tipps, damit sich Interessenten Ihr Zuhause als ihres vorstellen.",
    },
    body: {
      en: [
        {
          p: "Buyers often make up their minds in the first few minutes of a visit. Home staging is not about hiding defects or spending a fortune: it is about showing your home at its best so visitors can imagine their own life there. A few days of preparation can make a real difference to both the selling time and the offers you receive.",
        },
        { h: "Declutter and depersonalise" },
        {
          p: "Clear worktops, shelves and the hallway, and store away family photos, collections and anything that takes up visual space. Empty half of each wardrobe to show that there is plenty of storage. The aim is a home that feels lived in, but not yours in every detail.",
        },
        { h: "A checklist for the day before" },
        {
          ul: [
            "Fix small annoyances: a dripping tap, a loose handle, a blown bulb",
            "Open curtains and blinds and switch on lights in darker rooms",
            "Air every room and avoid strong cooking smells or heavy fragrances",
            "Tidy the garden, terrace and entrance: the first impression starts outside",
            "Put away pet bowls and litter trays, and plan where pets will stay",
            "Keep important documents and valuables out of sight",
          ],
        },
        { h: "Neutral does not mean boring" },
        {
          p: "A fresh coat of light paint on a very colourful wall, clean joints in the bathroom and a few green plants are often enough. Add a bowl of fruit in the kitchen or a neatly made bed with fresh linen to create warmth without clutter.",
        },
        {
          p: "Our agents at Atrium Immo walk through your home with you before the photo shoot and the first visits, and give you honest, practical advice tailored to your property and your budget.",
        },
      ],
      nl: [
        {
          p: "Kopers beslissen vaak in de eerste minuten van een bezoek. Homestaging draait niet om gebreken verbergen of veel geld uitgeven, maar om uw woning op haar best te tonen, zodat bezoekers er hun eigen leven kunnen inbeelden. Enkele dagen voorbereiding kunnen een groot verschil maken, zowel voor de verkooptermijn als voor de biedingen die u ontvangt.",
        },
        { h: "Ruim op en maak het minder persoonlijk" },
        {
          p: "Maak het aanrecht, de rekken en de inkomhal vrij en berg familiefoto’s, verzamelingen en alles wat visueel veel plaats inneemt op. Maak de helft van elke kast leeg om te tonen dat er ruim voldoende bergruimte is. Het doel is een woning die bewoond aanvoelt, maar niet tot in elk detail de uwe.",
        },
        { h: "Een checklist voor de dag ervoor" },
        {
          ul: [
            "Herstel kleine ergernissen: een druppende kraan, een loszittende klink, een kapotte lamp",
            "Open gordijnen en rolluiken en doe het licht aan in donkere ruimtes",
            "Verlucht elke kamer en vermijd sterke kookgeuren of zware parfums",
            "Maak de tuin, het terras en de voordeur netjes: de eerste indruk begint buiten",
            "Berg drinkbakjes en kattenbakken op en zorg voor een oplossing voor uw huisdieren",
            "Leg belangrijke documenten en waardevolle spullen uit het zicht",
          ],
        },
        { h: "Neutraal is niet saai" },
        {
          p: "Een frisse lichte verflaag op een heel kleurrijke muur, propere voegen in de badkamer en enkele groene planten volstaan vaak. Een fruitschaal in de keuken of een mooi opgemaakt bed met fris linnen zorgt voor warmte zonder rommel.",
        },
        {
          p: "De makelaars van Atrium Immo lopen vóór de fotoshoot en de eerste bezoeken samen met u door de woning en geven eerlijk, praktisch advies op maat van uw pand en uw budget.",
        },
      ],
      fr: [
        {
          p: "Les acheteurs se font souvent une opinion dès les premières minutes d’une visite. Le home staging ne consiste pas à cacher les défauts ni à dépenser une fortune : il s’agit de montrer votre bien sous son meilleur jour pour que les visiteurs puissent s’y projeter. Quelques jours de préparation peuvent faire une vraie différence, tant sur le délai de vente que sur les offres reçues.",
        },
        { h: "Désencombrer et dépersonnaliser" },
        {
          p: "Dégagez les plans de travail, les étagères et le hall d’entrée, et rangez photos de famille, collections et tout ce qui encombre le regard. Videz la moitié de chaque garde-robe pour montrer que les rangements ne manquent pas. L’objectif : un intérieur qui semble habité, sans être le vôtre dans les moindres détails.",
        },
        { h: "La check-list de la veille" },
        {
          ul: [
            "Réparez les petits défauts : un robinet qui goutte, une poignée qui bouge, une ampoule grillée",
            "Ouvrez rideaux et volets, et allumez la lumière dans les pièces plus sombres",
            "Aérez chaque pièce et évitez les odeurs de cuisine ou les parfums trop présents",
            "Soignez le jardin, la terrasse et l’entrée : la première impression commence dehors",
            "Rangez gamelles et litières, et prévoyez un endroit pour vos animaux",
            "Mettez les documents importants et les objets de valeur hors de vue",
          ],
        },
        { h: "Neutre ne veut pas dire fade" },
        {
          p: "Une couche de peinture claire sur un mur très coloré, des joints propres dans la salle de bains et quelques plantes vertes suffisent souvent. Une corbeille de fruits dans la cuisine ou un lit soigneusement fait avec du linge frais apportent de la chaleur sans encombrer.",
        },
        {
          p: "Avant la séance photo et les premières visites, les agents d’Atrium Immo parcourent votre bien avec vous et vous donnent des conseils francs et concrets, adaptés à votre logement et à votre budget.",
        },
      ],
      de: [
        {
          p: "Kaufinteressenten entscheiden oft in den ersten Minuten einer Besichtigung. Beim Home-Staging geht es nicht darum, Mängel zu verbergen oder viel Geld auszugeben, sondern darum, Ihre Immobilie von ihrer besten Seite zu zeigen, damit sich Besucher ihr eigenes Leben darin vorstellen können. Einige Tage Vorbereitung können sowohl bei der Vermarktungsdauer als auch bei den Angeboten einen echten Unterschied machen.",
        },
        { h: "Entrümpeln und entpersonalisieren" },
        {
          p: "Räumen Sie Arbeitsflächen, Regale und den Eingangsbereich frei und verstauen Sie Familienfotos, Sammlungen und alles, was den Blick ablenkt. Leeren Sie jeden Schrank zur Hälfte, um zu zeigen, dass genügend Stauraum vorhanden ist. Ziel ist ein Zuhause, das bewohnt wirkt, aber nicht in jedem Detail das Ihre ist.",
        },
        { h: "Eine Checkliste für den Vortag" },
        {
          ul: [
            "Beheben Sie kleine Ärgernisse: einen tropfenden Wasserhahn, einen lockeren Griff, eine defekte Glühbirne",
            "Öffnen Sie Vorhänge und Rollläden und schalten Sie in dunkleren Räumen das Licht ein",
            "Lüften Sie jeden Raum und vermeiden Sie starke Küchengerüche oder aufdringliche Düfte",
            "Pflegen Sie Garten, Terrasse und Eingang: Der erste Eindruck entsteht draußen",
            "Räumen Sie Futternäpfe und Katzentoiletten weg und planen Sie, wo Ihre Haustiere bleiben",
            "Bewahren Sie wichtige Unterlagen und Wertsachen außer Sichtweite auf",
          ],
        },
        { h: "Neutral heißt nicht langweilig" },
        {
          p: "Ein heller Anstrich auf einer sehr farbigen Wand, saubere Fugen im Badezimmer und einige Grünpflanzen genügen oft. Eine Obstschale in der Küche oder ein sorgfältig gemachtes Bett mit frischer Wäsche schaffen Wärme, ohne zu überladen.",
        },
        {
          p: "Vor dem Fototermin und den ersten Besichtigungen gehen die Makler von Atrium Immo gemeinsam mit Ihnen durch Ihre Immobilie und geben Ihnen ehrliche, praktische Ratschläge, die auf Ihr Objekt und Ihr Budget zugeschnitten sind.",
        },
      ],
    },
  },
  {
    kind: "BLOG_POST",
    key: "renting-in-brussels-deposit-and-inventory",
    daysAgo: 153,
    title: {
      en: "Renting in Brussels: rental deposit, inventory and lease registration",
      nl: "Huren in Brussel: huurwaarborg, plaatsbeschrijving en registratie",
      fr: "Louer à Bruxelles : garantie locative, état des lieux et enregistrement",
      de: "Mieten in Brüssel: Mietkaution, Zustandsprotokoll und Registrierung",
    },
    description: {
      en: "How much rental deposit can a Brussels landlord ask for, why the inventory matters and who registers the lease: the essentials for tenants and landlords.",
      nl: "Hoeveel huurwaarborg mag een Brusselse verhuurder vragen, waarom telt de plaatsbeschrijving en wie registreert het contract? Alles wat u moet weten.",
      fr: "Montant de la garantie locative à Bruxelles, importance de l’état des lieux, enregistrement du bail : l’essentiel pour les locataires et les bailleurs.",
      de: "Wie hoch darf die Mietkaution in Brüssel sein, warum zählt das Zustandsprotokoll, wer registriert den Vertrag? Das Wichtigste für Mieter und Vermieter.",
    },
    body: {
      en: [
        {
          p: "Renting a home in Brussels involves a few formalities that protect both tenant and landlord. Handled properly at the start of the lease, they avoid most disputes when you move out. Here are the three essentials.",
        },
        { h: "The rental deposit" },
        {
          p: "The landlord may ask for a rental guarantee, but its amount is capped by Brussels law. At the end of the lease, it is released with the agreement of both parties, or by court decision if they cannot agree. Paying it in cash or into the landlord’s personal account is not the right way. The accepted forms are:",
        },
        {
          ul: [
            "A blocked bank account in the tenant’s name: at most two months’ rent, with the interest going to the tenant",
            "A bank guarantee: at most three months’ rent, which the tenant builds up with the bank through monthly instalments",
            "A guarantee arranged through a public social welfare centre (CPAS/OCMW), where applicable",
          ],
        },
        { h: "The move-in and move-out inventory" },
        {
          p: "The inventory (état des lieux in French, plaatsbeschrijving in Dutch) is a detailed description of the condition of the home, room by room, ideally with photos. It is drawn up jointly at the start of the lease, or by an independent expert whose fee is shared, and attached to the lease. When you leave, a move-out inventory is compared with it: the tenant answers for damage, not for normal wear and tear. Without a proper move-in inventory, it becomes very hard to prove anything later.",
        },
        { h: "Registering the lease" },
        {
          p: "A residential lease must be registered by the landlord within two months of signing; for a home, this is free of charge and can be done online. Registration gives the lease a certain date, which protects the tenant if the property is sold. At Atrium Immo, our rental team takes care of the lease, the inventory appointment and the registration for the landlords we work for.",
        },
      ],
      nl: [
        {
          p: "Wie in Brussel een woning huurt, krijgt te maken met enkele formaliteiten die zowel huurder als verhuurder beschermen. Wie ze bij de start van de huur goed regelt, vermijdt de meeste discussies bij het vertrek. Dit zijn de drie belangrijkste.",
        },
        { h: "De huurwaarborg" },
        {
          p: "De verhuurder mag een huurwaarborg vragen, maar het bedrag is in de Brusselse regelgeving begrensd. Op het einde van de huur wordt hij vrijgegeven met het akkoord van beide partijen, of via een rechterlijke beslissing als ze het niet eens raken. Cash betalen of storten op de persoonlijke rekening van de verhuurder is niet de juiste werkwijze. De aanvaarde vormen zijn:",
        },
        {
          ul: [
            "Een geblokkeerde rekening op naam van de huurder: maximaal twee maanden huur, de intresten komen toe aan de huurder",
            "Een bankwaarborg: maximaal drie maanden huur, die de huurder via maandelijkse afbetalingen bij de bank samenstelt",
            "Een waarborg via het OCMW (CPAS), wanneer dat van toepassing is",
          ],
        },
        { h: "De plaatsbeschrijving bij intrede en uittrede" },
        {
          p: "De plaatsbeschrijving (état des lieux in het Frans) is een gedetailleerde beschrijving van de staat van de woning, kamer per kamer, bij voorkeur met foto’s. Ze wordt bij de start van de huur tegensprekelijk opgemaakt, samen of door een onafhankelijke deskundige van wie de kosten gedeeld worden, en bij het huurcontract gevoegd. Bij het vertrek wordt een plaatsbeschrijving van uittrede ermee vergeleken: de huurder is verantwoordelijk voor schade, niet voor normale slijtage. Zonder degelijke intredende plaatsbeschrijving is het later erg moeilijk om iets te bewijzen.",
        },
        { h: "De registratie van het huurcontract" },
        {
          p: "Een woninghuurovereenkomst moet binnen twee maanden na ondertekening door de verhuurder geregistreerd worden. Voor een woning is dat gratis en het kan online. De registratie geeft het contract een vaste datum, wat de huurder beschermt als het pand verkocht wordt. Bij Atrium Immo zorgt ons verhuurteam voor de verhuurders met wie we werken voor het contract, de afspraak voor de plaatsbeschrijving en de registratie.",
        },
      ],
      fr: [
        {
          p: "Louer un logement à Bruxelles implique quelques formalités qui protègent aussi bien le locataire que le bailleur. Bien réglées au début du bail, elles évitent la plupart des litiges au moment du départ. Voici les trois essentielles.",
        },
        { h: "La garantie locative" },
        {
          p: "Le bailleur peut demander une garantie locative, mais son montant est plafonné par la législation bruxelloise. En fin de bail, elle est libérée avec l’accord des deux parties ou, à défaut d’accord, sur décision du juge. La payer en liquide ou la verser sur le compte personnel du bailleur n’est pas la bonne façon de procéder. Les formes admises sont :",
        },
        {
          ul: [
            "Un compte bloqué au nom du locataire : deux mois de loyer au maximum, les intérêts revenant au locataire",
            "Une garantie bancaire : trois mois de loyer au maximum, que le locataire constitue auprès de sa banque par mensualités",
            "Une garantie obtenue par l’intermédiaire du CPAS, le cas échéant",
          ],
        },
        { h: "L’état des lieux d’entrée et de sortie" },
        {
          p: "L’état des lieux (plaatsbeschrijving en néerlandais) est une description détaillée de l’état du logement, pièce par pièce, idéalement photos à l’appui. Il est établi contradictoirement au début du bail, par les parties elles-mêmes ou par un expert indépendant dont les frais sont partagés, puis annexé au bail. À la sortie, un état des lieux de sortie est comparé à celui d’entrée : le locataire répond des dégâts, pas de l’usure normale. Sans état des lieux d’entrée sérieux, il devient très difficile de prouver quoi que ce soit par la suite.",
        },
        { h: "L’enregistrement du bail" },
        {
          p: "Un bail de résidence doit être enregistré par le bailleur dans les deux mois de sa signature ; pour un logement, c’est gratuit et cela peut se faire en ligne. L’enregistrement donne au bail une date certaine, ce qui protège le locataire en cas de vente du bien. Chez Atrium Immo, notre service location prend en charge le bail, l’organisation de l’état des lieux et l’enregistrement pour les propriétaires qui nous confient leur bien.",
        },
      ],
      de: [
        {
          p: "Wer in Brüssel eine Wohnung mietet, hat mit einigen Formalitäten zu tun, die Mieter und Vermieter gleichermaßen schützen. Werden sie zu Beginn des Mietverhältnisses sorgfältig erledigt, lassen sich die meisten Streitigkeiten beim Auszug vermeiden. Hier sind die drei wichtigsten.",
        },
        { h: "Die Mietkaution" },
        {
          p: "Der Vermieter darf eine Mietkaution verlangen, deren Höhe jedoch durch die Brüsseler Gesetzgebung begrenzt ist. Am Ende der Mietzeit wird sie mit Zustimmung beider Parteien freigegeben oder, wenn sie sich nicht einigen, durch gerichtliche Entscheidung. Eine Barzahlung oder Überweisung auf das Privatkonto des Vermieters ist nicht der richtige Weg. Zulässig sind:",
        },
        {
          ul: [
            "Ein Sperrkonto auf den Namen des Mieters: höchstens zwei Monatsmieten, die Zinsen stehen dem Mieter zu",
            "Eine Bankgarantie: höchstens drei Monatsmieten, die der Mieter bei seiner Bank in monatlichen Raten aufbaut",
            "Gegebenenfalls eine Garantie über das Öffentliche Sozialhilfezentrum (ÖSHZ, CPAS/OCMW)",
          ],
        },
        { h: "Das Zustandsprotokoll bei Ein- und Auszug" },
        {
          p: "Das Zustandsprotokoll (französisch état des lieux, niederländisch plaatsbeschrijving) ist eine ausführliche Beschreibung des Zustands der Wohnung, Raum für Raum, idealerweise mit Fotos. Es wird zu Beginn des Mietverhältnisses gemeinsam erstellt, durch die Parteien selbst oder durch einen unabhängigen Sachverständigen, dessen Kosten geteilt werden, und dem Mietvertrag beigefügt. Beim Auszug wird ein Auszugsprotokoll damit verglichen: Der Mieter haftet für Schäden, nicht für normale Abnutzung. Ohne ein sorgfältiges Einzugsprotokoll lässt sich später kaum etwas beweisen.",
        },
        { h: "Die Registrierung des Mietvertrags" },
        {
          p: "Ein Wohnungsmietvertrag muss innerhalb von zwei Monaten nach Unterzeichnung vom Vermieter registriert werden; für eine Wohnung ist dies kostenlos und online möglich. Die Registrierung verleiht dem Vertrag ein sicheres Datum, was den Mieter im Fall eines Verkaufs der Immobilie schützt. Bei Atrium Immo kümmert sich unser Vermietungsteam für die Eigentümer, die uns ihre Immobilie anvertrauen, um den Mietvertrag, den Termin für das Zustandsprotokoll und die Registrierung.",
        },
      ],
    },
  },
  {
    kind: "COMPANY_VALUE",
    key: "adaptation",
    daysAgo: 400,
    title: {
      en: "Adaptability",
      nl: "Aanpassingsvermogen",
      fr: "Adaptation",
      de: "Anpassungsfähigkeit",
    },
    description: {
      en: "Every property and every owner is different. At Atrium Immo, we adapt our approach, our timing and our communication to your project and your situation.",
      nl: "Elk pand en elke eigenaar is anders. Bij Atrium Immo stemmen we onze aanpak, timing en communicatie af op uw project en uw persoonlijke situatie.",
      fr: "Chaque bien et chaque propriétaire sont uniques. Chez Atrium Immo, nous adaptons notre approche, notre calendrier et notre communication à votre projet.",
      de: "Jede Immobilie und jeder Eigentümer ist anders. Bei Atrium Immo passen wir Vorgehen, Zeitplan und Kommunikation an Ihr Vorhaben und Ihre Lage an.",
    },
    body: {
      en: [
        {
          p: "A studio in Ixelles, a family house in Uccle and an inherited property shared between siblings do not call for the same approach. We take the time to understand your constraints, your timing and your priorities before proposing a strategy.",
        },
        {
          p: "Visits in the evening or on Saturdays, a file followed in French, Dutch, English or German, a sale combined with the search for your next home: we adjust to you, not the other way round.",
        },
      ],
      nl: [
        {
          p: "Een studio in Elsene, een gezinswoning in Ukkel en een geërfd pand dat broers en zussen samen verkopen, vragen niet om dezelfde aanpak. We nemen de tijd om uw beperkingen, uw timing en uw prioriteiten te begrijpen voor we een strategie voorstellen.",
        },
        {
          p: "Bezoeken ’s avonds of op zaterdag, een dossier opgevolgd in het Nederlands, Frans, Engels of Duits, een verkoop gecombineerd met de zoektocht naar uw volgende woning: wij passen ons aan u aan, niet omgekeerd.",
        },
      ],
      fr: [
        {
          p: "Un studio à Ixelles, une maison familiale à Uccle ou un bien hérité que des frères et sœurs vendent ensemble n’appellent pas la même approche. Nous prenons le temps de comprendre vos contraintes, votre calendrier et vos priorités avant de vous proposer une stratégie.",
        },
        {
          p: "Visites en soirée ou le samedi, dossier suivi en français, en néerlandais, en anglais ou en allemand, vente combinée à la recherche de votre prochain logement : c’est nous qui nous adaptons à vous, et non l’inverse.",
        },
      ],
      de: [
        {
          p: "Ein Studio in Ixelles, ein Familienhaus in Uccle oder eine geerbte Immobilie, die Geschwister gemeinsam verkaufen, verlangen nicht dasselbe Vorgehen. Wir nehmen uns die Zeit, Ihre Rahmenbedingungen, Ihren Zeitplan und Ihre Prioritäten zu verstehen, bevor wir Ihnen eine Strategie vorschlagen.",
        },
        {
          p: "Besichtigungen am Abend oder am Samstag, eine Betreuung auf Französisch, Niederländisch, Englisch oder Deutsch, ein Verkauf in Verbindung mit der Suche nach Ihrem nächsten Zuhause: Wir richten uns nach Ihnen, nicht umgekehrt.",
        },
      ],
    },
  },
  {
    kind: "COMPANY_VALUE",
    key: "accompagnement",
    daysAgo: 400,
    title: {
      en: "Guidance",
      nl: "Begeleiding",
      fr: "Accompagnement",
      de: "Begleitung",
    },
    description: {
      en: "From the first valuation to the handover of the keys, one dedicated agent guides you through every step of your sale or rental with Atrium Immo.",
      nl: "Van de eerste schatting tot de overdracht van de sleutels begeleidt één vaste makelaar van Atrium Immo u door elke stap van uw verkoop of verhuur.",
      fr: "De la première estimation à la remise des clés, un agent attitré d’Atrium Immo vous accompagne à chaque étape de votre vente ou de votre location.",
      de: "Von der ersten Bewertung bis zur Schlüsselübergabe begleitet Sie ein fester Ansprechpartner von Atrium Immo durch jeden Schritt von Verkauf oder Vermietung.",
    },
    body: {
      en: [
        {
          p: "Selling or renting out a property means dealing with certificates, planning information, offers, the compromis and the notary. At Atrium Immo, one agent follows your file from start to finish, so you always know whom to call and where things stand.",
        },
        {
          ul: [
            "Gathering the mandatory certificates and documents",
            "Advice on price, presentation and timing",
            "Organising and following up visits",
            "Negotiation and preparation of the sales agreement",
            "Coordination with the notary until the deed is signed",
          ],
        },
      ],
      nl: [
        {
          p: "Een pand verkopen of verhuren betekent attesten, stedenbouwkundige inlichtingen, biedingen, een compromis en de notaris. Bij Atrium Immo volgt één makelaar uw dossier van begin tot einde op, zodat u altijd weet wie u kunt bellen en hoe het ervoor staat.",
        },
        {
          ul: [
            "Verzamelen van de verplichte attesten en documenten",
            "Advies over prijs, presentatie en timing",
            "Organiseren en opvolgen van de bezoeken",
            "Onderhandeling en opmaak van de verkoopovereenkomst",
            "Coördinatie met de notaris tot het verlijden van de akte",
          ],
        },
      ],
      fr: [
        {
          p: "Vendre ou louer un bien, c’est gérer des certificats, des renseignements urbanistiques, des offres, un compromis et le notaire. Chez Atrium Immo, un seul agent suit votre dossier du début à la fin : vous savez toujours qui appeler et où en sont les choses.",
        },
        {
          ul: [
            "Rassemblement des certificats et documents obligatoires",
            "Conseils sur le prix, la présentation et le calendrier",
            "Organisation et suivi des visites",
            "Négociation et rédaction du compromis de vente",
            "Coordination avec le notaire jusqu’à la signature de l’acte",
          ],
        },
      ],
      de: [
        {
          p: "Wer eine Immobilie verkauft oder vermietet, hat mit Bescheinigungen, städtebaulichen Auskünften, Angeboten, dem Kaufvorvertrag und dem Notar zu tun. Bei Atrium Immo betreut ein einziger Makler Ihre Akte von Anfang bis Ende, sodass Sie stets wissen, wen Sie anrufen können und wie der Stand ist.",
        },
        {
          ul: [
            "Zusammenstellung der vorgeschriebenen Bescheinigungen und Unterlagen",
            "Beratung zu Preis, Präsentation und Zeitplan",
            "Organisation und Nachbereitung der Besichtigungen",
            "Verhandlung und Ausarbeitung des Kaufvorvertrags",
            "Abstimmung mit dem Notar bis zur Unterzeichnung der Urkunde",
          ],
        },
      ],
    },
  },
  {
    kind: "COMPANY_VALUE",
    key: "confiance",
    daysAgo: 400,
    title: {
      en: "Trust",
      nl: "Vertrouwen",
      fr: "Confiance",
      de: "Vertrauen",
    },
    description: {
      en: "Trust is earned through realistic valuations, promises we keep and advice that puts your interests first. That is how Atrium Immo has worked since 2009.",
      nl: "Vertrouwen verdien je met realistische schattingen, nagekomen beloftes en advies dat uw belang voorop zet. Zo werkt Atrium Immo al sinds 2009.",
      fr: "La confiance se gagne par des estimations réalistes, des promesses tenues et des conseils qui privilégient vos intérêts. C’est ainsi qu’Atrium Immo travaille.",
      de: "Vertrauen entsteht durch realistische Bewertungen, gehaltene Zusagen und eine Beratung in Ihrem Interesse. So arbeitet Atrium Immo seit 2009.",
    },
    body: {
      en: [
        {
          p: "Entrusting someone with the sale of your home is a big step. We would rather give you a realistic valuation than an attractive figure that leaves your property on the market for months.",
        },
        {
          p: "Many of our clients come to us on the recommendation of a neighbour, a friend or a previous buyer. We see that as the best proof that trust, once earned, lasts well beyond a single transaction.",
        },
      ],
      nl: [
        {
          p: "Iemand de verkoop van uw woning toevertrouwen is een grote stap. We geven u liever een realistische schatting dan een aantrekkelijk cijfer waardoor uw pand maandenlang te koop blijft staan.",
        },
        {
          p: "Veel klanten komen bij ons op aanraden van een buur, een vriend of een vroegere koper. Voor ons is dat het beste bewijs dat vertrouwen, eens verdiend, veel langer meegaat dan één transactie.",
        },
      ],
      fr: [
        {
          p: "Confier la vente de son logement à quelqu’un est une étape importante. Nous préférons vous donner une estimation réaliste plutôt qu’un chiffre séduisant qui laisserait votre bien en vente pendant des mois.",
        },
        {
          p: "Beaucoup de nos clients viennent chez nous sur la recommandation d’un voisin, d’un ami ou d’un ancien acquéreur. C’est pour nous la meilleure preuve que la confiance, une fois gagnée, dure bien au-delà d’une seule transaction.",
        },
      ],
      de: [
        {
          p: "Jemandem den Verkauf Ihres Zuhauses anzuvertrauen, ist ein großer Schritt. Wir nennen Ihnen lieber einen realistischen Wert als eine verlockende Zahl, die Ihre Immobilie monatelang auf dem Markt hält.",
        },
        {
          p: "Viele unserer Kunden kommen auf Empfehlung eines Nachbarn, eines Freundes oder eines früheren Käufers zu uns. Für uns ist das der beste Beweis, dass einmal gewonnenes Vertrauen weit über eine einzelne Transaktion hinaus Bestand hat.",
        },
      ],
    },
  },
  {
    kind: "COMPANY_VALUE",
    key: "transparence",
    daysAgo: 400,
    title: {
      en: "Transparency",
      nl: "Transparantie",
      fr: "Transparence",
      de: "Transparenz",
    },
    description: {
      en: "Clear fees, regular visit reports and every offer passed on to you: with Atrium Immo, you always know exactly where your sale or rental stands.",
      nl: "Duidelijke honoraria, geregelde bezoekverslagen en elk bod meteen aan u doorgegeven: bij Atrium Immo weet u altijd hoe uw verkoop of verhuur ervoor staat.",
      fr: "Honoraires clairs, comptes rendus de visites réguliers et chaque offre transmise : avec Atrium Immo, vous savez toujours où en est votre vente ou location.",
      de: "Klare Honorare, regelmäßige Besichtigungsberichte und jedes Angebot sofort weitergeleitet: Bei Atrium Immo wissen Sie stets, wie es um Ihre Immobilie steht.",
    },
    body: {
      en: [
        {
          p: "Our fees are set out in writing before we start, with no hidden costs. After each visit, you receive feedback from the candidates, and every offer is passed on to you, whatever its amount.",
        },
        {
          p: "Buyers and tenants benefit too: we share the available certificates, the EPC label and any known defects from the start, because a sale built on complete information is a sale that holds.",
        },
      ],
      nl: [
        {
          p: "Onze honoraria leggen we vooraf schriftelijk vast, zonder verborgen kosten. Na elk bezoek krijgt u de feedback van de kandidaten en elk bod wordt aan u doorgegeven, ongeacht het bedrag.",
        },
        {
          p: "Ook kopers en huurders hebben er baat bij: we delen de beschikbare attesten, het EPC-label en gekende gebreken van bij het begin, want een verkoop op basis van volledige informatie is een verkoop die standhoudt.",
        },
      ],
      fr: [
        {
          p: "Nos honoraires sont fixés par écrit avant de commencer, sans frais cachés. Après chaque visite, vous recevez le retour des candidats, et chaque offre vous est transmise, quel que soit son montant.",
        },
        {
          p: "Les acquéreurs et les locataires en profitent aussi : nous communiquons dès le départ les certificats disponibles, le label PEB et les défauts connus, car une vente fondée sur une information complète est une vente qui tient.",
        },
      ],
      de: [
        {
          p: "Unsere Honorare werden vor Beginn schriftlich festgelegt, ohne versteckte Kosten. Nach jeder Besichtigung erhalten Sie die Rückmeldungen der Interessenten, und jedes Angebot wird Ihnen weitergeleitet, unabhängig von seiner Höhe.",
        },
        {
          p: "Auch Käufer und Mieter profitieren davon: Wir legen die verfügbaren Bescheinigungen, das Energielabel und bekannte Mängel von Anfang an offen, denn ein Verkauf auf Grundlage vollständiger Informationen ist ein Verkauf, der Bestand hat.",
        },
      ],
    },
  },
  {
    kind: "COMPANY_VALUE",
    key: "ecoute",
    daysAgo: 400,
    title: {
      en: "Listening",
      nl: "Luisterbereidheid",
      fr: "Écoute",
      de: "Zuhören",
    },
    description: {
      en: "Before talking about prices or plans, we listen: to your expectations, your doubts and your personal situation. Good advice at Atrium Immo starts there.",
      nl: "Voor we over prijzen of plannen praten, luisteren we: naar uw verwachtingen, uw twijfels en uw persoonlijke situatie. Goed advies begint daar.",
      fr: "Avant de parler de prix ou de plans, nous vous écoutons : vos attentes, vos doutes et votre situation personnelle. Chez Atrium Immo, un bon conseil commence là.",
      de: "Bevor wir über Preise oder Pläne sprechen, hören wir zu: Ihren Erwartungen, Ihren Zweifeln und Ihrer persönlichen Lage. Gute Beratung beginnt genau dort.",
    },
    body: {
      en: [
        {
          p: "A sale often goes hand in hand with a life event: a birth, a separation, a move abroad, a retirement. Our first meeting is about understanding what you need, not about signing a mandate.",
        },
        {
          p: "Buyers and tenants deserve the same attention. By listening carefully to what they are really looking for, we suggest fewer but better-matched visits, which saves time for everyone, including the owners.",
        },
      ],
      nl: [
        {
          p: "Een verkoop gaat vaak samen met een belangrijke gebeurtenis: een geboorte, een scheiding, een verhuis naar het buitenland, een pensioen. Ons eerste gesprek draait om begrijpen wat u nodig hebt, niet om het ondertekenen van een opdracht.",
        },
        {
          p: "Kopers en huurders verdienen dezelfde aandacht. Door goed te luisteren naar wat ze echt zoeken, stellen we minder maar beter passende bezoeken voor. Dat spaart iedereen tijd, ook de eigenaars.",
        },
      ],
      fr: [
        {
          p: "Une vente accompagne souvent un moment de vie : une naissance, une séparation, un départ à l’étranger, une retraite. Notre premier rendez-vous sert à comprendre ce dont vous avez besoin, pas à vous faire signer un mandat.",
        },
        {
          p: "Les acquéreurs et les locataires méritent la même attention. En écoutant vraiment ce qu’ils recherchent, nous proposons moins de visites, mais mieux ciblées, ce qui fait gagner du temps à tout le monde, propriétaires compris.",
        },
      ],
      de: [
        {
          p: "Ein Verkauf geht oft mit einem einschneidenden Ereignis einher: einer Geburt, einer Trennung, einem Umzug ins Ausland, dem Ruhestand. Bei unserem ersten Gespräch geht es darum, zu verstehen, was Sie brauchen, und nicht um die Unterzeichnung eines Auftrags.",
        },
        {
          p: "Käufer und Mieter verdienen dieselbe Aufmerksamkeit. Indem wir genau zuhören, was sie wirklich suchen, schlagen wir weniger, aber besser passende Besichtigungen vor. Das spart allen Beteiligten Zeit, auch den Eigentümern.",
        },
      ],
    },
  },
  {
    kind: "COMPANY_VALUE",
    key: "confidentialite",
    daysAgo: 400,
    title: {
      en: "Confidentiality",
      nl: "Discretie",
      fr: "Confidentialité",
      de: "Vertraulichkeit",
    },
    description: {
      en: "Your personal situation, your reasons for selling and your documents stay between us. Atrium Immo handles every file with discretion, as the law requires.",
      nl: "Uw persoonlijke situatie, uw redenen om te verkopen en uw documenten blijven tussen ons. Atrium Immo behandelt elk dossier met de nodige discretie.",
      fr: "Votre situation personnelle, vos raisons de vendre et vos documents restent entre nous. Atrium Immo traite chaque dossier avec la plus grande discrétion.",
      de: "Ihre persönliche Situation, Ihre Verkaufsgründe und Ihre Unterlagen bleiben unter uns. Atrium Immo behandelt jede Akte mit größter Vertraulichkeit.",
    },
    body: {
      en: [
        {
          p: "Why you are selling, the price you would accept or the terms of a divorce are not information for visitors or buyers. We only share what is needed for the transaction, and only with your agreement.",
        },
        {
          p: "On request, we can also market a property discreetly: no online listing and no sign on the façade, but a selection of qualified buyers from our own files. Personal data is processed in line with the GDPR and our professional code of ethics.",
        },
      ],
      nl: [
        {
          p: "Waarom u verkoopt, welke prijs u zou aanvaarden of de afspraken rond een scheiding zijn geen informatie voor bezoekers of kopers. We delen alleen wat nodig is voor de transactie, en alleen met uw akkoord.",
        },
        {
          p: "Op vraag brengen we een pand ook discreet op de markt: geen advertentie online en geen bord aan de gevel, maar een selectie van serieuze kandidaat-kopers uit ons eigen bestand. Persoonsgegevens verwerken we volgens de GDPR en onze beroepsdeontologie.",
        },
      ],
      fr: [
        {
          p: "Les raisons de votre vente, le prix que vous seriez prêt à accepter ou les modalités d’un divorce ne regardent ni les visiteurs ni les acquéreurs. Nous ne partageons que ce qui est nécessaire à la transaction, et uniquement avec votre accord.",
        },
        {
          p: "Sur demande, nous pouvons aussi commercialiser un bien en toute discrétion : pas d’annonce en ligne ni de panneau sur la façade, mais une sélection d’acquéreurs qualifiés issus de nos propres fichiers. Les données personnelles sont traitées conformément au RGPD et à notre déontologie professionnelle.",
        },
      ],
      de: [
        {
          p: "Warum Sie verkaufen, welchen Preis Sie akzeptieren würden oder die Vereinbarungen einer Scheidung gehen Besucher und Käufer nichts an. Wir geben nur weiter, was für die Transaktion erforderlich ist, und nur mit Ihrem Einverständnis.",
        },
        {
          p: "Auf Wunsch vermarkten wir eine Immobilie auch diskret: ohne Online-Inserat und ohne Schild an der Fassade, sondern über eine Auswahl qualifizierter Kaufinteressenten aus unserer eigenen Kartei. Personenbezogene Daten verarbeiten wir gemäß der DSGVO und unseren berufsständischen Regeln.",
        },
      ],
    },
  },
];
