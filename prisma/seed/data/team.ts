import type { DemoTeamMember } from "./types";

export const demoTeam: DemoTeamMember[] = [
  {
    slug: "sophie-dubois",
    firstName: "Sophie",
    lastName: "Dubois",
    email: "sophie.dubois@atrium-immo.be",
    phone: "0475482193",
    role: {
      en: "Managing Director",
      nl: "Zaakvoerder",
      fr: "Directrice générale",
      de: "Geschäftsführerin",
    },
    bio: {
      en: "Sophie founded Atrium Immo in 2009 after ten years in residential development in Brussels. She oversees the agency's new-build projects and still personally handles a number of sales every year. A licensed estate agent registered with the BIV/IPI, she is known for her calm approach to complex negotiations.",
      nl: "Sophie richtte Atrium Immo op in 2009, na tien jaar ervaring in residentiële projectontwikkeling in Brussel. Ze superviseert de nieuwbouwprojecten van het kantoor en begeleidt nog elk jaar zelf een aantal verkopen. Als erkend BIV-vastgoedmakelaar staat ze bekend om haar kalme aanpak bij complexe onderhandelingen.",
      fr: "Sophie a fondé Atrium Immo en 2009, après dix années passées dans la promotion résidentielle à Bruxelles. Elle supervise les projets neufs de l'agence et continue de suivre personnellement plusieurs ventes chaque année. Agente immobilière agréée IPI, elle est reconnue pour son calme dans les négociations les plus délicates.",
      de: "Sophie gründete Atrium Immo 2009, nachdem sie zehn Jahre in der Wohnbauentwicklung in Brüssel tätig gewesen war. Sie betreut die Neubauprojekte der Agentur und begleitet jedes Jahr noch persönlich eine Reihe von Verkäufen. Als zugelassene Immobilienmaklerin (BIV/IPI) ist sie für ihre ruhige Art bei schwierigen Verhandlungen bekannt.",
    },
  },
  {
    slug: "pieter-vermeulen",
    firstName: "Pieter",
    lastName: "Vermeulen",
    email: "pieter.vermeulen@atrium-immo.be",
    phone: "0486731254",
    role: {
      en: "Sales Negotiator",
      nl: "Verkoopadviseur",
      fr: "Conseiller en vente",
      de: "Verkaufsberater",
    },
    bio: {
      en: "Pieter grew up in Leuven and joined Atrium Immo in 2016 after several years at a notary's office. He handles sales in the eastern Brussels municipalities and the Leuven region, including Residentie Dijlepark. Clients appreciate his clear, well-documented advice and his thorough knowledge of planning and notarial procedures.",
      nl: "Pieter groeide op in Leuven en kwam in 2016 bij Atrium Immo, na enkele jaren op een notariskantoor. Hij volgt de verkopen op in de oostelijke Brusselse gemeenten en in de regio Leuven, waaronder Residentie Dijlepark. Klanten waarderen zijn heldere, goed onderbouwde adviezen en zijn grondige kennis van stedenbouwkundige en notariële procedures.",
      fr: "Pieter a grandi à Louvain et a rejoint Atrium Immo en 2016, après plusieurs années dans une étude notariale. Il s'occupe des ventes dans les communes de l'est de Bruxelles et dans la région de Louvain, dont la Residentie Dijlepark. Ses clients apprécient la clarté de ses conseils et sa parfaite maîtrise des démarches urbanistiques et notariales.",
      de: "Pieter ist in Löwen aufgewachsen und kam 2016 nach mehreren Jahren in einem Notariat zu Atrium Immo. Er betreut Verkäufe in den östlichen Brüsseler Gemeinden und in der Region Löwen, darunter die Residentie Dijlepark. Kunden schätzen seine klare, gut begründete Beratung und seine genaue Kenntnis städtebaulicher und notarieller Verfahren.",
    },
  },
  {
    slug: "camille-lejeune",
    firstName: "Camille",
    lastName: "Lejeune",
    email: "camille.lejeune@atrium-immo.be",
    phone: "0472915836",
    role: {
      en: "Sales Negotiator",
      nl: "Verkoopadviseur",
      fr: "Conseillère en vente",
      de: "Verkaufsberaterin",
    },
    bio: {
      en: "Camille specialises in Ixelles, Uccle and the southern Brussels municipalities, where she has been selling homes for more than eight years. She is the main contact for buyers at Les Jardins de la Cambre. Fluent in French, Dutch and English, she also looks after many international buyers.",
      nl: "Camille is gespecialiseerd in Elsene, Ukkel en de zuidelijke Brusselse gemeenten, waar ze al meer dan acht jaar woningen verkoopt. Ze is het vaste aanspreekpunt voor kopers van Les Jardins de la Cambre. Ze spreekt vlot Frans, Nederlands en Engels en begeleidt ook veel internationale kopers.",
      fr: "Camille est spécialisée dans les communes d'Ixelles, d'Uccle et du sud de Bruxelles, où elle vend des biens depuis plus de huit ans. Elle est l'interlocutrice principale des acquéreurs des Jardins de la Cambre. Trilingue français, néerlandais et anglais, elle accompagne aussi de nombreux acheteurs internationaux.",
      de: "Camille ist auf Ixelles, Uccle und die südlichen Brüsseler Gemeinden spezialisiert, wo sie seit mehr als acht Jahren Immobilien verkauft. Sie ist die zentrale Ansprechpartnerin für Käufer im Projekt Les Jardins de la Cambre. Sie spricht fließend Französisch, Niederländisch und Englisch und begleitet auch viele internationale Käufer.",
    },
  },
  {
    slug: "elke-janssens",
    firstName: "Elke",
    lastName: "Janssens",
    email: "elke.janssens@atrium-immo.be",
    phone: "0497264018",
    role: {
      en: "Rental Manager",
      nl: "Verantwoordelijke verhuur",
      fr: "Responsable location",
      de: "Leiterin Vermietung",
    },
    bio: {
      en: "Elke heads the rental department and oversees the letting of more than 300 homes on behalf of private landlords. From tenant screening to the move-in inventory and the rental deposit, she makes sure every step complies with Brussels and Flemish tenancy law. Tenants and landlords alike know they can reach her quickly.",
      nl: "Elke leidt de huurafdeling en staat in voor de verhuur van meer dan 300 woningen namens particuliere eigenaars. Van de selectie van kandidaat-huurders tot de intredende plaatsbeschrijving en de huurwaarborg: ze zorgt ervoor dat elke stap in orde is met de Brusselse en Vlaamse huurwetgeving. Huurders en verhuurders weten dat ze haar snel kunnen bereiken.",
      fr: "Elke dirige le service location et supervise la mise en location de plus de 300 logements pour le compte de propriétaires privés. De la sélection des candidats locataires à l'état des lieux d'entrée et à la garantie locative, elle veille à ce que chaque étape respecte les législations bruxelloise et flamande sur le bail. Locataires comme propriétaires savent qu'ils peuvent la joindre rapidement.",
      de: "Elke leitet die Vermietungsabteilung und betreut die Vermietung von mehr als 300 Wohnungen im Auftrag privater Eigentümer. Von der Auswahl der Mietinteressenten über das Einzugsprotokoll bis zur Mietkaution achtet sie darauf, dass jeder Schritt dem Brüsseler und flämischen Mietrecht entspricht. Mieter wie Vermieter wissen, dass sie Elke schnell erreichen können.",
    },
  },
  {
    slug: "jerome-delvaux",
    firstName: "Jérôme",
    lastName: "Delvaux",
    email: "jerome.delvaux@atrium-immo.be",
    phone: "0478350672",
    role: {
      en: "Property Manager & Valuer",
      nl: "Vastgoedbeheerder en schatter-expert",
      fr: "Gestionnaire de biens et expert immobilier",
      de: "Hausverwalter und Immobiliengutachter",
    },
    bio: {
      en: "Jérôme is a qualified surveyor and draws up valuations for sales, inheritances and property divisions. He also handles the day-to-day management of the buildings entrusted to the agency, from maintenance contracts to the annual service-charge statements. His engineering background proves invaluable when assessing renovation work and energy performance.",
      nl: "Jérôme is landmeter-expert en maakt schattingen op bij verkopen, erfenissen en verdelingen. Daarnaast staat hij in voor het dagelijks beheer van de gebouwen die aan het kantoor zijn toevertrouwd, van onderhoudscontracten tot de jaarlijkse afrekening van de lasten. Zijn achtergrond als ingenieur is van onschatbare waarde bij de beoordeling van renovatiewerken en energieprestaties.",
      fr: "Jérôme est géomètre-expert et réalise des estimations dans le cadre de ventes, de successions et de partages. Il assure également la gestion courante des immeubles confiés à l'agence, des contrats d'entretien jusqu'aux décomptes annuels de charges. Sa formation d'ingénieur est un atout précieux pour évaluer des travaux de rénovation et la performance énergétique d'un bien.",
      de: "Jérôme ist Vermessungsingenieur und erstellt Wertgutachten bei Verkäufen, Erbschaften und Teilungen. Außerdem kümmert er sich um die laufende Verwaltung der Gebäude, die der Agentur anvertraut sind, von Wartungsverträgen bis zu den jährlichen Nebenkostenabrechnungen. Sein technischer Hintergrund ist von großem Wert, wenn es um die Bewertung von Renovierungsarbeiten und Energieeffizienz geht.",
    },
  },
];
