import type { DemoPage } from "./types";

export const demoPages: DemoPage[] = [
  {
    key: "/Disclaimer/",
    title: {
      en: "Disclaimer",
      nl: "Disclaimer",
      fr: "Clause de non-responsabilité",
      de: "Haftungsausschluss",
    },
    description: {
      en: "Read the terms of use of the Atrium Immo website: non-binding listings, indicative photos, limits of liability, intellectual property and applicable law.",
      nl: "Lees de gebruiksvoorwaarden van de website van Atrium Immo: vrijblijvende zoekertjes, indicatieve foto’s, beperkte aansprakelijkheid en toepasselijk recht.",
      fr: "Conditions d’utilisation du site d’Atrium Immo : annonces non contractuelles, photos indicatives, responsabilité limitée, droits d’auteur et droit belge.",
      de: "Nutzungsbedingungen der Website von Atrium Immo: unverbindliche Angebote, Fotos zur Veranschaulichung, Haftungsgrenzen, Urheberrecht und anwendbares Recht.",
    },
    body: {
      en: [
        {
          p: "This website is published by Atrium Immo SRL, Chaussée de Waterloo 612, 1050 Ixelles (enterprise number BE 0712.345.678). By browsing it, you accept the terms set out below.",
        },
        { h: "Information provided for guidance only" },
        {
          p: "We take great care to keep the listings and other content on this site accurate and up to date. The descriptions, surface areas, prices, energy figures and availability are nevertheless given for information only and do not constitute a contractual offer. Only the deed, the lease or the documents signed at our office are binding. Photos, plans and virtual tours are indicative; furniture and decoration shown in them are not necessarily included.",
        },
        { h: "Limitation of liability" },
        {
          p: "Atrium Immo cannot be held liable for errors, omissions or temporary unavailability of the site, nor for any direct or indirect damage resulting from its use or from decisions taken on the basis of the information published. Links to external websites are offered for convenience; we have no control over their content and accept no responsibility for it.",
        },
        { h: "Intellectual property and applicable law" },
        {
          p: "The texts, photographs, logos and layout of this site are protected by copyright and belong to Atrium Immo or its partners. Any reproduction without our prior written consent is prohibited. This disclaimer is governed by Belgian law; any dispute falls under the exclusive jurisdiction of the courts of Brussels.",
        },
      ],
      nl: [
        {
          p: "Deze website wordt uitgegeven door Atrium Immo bv, Waterloosesteenweg 612, 1050 Elsene (ondernemingsnummer BE 0712.345.678). Door de site te bezoeken, aanvaardt u de onderstaande voorwaarden.",
        },
        { h: "Informatie ter indicatie" },
        {
          p: "We doen ons uiterste best om de zoekertjes en andere inhoud op deze site juist en actueel te houden. Beschrijvingen, oppervlaktes, prijzen, energiegegevens en beschikbaarheid worden echter uitsluitend ter informatie meegedeeld en vormen geen contractueel aanbod. Enkel de akte, de huurovereenkomst of de documenten die op ons kantoor ondertekend worden, zijn bindend. Foto’s, plannen en virtuele rondleidingen zijn indicatief; het getoonde meubilair en de decoratie zijn niet noodzakelijk inbegrepen.",
        },
        { h: "Beperking van aansprakelijkheid" },
        {
          p: "Atrium Immo kan niet aansprakelijk worden gesteld voor fouten, onvolledigheden of tijdelijke onbeschikbaarheid van de site, noch voor rechtstreekse of onrechtstreekse schade die voortvloeit uit het gebruik ervan of uit beslissingen die op basis van de gepubliceerde informatie genomen worden. Links naar externe websites worden louter ten gerieve aangeboden; we hebben geen controle over hun inhoud en zijn er niet verantwoordelijk voor.",
        },
        { h: "Intellectuele eigendom en toepasselijk recht" },
        {
          p: "De teksten, foto’s, logo’s en vormgeving van deze site zijn auteursrechtelijk beschermd en behoren toe aan Atrium Immo of haar partners. Elke overname zonder onze voorafgaande schriftelijke toestemming is verboden. Deze disclaimer valt onder het Belgisch recht; elk geschil behoort tot de uitsluitende bevoegdheid van de rechtbanken van Brussel.",
        },
      ],
      fr: [
        {
          p: "Ce site est édité par Atrium Immo SRL, Chaussée de Waterloo 612, 1050 Ixelles (numéro d’entreprise BE 0712.345.678). En le consultant, vous acceptez les conditions décrites ci-dessous.",
        },
        { h: "Des informations à titre indicatif" },
        {
          p: "Nous veillons avec soin à ce que les annonces et les autres contenus de ce site soient exacts et à jour. Les descriptifs, superficies, prix, données énergétiques et disponibilités sont toutefois communiqués à titre purement informatif et ne constituent pas une offre contractuelle. Seuls l’acte, le bail ou les documents signés en nos bureaux font foi. Les photos, plans et visites virtuelles sont non contractuels ; le mobilier et la décoration qui y figurent ne sont pas nécessairement compris.",
        },
        { h: "Limitation de responsabilité" },
        {
          p: "Atrium Immo ne saurait être tenue responsable des erreurs, omissions ou interruptions temporaires du site, ni d’un quelconque dommage direct ou indirect découlant de son utilisation ou de décisions prises sur la base des informations publiées. Les liens vers des sites externes sont proposés par commodité ; nous n’en maîtrisons pas le contenu et déclinons toute responsabilité à cet égard.",
        },
        { h: "Propriété intellectuelle et droit applicable" },
        {
          p: "Les textes, photographies, logos et la mise en page de ce site sont protégés par le droit d’auteur et appartiennent à Atrium Immo ou à ses partenaires. Toute reproduction sans notre accord écrit préalable est interdite. La présente clause est régie par le droit belge ; tout litige relève de la compétence exclusive des tribunaux de Bruxelles.",
        },
      ],
      de: [
        {
          p: "Diese Website wird von der Atrium Immo SRL, Chaussée de Waterloo 612, 1050 Ixelles, Unternehmensnummer BE 0712.345.678, betrieben. Mit der Nutzung der Website erkennen Sie die nachstehenden Bedingungen an.",
        },
        { h: "Angaben ohne Gewähr" },
        {
          p: "Wir achten sorgfältig darauf, dass die Immobilienangebote und sonstigen Inhalte dieser Website korrekt und aktuell sind. Beschreibungen, Flächen, Preise, Energiekennwerte und Verfügbarkeiten dienen jedoch ausschließlich der Information und stellen kein verbindliches Angebot dar. Maßgeblich sind allein die notarielle Urkunde, der Mietvertrag oder die in unserem Büro unterzeichneten Unterlagen. Fotos, Grundrisse und virtuelle Rundgänge dienen der Veranschaulichung; abgebildete Möbel und Dekoration sind nicht zwingend inbegriffen.",
        },
        { h: "Haftungsbeschränkung" },
        {
          p: "Atrium Immo haftet weder für Fehler, Auslassungen oder eine vorübergehende Nichterreichbarkeit der Website noch für unmittelbare oder mittelbare Schäden, die aus ihrer Nutzung oder aus Entscheidungen auf Grundlage der veröffentlichten Informationen entstehen. Links zu externen Websites werden lediglich als Service angeboten; auf deren Inhalte haben wir keinen Einfluss und übernehmen dafür keine Verantwortung.",
        },
        { h: "Urheberrecht und anwendbares Recht" },
        {
          p: "Texte, Fotos, Logos und Gestaltung dieser Website sind urheberrechtlich geschützt und gehören Atrium Immo oder ihren Partnern. Jede Vervielfältigung ohne unsere vorherige schriftliche Zustimmung ist untersagt. Es gilt belgisches Recht; für sämtliche Streitigkeiten sind ausschließlich die Gerichte in Brüssel zuständig.",
        },
      ],
    },
  },
  {
    key: "/Cookie-policy/",
    title: {
      en: "Cookie policy",
      nl: "Cookiebeleid",
      fr: "Politique en matière de cookies",
      de: "Cookie-Richtlinie",
    },
    description: {
      en: "Which cookies the Atrium Immo website uses, why we use them, how we ask for your consent and how you can change your cookie choices at any time.",
      nl: "Welke cookies de website van Atrium Immo gebruikt, waarom, hoe we uw toestemming vragen en hoe u uw cookievoorkeuren op elk moment kunt wijzigen.",
      fr: "Quels cookies le site d’Atrium Immo utilise, dans quel but, comment nous recueillons votre consentement et comment modifier vos choix à tout moment.",
      de: "Welche Cookies die Website von Atrium Immo verwendet, zu welchem Zweck, wie wir Ihre Einwilligung einholen und wie Sie Ihre Auswahl jederzeit ändern.",
    },
    body: {
      en: [
        {
          p: "Cookies are small text files that a website stores on your computer, tablet or smartphone. They help the site work properly, remember your preferences and, with your permission, tell us how visitors use our pages so that we can improve them.",
        },
        { h: "The cookies we use" },
        {
          ul: [
            "Functional or strictly necessary cookies: required for the site to work, for example to keep your session, remember your cookie choices and protect our forms. They cannot be switched off.",
            "Analytical cookies: measure anonymously how many people visit the site and which pages and listings they view.",
            "Marketing cookies: allow us and our partners to show you relevant property ads on other websites.",
            "Social media cookies: placed by networks such as Facebook, Instagram or LinkedIn when you share a listing or watch embedded content.",
            "Unclassified cookies: cookies we are still in the process of classifying together with the providers concerned.",
          ],
        },
        { h: "Your consent" },
        {
          p: "On your first visit, a banner asks whether you accept all cookies, refuse them or choose by category. Only strictly necessary cookies are placed before you decide. You can change or withdraw your consent at any time via the “Cookie settings” link at the bottom of every page, or delete cookies through your browser settings.",
        },
        { h: "Language cookie" },
        {
          p: "When you pick a language, we store your choice in the NEXT_LOCALE cookie so that the site opens in that language on your next visit. This functional cookie is kept for one year and contains no personal data.",
        },
      ],
      nl: [
        {
          p: "Cookies zijn kleine tekstbestanden die een website op uw computer, tablet of smartphone opslaat. Ze zorgen ervoor dat de site goed werkt, onthouden uw voorkeuren en laten ons, met uw toestemming, zien hoe bezoekers onze pagina’s gebruiken, zodat we die kunnen verbeteren.",
        },
        { h: "Welke cookies gebruiken we?" },
        {
          ul: [
            "Functionele of strikt noodzakelijke cookies: onmisbaar voor de werking van de site, bijvoorbeeld om uw sessie te bewaren, uw cookiekeuze te onthouden en onze formulieren te beveiligen. Ze kunnen niet uitgeschakeld worden.",
            "Analytische cookies: meten anoniem hoeveel mensen de site bezoeken en welke pagina’s en panden ze bekijken.",
            "Marketingcookies: laten ons en onze partners toe u relevante vastgoedadvertenties te tonen op andere websites.",
            "Socialemediacookies: geplaatst door netwerken zoals Facebook, Instagram of LinkedIn wanneer u een pand deelt of ingesloten inhoud bekijkt.",
            "Niet-geclassificeerde cookies: cookies die we samen met de betrokken aanbieders nog aan het indelen zijn.",
          ],
        },
        { h: "Uw toestemming" },
        {
          p: "Bij uw eerste bezoek vraagt een banner of u alle cookies aanvaardt, weigert of per categorie wilt kiezen. Vóór uw keuze worden enkel strikt noodzakelijke cookies geplaatst. U kunt uw toestemming op elk moment wijzigen of intrekken via de link ‘Cookie-instellingen’ onderaan elke pagina, of cookies verwijderen via de instellingen van uw browser.",
        },
        { h: "Taalcookie" },
        {
          p: "Wanneer u een taal kiest, bewaren we die keuze in de cookie NEXT_LOCALE, zodat de site bij uw volgende bezoek meteen in die taal opent. Deze functionele cookie blijft één jaar bewaard en bevat geen persoonsgegevens.",
        },
      ],
      fr: [
        {
          p: "Les cookies sont de petits fichiers texte qu’un site enregistre sur votre ordinateur, votre tablette ou votre smartphone. Ils permettent au site de fonctionner correctement, de retenir vos préférences et, avec votre accord, de nous indiquer comment les visiteurs utilisent nos pages afin de les améliorer.",
        },
        { h: "Les cookies que nous utilisons" },
        {
          ul: [
            "Cookies fonctionnels ou strictement nécessaires : indispensables au fonctionnement du site, par exemple pour maintenir votre session, mémoriser vos choix en matière de cookies et sécuriser nos formulaires. Ils ne peuvent pas être désactivés.",
            "Cookies analytiques : mesurent de manière anonyme le nombre de visiteurs ainsi que les pages et les biens consultés.",
            "Cookies marketing : permettent à nos partenaires et à nous-mêmes de vous montrer des annonces immobilières pertinentes sur d’autres sites.",
            "Cookies de réseaux sociaux : déposés par des réseaux comme Facebook, Instagram ou LinkedIn lorsque vous partagez un bien ou regardez un contenu intégré.",
            "Cookies non classés : cookies que nous sommes en train de classer avec les fournisseurs concernés.",
          ],
        },
        { h: "Votre consentement" },
        {
          p: "Lors de votre première visite, un bandeau vous demande si vous acceptez tous les cookies, si vous les refusez ou si vous souhaitez choisir par catégorie. Seuls les cookies strictement nécessaires sont déposés avant votre choix. Vous pouvez modifier ou retirer votre consentement à tout moment via le lien « Paramètres des cookies » en bas de chaque page, ou supprimer les cookies depuis les réglages de votre navigateur.",
        },
        { h: "Cookie de langue" },
        {
          p: "Lorsque vous choisissez une langue, nous enregistrons ce choix dans le cookie NEXT_LOCALE afin que le site s’ouvre dans cette langue lors de votre prochaine visite. Ce cookie fonctionnel est conservé un an et ne contient aucune donnée personnelle.",
        },
      ],
      de: [
        {
          p: "Cookies sind kleine Textdateien, die eine Website auf Ihrem Computer, Tablet oder Smartphone speichert. Sie sorgen dafür, dass die Website einwandfrei funktioniert, merken sich Ihre Einstellungen und zeigen uns – mit Ihrer Einwilligung –, wie Besucher unsere Seiten nutzen, damit wir sie verbessern können.",
        },
        { h: "Welche Cookies wir verwenden" },
        {
          ul: [
            "Funktionale bzw. unbedingt erforderliche Cookies: für den Betrieb der Website unerlässlich, etwa um Ihre Sitzung aufrechtzuerhalten, Ihre Cookie-Auswahl zu speichern und unsere Formulare abzusichern. Sie können nicht deaktiviert werden.",
            "Analyse-Cookies: erfassen anonym, wie viele Personen die Website besuchen und welche Seiten und Objekte sie ansehen.",
            "Marketing-Cookies: ermöglichen es uns und unseren Partnern, Ihnen auf anderen Websites passende Immobilienanzeigen zu zeigen.",
            "Social-Media-Cookies: werden von Netzwerken wie Facebook, Instagram oder LinkedIn gesetzt, wenn Sie ein Objekt teilen oder eingebettete Inhalte ansehen.",
            "Nicht klassifizierte Cookies: Cookies, die wir gemeinsam mit den jeweiligen Anbietern noch einer Kategorie zuordnen.",
          ],
        },
        { h: "Ihre Einwilligung" },
        {
          p: "Bei Ihrem ersten Besuch fragt ein Banner, ob Sie alle Cookies akzeptieren, ablehnen oder nach Kategorien auswählen möchten. Bevor Sie sich entscheiden, werden nur unbedingt erforderliche Cookies gesetzt. Sie können Ihre Einwilligung jederzeit über den Link „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen oder Cookies in den Einstellungen Ihres Browsers löschen.",
        },
        { h: "Sprach-Cookie" },
        {
          p: "Wenn Sie eine Sprache wählen, speichern wir diese Auswahl im Cookie NEXT_LOCALE, damit die Website bei Ihrem nächsten Besuch direkt in dieser Sprache erscheint. Dieses funktionale Cookie wird ein Jahr lang gespeichert und enthält keine personenbezogenen Daten.",
        },
      ],
    },
  },
  {
    key: "/Privacy/",
    title: {
      en: "Privacy statement",
      nl: "Privacyverklaring",
      fr: "Déclaration de confidentialité",
      de: "Datenschutzerklärung",
    },
    description: {
      en: "How Atrium Immo collects and uses your personal data under the GDPR, how long we keep it, who receives it and how to exercise your privacy rights.",
      nl: "Hoe Atrium Immo uw persoonsgegevens verzamelt en gebruikt volgens de AVG, hoelang we ze bewaren, wie ze ontvangt en hoe u uw rechten uitoefent.",
      fr: "Comment Atrium Immo collecte et utilise vos données personnelles selon le RGPD, combien de temps nous les gardons, à qui et comment exercer vos droits.",
      de: "Wie Atrium Immo Ihre personenbezogenen Daten gemäß DSGVO erhebt und nutzt, wie lange wir sie speichern, wer sie erhält und wie Sie Ihre Rechte wahrnehmen.",
    },
    body: {
      en: [
        {
          p: "The controller of your personal data is Atrium Immo SRL, Chaussée de Waterloo 612, 1050 Ixelles, enterprise number BE 0712.345.678. We process your data in accordance with the General Data Protection Regulation (GDPR) and Belgian privacy law. For any question, write to privacy@atrium-immo.be.",
        },
        { h: "Data we collect" },
        {
          ul: [
            "Contact form: name, e-mail address, phone number and your message.",
            "Valuation requests: the address and features of your property and your contact details.",
            "Visit requests: the property concerned, your availability and contact details.",
            "Standing searches: your search criteria (location, budget, type of property) and e-mail address.",
            "Newsletter: your e-mail address and preferred language.",
            "Rental applications: identity, household composition, income, employer and the CV or supporting documents you upload.",
            "Purchase offers: identity, contact details, amount offered, conditions and financing information.",
          ],
        },
        { h: "Purposes and legal bases" },
        {
          p: "We use these data to answer your questions, arrange visits and valuations, send you matching properties, handle rental applications and purchase offers, and meet our legal duties as a real-estate agent, such as anti-money-laundering checks. Depending on the case, the processing is based on the performance of a contract or pre-contractual steps you requested, a legal obligation, your consent (newsletter, standing searches, non-essential cookies) or our legitimate interest in running and improving our services.",
        },
        { h: "Retention and recipients" },
        {
          p: "We keep your data only as long as needed for the purpose concerned: contact requests for up to two years, rental application files for six months after the property is let if your application is not retained, and transaction files for ten years as required by law. You can unsubscribe from the newsletter and standing searches at any time. Your data are shared only with parties involved in your file, such as the owner, notary, syndic or our IT providers bound by a processing agreement, and never sold.",
        },
        { h: "Your rights" },
        {
          p: "You have the right to access, rectify and erase your data, to object to or restrict their processing, to data portability and to withdraw your consent at any time. Send your request with proof of identity to privacy@atrium-immo.be; we reply within one month. If you are not satisfied, you may lodge a complaint with the Data Protection Authority, Rue de la Presse 35, 1000 Brussels.",
        },
      ],
      nl: [
        {
          p: "De verwerkingsverantwoordelijke voor uw persoonsgegevens is Atrium Immo bv, Waterloosesteenweg 612, 1050 Elsene, ondernemingsnummer BE 0712.345.678. We verwerken uw gegevens in overeenstemming met de Algemene Verordening Gegevensbescherming (AVG) en de Belgische privacywetgeving. Met vragen kunt u terecht op privacy@atrium-immo.be.",
        },
        { h: "Welke gegevens verzamelen we?" },
        {
          ul: [
            "Contactformulier: naam, e-mailadres, telefoonnummer en uw bericht.",
            "Schattingsaanvragen: het adres en de kenmerken van uw pand en uw contactgegevens.",
            "Bezoekaanvragen: het betrokken pand, uw beschikbaarheid en contactgegevens.",
            "Zoekopdrachten: uw zoekcriteria (ligging, budget, type pand) en e-mailadres.",
            "Nieuwsbrief: uw e-mailadres en voorkeurtaal.",
            "Huurkandidaturen: identiteit, gezinssamenstelling, inkomen, werkgever en het cv of de bewijsstukken die u oplaadt.",
            "Koopbiedingen: identiteit, contactgegevens, geboden bedrag, voorwaarden en informatie over de financiering.",
          ],
        },
        { h: "Doeleinden en rechtsgronden" },
        {
          p: "We gebruiken deze gegevens om uw vragen te beantwoorden, bezoeken en schattingen in te plannen, u passende panden toe te sturen, huurkandidaturen en koopbiedingen te behandelen en onze wettelijke plichten als vastgoedmakelaar na te komen, zoals de antiwitwascontroles. Afhankelijk van het geval steunt de verwerking op de uitvoering van een overeenkomst of van precontractuele stappen op uw verzoek, een wettelijke verplichting, uw toestemming (nieuwsbrief, zoekopdrachten, niet-noodzakelijke cookies) of ons gerechtvaardigd belang bij het goed beheren en verbeteren van onze diensten.",
        },
        { h: "Bewaartermijnen en ontvangers" },
        {
          p: "We bewaren uw gegevens niet langer dan nodig voor het betrokken doel: contactaanvragen maximaal twee jaar, huurdossiers zes maanden na de verhuring als uw kandidatuur niet weerhouden werd, en transactiedossiers tien jaar, zoals de wet voorschrijft. U kunt zich op elk moment uitschrijven voor de nieuwsbrief en de zoekopdrachten. Uw gegevens worden enkel gedeeld met partijen die bij uw dossier betrokken zijn, zoals de eigenaar, de notaris, de syndicus of onze IT-leveranciers met wie een verwerkersovereenkomst gesloten is, en worden nooit verkocht.",
        },
        { h: "Uw rechten" },
        {
          p: "U hebt het recht op inzage, verbetering en wissing van uw gegevens, het recht om bezwaar te maken tegen of een beperking te vragen van de verwerking, het recht op overdraagbaarheid en het recht om uw toestemming op elk moment in te trekken. Stuur uw verzoek met een bewijs van identiteit naar privacy@atrium-immo.be; we antwoorden binnen één maand. Bent u niet tevreden, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel.",
        },
      ],
      fr: [
        {
          p: "Le responsable du traitement de vos données personnelles est Atrium Immo SRL, Chaussée de Waterloo 612, 1050 Ixelles, numéro d’entreprise BE 0712.345.678. Nous traitons vos données conformément au Règlement général sur la protection des données (RGPD) et à la législation belge en la matière. Pour toute question : privacy@atrium-immo.be.",
        },
        { h: "Les données que nous collectons" },
        {
          ul: [
            "Formulaire de contact : nom, adresse e-mail, numéro de téléphone et votre message.",
            "Demandes d’estimation : l’adresse et les caractéristiques de votre bien ainsi que vos coordonnées.",
            "Demandes de visite : le bien concerné, vos disponibilités et vos coordonnées.",
            "Recherches enregistrées : vos critères (localisation, budget, type de bien) et votre adresse e-mail.",
            "Newsletter : votre adresse e-mail et votre langue de préférence.",
            "Candidatures locatives : identité, composition de ménage, revenus, employeur ainsi que le CV ou les justificatifs que vous téléchargez.",
            "Offres d’achat : identité, coordonnées, montant proposé, conditions et informations sur le financement.",
          ],
        },
        { h: "Finalités et bases légales" },
        {
          p: "Nous utilisons ces données pour répondre à vos questions, organiser visites et estimations, vous envoyer des biens correspondant à vos critères, traiter les candidatures locatives et les offres d’achat, et respecter nos obligations légales d’agent immobilier, notamment en matière de lutte contre le blanchiment. Selon le cas, le traitement repose sur l’exécution d’un contrat ou de mesures précontractuelles prises à votre demande, sur une obligation légale, sur votre consentement (newsletter, recherches enregistrées, cookies non essentiels) ou sur notre intérêt légitime à gérer et améliorer nos services.",
        },
        { h: "Durée de conservation et destinataires" },
        {
          p: "Nous conservons vos données uniquement le temps nécessaire à la finalité poursuivie : deux ans au maximum pour les demandes de contact, six mois après la location pour les candidatures non retenues et dix ans pour les dossiers de transaction, comme l’impose la loi. Vous pouvez vous désinscrire à tout moment de la newsletter et des recherches enregistrées. Vos données ne sont communiquées qu’aux intervenants de votre dossier, tels que le propriétaire, le notaire, le syndic ou nos prestataires informatiques liés par un contrat de sous-traitance, et ne sont jamais vendues.",
        },
        { h: "Vos droits" },
        {
          p: "Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, d’un droit d’opposition et de limitation du traitement, d’un droit à la portabilité ainsi que du droit de retirer votre consentement à tout moment. Adressez votre demande, accompagnée d’une preuve d’identité, à privacy@atrium-immo.be ; nous y répondons dans un délai d’un mois. Si vous n’êtes pas satisfait, vous pouvez introduire une plainte auprès de l’Autorité de protection des données, Rue de la Presse 35, 1000 Bruxelles.",
        },
      ],
      de: [
        {
          p: "Verantwortlicher für die Verarbeitung Ihrer personenbezogenen Daten ist die Atrium Immo SRL, Chaussée de Waterloo 612, 1050 Ixelles, Unternehmensnummer BE 0712.345.678. Wir verarbeiten Ihre Daten gemäß der Datenschutz-Grundverordnung (DSGVO) und dem belgischen Datenschutzrecht. Bei Fragen wenden Sie sich bitte an privacy@atrium-immo.be.",
        },
        { h: "Welche Daten wir erheben" },
        {
          ul: [
            "Kontaktformular: Name, E-Mail-Adresse, Telefonnummer und Ihre Nachricht.",
            "Bewertungsanfragen: Adresse und Merkmale Ihrer Immobilie sowie Ihre Kontaktdaten.",
            "Besichtigungsanfragen: das betreffende Objekt, Ihre Verfügbarkeit und Kontaktdaten.",
            "Suchaufträge: Ihre Suchkriterien (Lage, Budget, Objektart) und E-Mail-Adresse.",
            "Newsletter: Ihre E-Mail-Adresse und bevorzugte Sprache.",
            "Mietbewerbungen: Identität, Haushaltszusammensetzung, Einkommen, Arbeitgeber sowie der Lebenslauf oder die Nachweise, die Sie hochladen.",
            "Kaufangebote: Identität, Kontaktdaten, gebotener Betrag, Bedingungen und Angaben zur Finanzierung.",
          ],
        },
        { h: "Zwecke und Rechtsgrundlagen" },
        {
          p: "Wir nutzen diese Daten, um Ihre Fragen zu beantworten, Besichtigungen und Bewertungen zu organisieren, Ihnen passende Objekte zuzusenden, Mietbewerbungen und Kaufangebote zu bearbeiten und unsere gesetzlichen Pflichten als Immobilienmakler zu erfüllen, etwa die Prüfungen zur Geldwäschebekämpfung. Je nach Fall beruht die Verarbeitung auf der Erfüllung eines Vertrags oder vorvertraglicher Maßnahmen auf Ihre Anfrage, auf einer rechtlichen Verpflichtung, auf Ihrer Einwilligung (Newsletter, Suchaufträge, nicht notwendige Cookies) oder auf unserem berechtigten Interesse an der Führung und Verbesserung unserer Dienstleistungen.",
        },
        { h: "Speicherdauer und Empfänger" },
        {
          p: "Wir speichern Ihre Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist: Kontaktanfragen höchstens zwei Jahre, nicht berücksichtigte Mietbewerbungen sechs Monate nach der Vermietung und Transaktionsakten zehn Jahre, wie gesetzlich vorgeschrieben. Newsletter und Suchaufträge können Sie jederzeit abbestellen. Ihre Daten werden nur an Beteiligte Ihres Vorgangs weitergegeben, etwa an den Eigentümer, den Notar, den Hausverwalter oder an unsere IT-Dienstleister, die an einen Auftragsverarbeitungsvertrag gebunden sind, und niemals verkauft.",
        },
        { h: "Ihre Rechte" },
        {
          p: "Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, das Recht auf Widerspruch gegen die Verarbeitung und auf deren Einschränkung, das Recht auf Datenübertragbarkeit sowie das Recht, Ihre Einwilligung jederzeit zu widerrufen. Senden Sie Ihren Antrag mit einem Identitätsnachweis an privacy@atrium-immo.be; wir antworten innerhalb eines Monats. Sind Sie mit unserer Antwort nicht zufrieden, können Sie Beschwerde bei der Datenschutzbehörde, Rue de la Presse 35, 1000 Brüssel, einreichen.",
        },
      ],
    },
  },
  {
    key: "/Gestion/",
    title: {
      en: "Property management",
      nl: "Beheer van uw pand",
      fr: "Gestion locative",
      de: "Mietverwaltung",
    },
    description: {
      en: "Let your property without the hassle: Atrium Immo finds and screens tenants, drafts the lease, collects and indexes the rent and handles technical issues.",
      nl: "Verhuren zonder zorgen: Atrium Immo zoekt en screent huurders, stelt het contract op, int en indexeert de huur en volgt technische problemen voor u op.",
      fr: "Louez l’esprit tranquille : Atrium Immo sélectionne vos locataires, rédige le bail, perçoit et indexe le loyer et assure le suivi technique de votre bien.",
      de: "Vermieten ohne Aufwand: Atrium Immo sucht und prüft Mieter, erstellt den Mietvertrag, zieht die Miete ein, indexiert sie und kümmert sich um die Technik.",
    },
    body: {
      en: [
        {
          p: "Owning a rental property should be a source of income, not of worry. With our management service, Atrium Immo takes care of your property from the first viewing to the end of the lease, so you can enjoy the return without the day-to-day administration.",
        },
        { h: "What we do for you" },
        {
          ul: [
            "Tenant search: rental valuation, professional photos, publication on the main property portals and accompanied viewings.",
            "Careful screening: checks of identity, income and references before we submit the best applications for your approval.",
            "Lease and move-in: drafting of a lease that complies with regional law, registration, rental guarantee and a detailed move-in inventory by an independent expert.",
            "Rent collection and indexation: monthly follow-up of payments, reminders in case of arrears and the annual indexation on the anniversary of the lease.",
            "Technical follow-up: handling of repair requests, quotes from trusted contractors, regular inspections and coordination of the mandatory certificates.",
          ],
        },
        { h: "Transparent fees" },
        {
          p: "Our management fee is a fixed percentage of the rent actually collected, agreed in writing before we start; if the rent is not paid, you pay no fee. Tenant search is charged separately when a new lease is signed. You receive a clear statement every month and full access to your file.",
        },
        {
          p: "Would you like to know what your property could earn? Contact us on 02 640 12 34 or at info@atrium-immo.be for a free rental valuation and a management proposal tailored to your property.",
        },
      ],
      nl: [
        {
          p: "Een huurpand hoort inkomsten op te leveren, geen kopzorgen. Met onze beheerdienst neemt Atrium Immo uw pand onder haar hoede, van het eerste bezoek tot het einde van de huurovereenkomst, zodat u van het rendement geniet zonder de dagelijkse administratie.",
        },
        { h: "Wat we voor u doen" },
        {
          ul: [
            "Zoektocht naar een huurder: bepaling van de huurprijs, professionele foto’s, publicatie op de belangrijkste vastgoedportalen en begeleide bezoeken.",
            "Grondige screening: controle van identiteit, inkomen en referenties, waarna we u de beste kandidaturen ter goedkeuring voorleggen.",
            "Huurcontract en intrek: opmaak van een huurovereenkomst volgens de gewestelijke regelgeving, registratie, huurwaarborg en een gedetailleerde plaatsbeschrijving door een onafhankelijke expert.",
            "Inning en indexering van de huur: maandelijkse opvolging van de betalingen, herinneringen bij achterstal en de jaarlijkse indexering op de verjaardag van het contract.",
            "Technische opvolging: behandeling van herstellingsaanvragen, offertes van betrouwbare vakmensen, regelmatige controles en coördinatie van de verplichte attesten.",
          ],
        },
        { h: "Duidelijke erelonen" },
        {
          p: "Ons beheerhonorarium is een vast percentage van de effectief geïnde huur, dat vooraf schriftelijk wordt afgesproken; wordt de huur niet betaald, dan betaalt u ook geen honorarium. Het zoeken naar een huurder wordt apart aangerekend bij de ondertekening van een nieuw contract. U ontvangt elke maand een overzichtelijke afrekening en hebt volledige inzage in uw dossier.",
        },
        {
          p: "Benieuwd wat uw pand kan opbrengen? Neem contact met ons op via 02 640 12 34 of info@atrium-immo.be voor een gratis huurschatting en een beheervoorstel op maat van uw pand.",
        },
      ],
      fr: [
        {
          p: "Un bien mis en location doit être une source de revenus, pas de soucis. Avec notre service de gestion, Atrium Immo prend votre bien en charge de la première visite jusqu’à la fin du bail : vous profitez du rendement sans l’administration du quotidien.",
        },
        { h: "Ce que nous faisons pour vous" },
        {
          ul: [
            "Recherche de locataires : estimation du loyer, photos professionnelles, diffusion sur les principaux portails immobiliers et visites accompagnées.",
            "Sélection rigoureuse : vérification de l’identité, des revenus et des références, puis présentation des meilleures candidatures pour accord.",
            "Bail et entrée dans les lieux : rédaction d’un bail conforme à la législation régionale, enregistrement, garantie locative et état des lieux d’entrée détaillé établi par un expert indépendant.",
            "Perception et indexation du loyer : suivi mensuel des paiements, rappels en cas de retard et indexation annuelle à la date anniversaire du bail.",
            "Suivi technique : traitement des demandes de réparation, devis d’artisans de confiance, visites de contrôle régulières et coordination des certificats obligatoires.",
          ],
        },
        { h: "Des honoraires transparents" },
        {
          p: "Nos honoraires de gestion correspondent à un pourcentage fixe du loyer effectivement perçu, convenu par écrit avant le début de la mission ; si le loyer n’est pas payé, vous ne payez pas d’honoraires. La recherche de locataire est facturée séparément lors de la signature d’un nouveau bail. Vous recevez chaque mois un décompte clair et gardez un accès complet à votre dossier.",
        },
        {
          p: "Vous souhaitez savoir ce que votre bien pourrait vous rapporter ? Contactez-nous au 02 640 12 34 ou à info@atrium-immo.be pour une estimation locative gratuite et une proposition de gestion adaptée à votre bien.",
        },
      ],
      de: [
        {
          p: "Eine vermietete Immobilie soll Einnahmen bringen, keine Sorgen. Mit unserer Mietverwaltung betreut Atrium Immo Ihre Immobilie von der ersten Besichtigung bis zum Ende des Mietverhältnisses – Sie profitieren von der Rendite, ohne sich um die tägliche Verwaltung kümmern zu müssen.",
        },
        { h: "Was wir für Sie übernehmen" },
        {
          ul: [
            "Mietersuche: Ermittlung der Miete, professionelle Fotos, Veröffentlichung auf den wichtigsten Immobilienportalen und begleitete Besichtigungen.",
            "Sorgfältige Prüfung: Kontrolle von Identität, Einkommen und Referenzen; anschließend legen wir Ihnen die besten Bewerbungen zur Zustimmung vor.",
            "Mietvertrag und Einzug: Erstellung eines Mietvertrags nach regionalem Recht, Registrierung, Mietkaution und ein ausführlicher Einzugsbefund durch einen unabhängigen Sachverständigen.",
            "Mieteinzug und Indexierung: monatliche Kontrolle der Zahlungen, Mahnungen bei Rückständen und jährliche Indexierung zum Jahrestag des Mietvertrags.",
            "Technische Betreuung: Bearbeitung von Reparaturanfragen, Angebote zuverlässiger Handwerker, regelmäßige Kontrollen und Koordination der vorgeschriebenen Bescheinigungen.",
          ],
        },
        { h: "Transparente Honorare" },
        {
          p: "Unser Verwaltungshonorar ist ein fester Prozentsatz der tatsächlich eingezogenen Miete, der vorab schriftlich vereinbart wird; wird die Miete nicht gezahlt, zahlen Sie auch kein Honorar. Die Mietersuche wird bei Unterzeichnung eines neuen Mietvertrags gesondert berechnet. Sie erhalten jeden Monat eine übersichtliche Abrechnung und haben jederzeit vollen Einblick in Ihre Akte.",
        },
        {
          p: "Möchten Sie wissen, welche Miete Ihre Immobilie erzielen kann? Kontaktieren Sie uns unter 02 640 12 34 oder info@atrium-immo.be für eine kostenlose Mietwertschätzung und ein auf Ihre Immobilie zugeschnittenes Verwaltungsangebot.",
        },
      ],
    },
  },
  {
    key: "/L'agence/",
    title: {
      en: "About the agency",
      nl: "Over het kantoor",
      fr: "L’agence",
      de: "Über uns",
    },
    description: {
      en: "Since 2009, Atrium Immo has sold, let, valued and managed properties from its office in Ixelles with a close-knit team of five real-estate professionals.",
      nl: "Sinds 2009 verkoopt, verhuurt, schat en beheert Atrium Immo vastgoed vanuit haar kantoor in Elsene, met een hecht team van vijf vastgoedprofessionals.",
      fr: "Depuis 2009, Atrium Immo vend, loue, estime et gère des biens depuis son agence d’Ixelles, avec une équipe soudée de cinq professionnels de l’immobilier.",
      de: "Seit 2009 verkauft, vermietet, bewertet und verwaltet Atrium Immo Immobilien von seinem Büro in Ixelles aus – mit einem eingespielten Team aus fünf Fachleuten.",
    },
    body: {
      en: [
        {
          p: "Atrium Immo opened its doors in 2009 on the Chaussée de Waterloo in Ixelles. What started as a two-person office has grown into a team of five: accredited agents, a property manager and an office coordinator who together sell, let, value and manage homes and commercial property.",
        },
        { h: "Our approach" },
        {
          p: "We deliberately stay small enough to know every file by heart. Each client has one contact person from start to finish, who gives honest advice on price, keeps you informed after every viewing and is there until the keys are handed over. We rely on accurate valuations, careful presentation of each property and clear, written agreements, because a good sale or letting starts with trust.",
        },
        { h: "Where we work" },
        {
          p: "From our base in Ixelles, we work throughout the nineteen municipalities of Brussels and well beyond: in Brabant wallon, Vlaams-Brabant, and the provinces of Namur and Liège. Our knowledge of these local markets, and a network of notaries, surveyors and contractors built up over the years, lets us guide you wherever your project takes you.",
        },
      ],
      nl: [
        {
          p: "Atrium Immo opende in 2009 de deuren aan de Waterloosesteenweg in Elsene. Wat begon als een kantoor met twee mensen, groeide uit tot een team van vijf: erkende makelaars, een beheerder en een officecoördinator die samen woningen en handelspanden verkopen, verhuren, schatten en beheren.",
        },
        { h: "Onze aanpak" },
        {
          p: "We blijven bewust klein genoeg om elk dossier door en door te kennen. Elke klant heeft van begin tot einde één vast aanspreekpunt, dat eerlijk advies geeft over de prijs, u na elk bezoek op de hoogte houdt en er is tot de sleutels overhandigd worden. We zetten in op correcte schattingen, een verzorgde voorstelling van elk pand en duidelijke, schriftelijke afspraken, want een geslaagde verkoop of verhuring begint met vertrouwen.",
        },
        { h: "Waar we actief zijn" },
        {
          p: "Vanuit Elsene werken we in de negentien Brusselse gemeenten en ruim daarbuiten: in Waals-Brabant, Vlaams-Brabant en de provincies Namen en Luik. Dankzij onze kennis van die lokale markten en een netwerk van notarissen, landmeters en aannemers dat we door de jaren heen uitbouwden, begeleiden we u waar uw project u ook brengt.",
        },
      ],
      fr: [
        {
          p: "Atrium Immo a ouvert ses portes en 2009 sur la Chaussée de Waterloo, à Ixelles. Ce qui était au départ un bureau de deux personnes est devenu une équipe de cinq : des agents immobiliers agréés, un gestionnaire locatif et une coordinatrice qui, ensemble, vendent, louent, estiment et gèrent des logements et des biens commerciaux.",
        },
        { h: "Notre approche" },
        {
          p: "Nous avons fait le choix de rester une structure à taille humaine, où chaque dossier est connu sur le bout des doigts. Chaque client a un seul interlocuteur du début à la fin, qui le conseille franchement sur le prix, le tient informé après chaque visite et l’accompagne jusqu’à la remise des clés. Nous misons sur des estimations justes, une présentation soignée de chaque bien et des engagements clairs, mis par écrit, car une vente ou une location réussie commence par la confiance.",
        },
        { h: "Notre zone d’activité" },
        {
          p: "Depuis Ixelles, nous intervenons dans les dix-neuf communes bruxelloises et bien au-delà : en Brabant wallon, en Brabant flamand et dans les provinces de Namur et de Liège. Notre connaissance de ces marchés locaux et le réseau de notaires, géomètres et entrepreneurs que nous avons tissé au fil des années nous permettent de vous accompagner là où votre projet vous mène.",
        },
      ],
      de: [
        {
          p: "Atrium Immo hat 2009 an der Chaussée de Waterloo in Ixelles eröffnet. Aus dem anfänglichen Zwei-Personen-Büro ist ein Team von fünf Mitarbeitenden geworden: zugelassene Immobilienmakler, ein Hausverwalter und eine Bürokoordinatorin, die gemeinsam Wohn- und Gewerbeimmobilien verkaufen, vermieten, bewerten und verwalten.",
        },
        { h: "Unsere Arbeitsweise" },
        {
          p: "Wir bleiben bewusst so klein, dass wir jede Akte im Detail kennen. Jeder Kunde hat von Anfang bis Ende einen festen Ansprechpartner, der Sie ehrlich zum Preis berät, Sie nach jeder Besichtigung informiert und bis zur Schlüsselübergabe an Ihrer Seite ist. Wir setzen auf fundierte Bewertungen, eine sorgfältige Präsentation jeder Immobilie und klare, schriftliche Vereinbarungen – denn ein erfolgreicher Verkauf oder eine gelungene Vermietung beginnt mit Vertrauen.",
        },
        { h: "Unser Tätigkeitsgebiet" },
        {
          p: "Von Ixelles aus sind wir in den neunzehn Brüsseler Gemeinden und weit darüber hinaus tätig: in Wallonisch-Brabant, Flämisch-Brabant sowie in den Provinzen Namur und Lüttich. Dank unserer Kenntnis dieser lokalen Märkte und eines über die Jahre aufgebauten Netzwerks aus Notaren, Landvermessern und Bauunternehmen begleiten wir Sie überall dort, wohin Ihr Vorhaben Sie führt.",
        },
      ],
    },
  },
  {
    key: "/L'agence/Mentions-légales/",
    title: {
      en: "Legal notice",
      nl: "Wettelijke vermeldingen",
      fr: "Mentions légales",
      de: "Impressum",
    },
    description: {
      en: "Legal notice of Atrium Immo SRL: registered office, enterprise and VAT number, IPI accreditation, supervisory authority, code of ethics and insurance.",
      nl: "Wettelijke vermeldingen van Atrium Immo bv: zetel, ondernemings- en btw-nummer, BIV-erkenning, toezichthoudende overheid, deontologie en verzekering.",
      fr: "Mentions légales d’Atrium Immo SRL : siège, numéro d’entreprise et de TVA, agréation IPI, autorité de contrôle, code de déontologie et assurance.",
      de: "Impressum der Atrium Immo SRL: Sitz, Unternehmens- und MwSt.-Nummer, BIV/IPI-Zulassung, Aufsichtsbehörde, Standesregeln und Berufshaftpflicht.",
    },
    body: {
      en: [
        {
          p: "This website is published by the following company, in accordance with the Belgian Code of Economic Law:",
        },
        {
          ul: [
            "Company name: Atrium Immo SRL (private limited company)",
            "Registered office: Chaussée de Waterloo 612, 1050 Ixelles, Belgium",
            "Phone: 02 640 12 34 – e-mail: info@atrium-immo.be",
            "Enterprise number: BE 0712.345.678 (Crossroads Bank for Enterprises)",
            "VAT number: BE 0712.345.678",
            "Real-estate agent accredited by the IPI/BIV under no. 512.345",
          ],
        },
        { h: "Regulated profession" },
        {
          p: "The title of real-estate agent is protected in Belgium. Our agents are registered with the Professional Institute of Real-Estate Agents (IPI/BIV), Rue du Luxembourg 16B, 1000 Brussels, which is the supervisory authority for the profession. We are bound by the IPI code of ethics approved by the Royal Decree of 29 June 2018, which can be consulted on the institute’s website. Any complaint about a breach of professional ethics may be addressed to the IPI.",
        },
        { h: "Insurance and guarantee" },
        {
          p: "Our professional civil liability and the funds we hold on behalf of clients are covered by a professional liability and financial guarantee insurance policy, as required by the IPI’s rules. Details of the insurer and the geographical coverage, which extends to Belgium, are available on request at our office.",
        },
      ],
      nl: [
        {
          p: "Deze website wordt uitgegeven door de volgende onderneming, overeenkomstig het Wetboek van economisch recht:",
        },
        {
          ul: [
            "Naam: Atrium Immo bv (besloten vennootschap)",
            "Maatschappelijke zetel: Waterloosesteenweg 612, 1050 Elsene, België",
            "Telefoon: 02 640 12 34 – e-mail: info@atrium-immo.be",
            "Ondernemingsnummer: BE 0712.345.678 (Kruispuntbank van Ondernemingen)",
            "Btw-nummer: BE 0712.345.678",
            "Vastgoedmakelaar erkend door het BIV/IPI onder nr. 512.345",
          ],
        },
        { h: "Gereglementeerd beroep" },
        {
          p: "De titel van vastgoedmakelaar is in België beschermd. Onze makelaars zijn ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars (BIV/IPI), Luxemburgstraat 16B, 1000 Brussel, dat als toezichthoudende overheid voor het beroep optreedt. We zijn gebonden door de deontologische code van het BIV, goedgekeurd bij koninklijk besluit van 29 juni 2018, die u op de website van het instituut kunt raadplegen. Klachten over een inbreuk op de beroepsdeontologie kunt u aan het BIV richten.",
        },
        { h: "Verzekering en borgstelling" },
        {
          p: "Onze beroepsaansprakelijkheid en de gelden die we voor rekening van klanten beheren, zijn gedekt door een verzekering burgerlijke beroepsaansprakelijkheid en financiële borgstelling, zoals de regels van het BIV voorschrijven. De gegevens van de verzekeraar en de geografische dekking, die zich tot België uitstrekt, zijn op eenvoudig verzoek op ons kantoor verkrijgbaar.",
        },
      ],
      fr: [
        { p: "Ce site est édité par la société suivante, conformément au Code de droit économique :" },
        {
          ul: [
            "Dénomination : Atrium Immo SRL (société à responsabilité limitée)",
            "Siège social : Chaussée de Waterloo 612, 1050 Ixelles, Belgique",
            "Téléphone : 02 640 12 34 – e-mail : info@atrium-immo.be",
            "Numéro d’entreprise : BE 0712.345.678 (Banque-Carrefour des Entreprises)",
            "Numéro de TVA : BE 0712.345.678",
            "Agent immobilier agréé IPI/BIV sous le n° 512.345",
          ],
        },
        { h: "Profession réglementée" },
        {
          p: "Le titre d’agent immobilier est protégé en Belgique. Nos agents sont inscrits auprès de l’Institut professionnel des agents immobiliers (IPI/BIV), Rue du Luxembourg 16B, 1000 Bruxelles, autorité de contrôle de la profession. Nous sommes soumis au code de déontologie de l’IPI, approuvé par l’arrêté royal du 29 juin 2018 et consultable sur le site de l’Institut. Toute plainte relative à un manquement déontologique peut être adressée à l’IPI.",
        },
        { h: "Assurance et cautionnement" },
        {
          p: "Notre responsabilité civile professionnelle et les fonds que nous détenons pour compte de nos clients sont couverts par une assurance responsabilité civile professionnelle et cautionnement, conformément aux règles de l’IPI. Les coordonnées de l’assureur et l’étendue géographique de la couverture, qui s’étend à la Belgique, sont disponibles sur simple demande à l’agence.",
        },
      ],
      de: [
        { p: "Diese Website wird gemäß dem belgischen Wirtschaftsgesetzbuch von folgendem Unternehmen betrieben:" },
        {
          ul: [
            "Firma: Atrium Immo SRL (Gesellschaft mit beschränkter Haftung)",
            "Gesellschaftssitz: Chaussée de Waterloo 612, 1050 Ixelles, Belgien",
            "Telefon: 02 640 12 34 – E-Mail: info@atrium-immo.be",
            "Unternehmensnummer: BE 0712.345.678 (Zentrale Datenbank der Unternehmen)",
            "Mehrwertsteuernummer: BE 0712.345.678",
            "Vom BIV/IPI zugelassener Immobilienmakler unter der Nr. 512.345",
          ],
        },
        { h: "Reglementierter Beruf" },
        {
          p: "Der Titel des Immobilienmaklers ist in Belgien geschützt. Unsere Makler sind beim Berufsinstitut der Immobilienmakler (IPI/BIV), Rue du Luxembourg 16B, 1000 Brüssel, eingetragen, das als Aufsichtsbehörde für den Beruf fungiert. Wir unterliegen den Standesregeln des Instituts, die durch den Königlichen Erlass vom 29. Juni 2018 genehmigt wurden und auf dessen Website eingesehen werden können. Beschwerden über einen Verstoß gegen die Berufsethik können Sie an das Institut richten.",
        },
        { h: "Versicherung und Bürgschaft" },
        {
          p: "Unsere Berufshaftpflicht und die Gelder, die wir für Rechnung unserer Kunden verwalten, sind gemäß den Vorschriften des Instituts durch eine Berufshaftpflicht- und Bürgschaftsversicherung gedeckt. Angaben zum Versicherer und zum räumlichen Geltungsbereich, der sich auf Belgien erstreckt, erhalten Sie auf Anfrage in unserem Büro.",
        },
      ],
    },
  },
  {
    key: "/Blog/",
    title: {
      en: "Blog",
      nl: "Blog",
      fr: "Blog",
      de: "Blog",
    },
    description: {
      en: "Tips, market news and practical advice from Atrium Immo on buying, selling, renting and managing property in Brussels, Wallonia and Flemish Brabant.",
      nl: "Tips, marktnieuws en praktisch advies van Atrium Immo over kopen, verkopen, huren en verhuren van vastgoed in Brussel, Vlaams-Brabant en Wallonië.",
      fr: "Conseils, actualités du marché et infos pratiques d’Atrium Immo pour acheter, vendre, louer ou gérer un bien à Bruxelles, en Wallonie et en Brabant flamand.",
      de: "Tipps, Marktneuigkeiten und praktische Ratschläge von Atrium Immo rund um Kauf, Verkauf, Vermietung und Verwaltung von Immobilien in Brüssel und Umgebung.",
    },
    body: {
      en: [
        {
          p: "Welcome to the Atrium Immo blog. Here our team shares what we learn every day in the field: how prices are evolving in Brussels and the surrounding provinces, what changes in regional rules mean for buyers and landlords, and practical tips for preparing a sale, a first purchase or a letting.",
        },
        {
          p: "Have a question you would like us to cover? Send it to info@atrium-immo.be – your question may well inspire our next article.",
        },
      ],
      nl: [
        {
          p: "Welkom op de blog van Atrium Immo. Hier deelt ons team wat we elke dag op het terrein leren: hoe de prijzen in Brussel en de omliggende provincies evolueren, wat nieuwe gewestelijke regels betekenen voor kopers en verhuurders, en praktische tips om een verkoop, een eerste aankoop of een verhuring voor te bereiden.",
        },
        {
          p: "Hebt u een vraag waarover we eens zouden moeten schrijven? Stuur ze naar info@atrium-immo.be – wie weet inspireert ze ons volgende artikel.",
        },
      ],
      fr: [
        {
          p: "Bienvenue sur le blog d’Atrium Immo. Notre équipe y partage ce qu’elle observe chaque jour sur le terrain : l’évolution des prix à Bruxelles et dans les provinces voisines, l’impact des nouvelles règles régionales pour les acheteurs et les bailleurs, et des conseils pratiques pour préparer une vente, un premier achat ou une mise en location.",
        },
        {
          p: "Une question que vous aimeriez nous voir aborder ? Envoyez-la à info@atrium-immo.be : elle inspirera peut-être notre prochain article.",
        },
      ],
      de: [
        {
          p: "Willkommen im Blog von Atrium Immo. Hier teilt unser Team, was wir täglich in der Praxis erfahren: wie sich die Preise in Brüssel und den umliegenden Provinzen entwickeln, was neue regionale Vorschriften für Käufer und Vermieter bedeuten, und praktische Tipps zur Vorbereitung eines Verkaufs, eines ersten Immobilienkaufs oder einer Vermietung.",
        },
        {
          p: "Haben Sie eine Frage, die wir einmal aufgreifen sollten? Schicken Sie sie an info@atrium-immo.be – vielleicht inspiriert sie unseren nächsten Beitrag.",
        },
      ],
    },
  },
  {
    key: "/Estimer-mon-bien-en-ligne/",
    title: {
      en: "Value my property online",
      nl: "Mijn pand online schatten",
      fr: "Estimer mon bien en ligne",
      de: "Immobilie online bewerten",
    },
    description: {
      en: "Get a free online estimate of your house or apartment in a few minutes, then let an Atrium Immo agent confirm its value during a free on-site visit.",
      nl: "Vraag in enkele minuten een gratis online schatting van uw huis of appartement aan; een makelaar van Atrium Immo bevestigt de waarde daarna ter plaatse.",
      fr: "Obtenez en quelques minutes une estimation gratuite de votre maison ou appartement, puis un agent d’Atrium Immo affine la valeur lors d’une visite offerte.",
      de: "Erhalten Sie in wenigen Minuten eine kostenlose Online-Schätzung Ihres Hauses oder Ihrer Wohnung; ein Makler bestätigt den Wert danach gratis vor Ort.",
    },
    body: {
      en: [
        {
          p: "Thinking of selling or letting, or simply curious about what your property is worth today? Our online tool gives you a first estimate in just a few minutes, free of charge and without obligation.",
        },
        { h: "How it works" },
        {
          ul: [
            "Enter the address and type of your property.",
            "Describe its main features: living area, number of bedrooms, plot size, condition, EPC rating and extras such as a garden, terrace or garage.",
            "Receive a price range based on recent sales of comparable properties in your neighbourhood and on our knowledge of the local market.",
          ],
        },
        { h: "Confirmed by an expert, on site" },
        {
          p: "An online estimate can never see the light in your living room or the quality of a renovation. That is why one of our accredited agents contacts you within two working days to arrange a free on-site valuation. After the visit, you receive a detailed, reasoned valuation report, with no commitment on your part.",
        },
      ],
      nl: [
        {
          p: "Denkt u eraan te verkopen of te verhuren, of bent u gewoon benieuwd wat uw pand vandaag waard is? Met onze online tool krijgt u in enkele minuten een eerste schatting, gratis en vrijblijvend.",
        },
        { h: "Zo werkt het" },
        {
          ul: [
            "Vul het adres en het type van uw pand in.",
            "Beschrijf de belangrijkste kenmerken: bewoonbare oppervlakte, aantal slaapkamers, perceelgrootte, staat, EPC-score en troeven zoals een tuin, terras of garage.",
            "Ontvang een prijsvork op basis van recente verkopen van vergelijkbare panden in uw buurt en onze kennis van de lokale markt.",
          ],
        },
        { h: "Bevestigd door een expert, ter plaatse" },
        {
          p: "Een online schatting ziet nooit hoe het licht in uw woonkamer valt of hoe goed een renovatie werd uitgevoerd. Daarom neemt een van onze erkende makelaars binnen twee werkdagen contact met u op voor een gratis schatting ter plaatse. Na het bezoek ontvangt u een gedetailleerd en onderbouwd schattingsverslag, zonder enige verplichting.",
        },
      ],
      fr: [
        {
          p: "Vous envisagez de vendre ou de louer, ou vous êtes simplement curieux de connaître la valeur actuelle de votre bien ? Notre outil en ligne vous donne une première estimation en quelques minutes, gratuitement et sans engagement.",
        },
        { h: "Comment ça marche ?" },
        {
          ul: [
            "Indiquez l’adresse et le type de votre bien.",
            "Décrivez ses principales caractéristiques : surface habitable, nombre de chambres, superficie du terrain, état, classe PEB et atouts comme un jardin, une terrasse ou un garage.",
            "Recevez une fourchette de prix basée sur les ventes récentes de biens comparables dans votre quartier et sur notre connaissance du marché local.",
          ],
        },
        { h: "Confirmée sur place par un expert" },
        {
          p: "Une estimation en ligne ne voit ni la luminosité de votre séjour ni la qualité d’une rénovation. C’est pourquoi l’un de nos agents agréés vous contacte dans les deux jours ouvrables pour convenir d’une estimation gratuite sur place. Après la visite, vous recevez un rapport d’estimation détaillé et argumenté, sans aucun engagement de votre part.",
        },
      ],
      de: [
        {
          p: "Sie denken über einen Verkauf oder eine Vermietung nach oder möchten einfach wissen, was Ihre Immobilie heute wert ist? Unser Online-Tool liefert Ihnen in wenigen Minuten eine erste Schätzung – kostenlos und unverbindlich.",
        },
        { h: "So funktioniert es" },
        {
          ul: [
            "Geben Sie die Adresse und die Art Ihrer Immobilie ein.",
            "Beschreiben Sie die wichtigsten Merkmale: Wohnfläche, Anzahl der Schlafzimmer, Grundstücksgröße, Zustand, Energieausweis und Extras wie Garten, Terrasse oder Garage.",
            "Erhalten Sie eine Preisspanne auf Grundlage aktueller Verkäufe vergleichbarer Objekte in Ihrer Umgebung und unserer Kenntnis des lokalen Marktes.",
          ],
        },
        { h: "Vor Ort von einem Experten bestätigt" },
        {
          p: "Eine Online-Schätzung sieht weder das Licht in Ihrem Wohnzimmer noch die Qualität einer Renovierung. Deshalb meldet sich einer unserer zugelassenen Makler innerhalb von zwei Werktagen bei Ihnen, um einen kostenlosen Bewertungstermin vor Ort zu vereinbaren. Nach dem Besuch erhalten Sie einen ausführlichen, begründeten Bewertungsbericht – ganz ohne Verpflichtung.",
        },
      ],
    },
  },
];
