import stap1 from './images/stap-1.jpg';
import stap2 from './images/stap-2.jpg';
import stap3 from './images/stap-3.jpg';
import stap4 from './images/stap-4.jpg';
import stap5 from './images/stap-5.jpg';
import stap6 from './images/stap-6.jpg';
import stap6Pakket from './images/stap-6-pakket.jpg';
import stap7 from './images/stap-7.jpg';
import stap8 from './images/stap-8.jpg';
import stap9 from './images/stap-9.jpg';

/** A chapter of the manual; its anchor is what routes and wizard steps link to. */
export interface ManualChapter {
  readonly anchor: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
  /** A screenshot of the screen, taken by the browser tests (npm run manual:shots). */
  readonly image?: { readonly src: string; readonly alt: string };
}

/**
 * The screenshots of the wizard's steps (tests/e2e/manual-shots.spec.ts writes them), by step number. The
 * build gives each a content-hashed name under /assets/, so browsers keep them for a year and fetch a
 * retaken shot under its new name (issue 19).
 */
const STEP_SHOTS = [stap1, stap2, stap3, stap4, stap5, stap6, stap7, stap8, stap9];

/** The screenshot of wizard step `step`. */
function stepShot(step: number, alt: string): NonNullable<ManualChapter['image']> {
  const src = STEP_SHOTS[step - 1];
  if (src === undefined) throw new Error(`Geen schermafbeelding van stap ${step}`);
  return { src, alt };
}

export const MANUAL_CHAPTERS: readonly ManualChapter[] = [
  {
    anchor: 'start',
    title: 'Waarom Beloning',
    paragraphs: [
      'Volgens de Waadi (artikel 8) heeft een uitzendkracht recht op ten minste dezelfde arbeidsvoorwaarden als uw eigen medewerkers in een gelijke of gelijkwaardige functie. Het uitzendbureau kan dat alleen als u de juiste informatie geeft, en u bent met de ketenaansprakelijkheid mede aansprakelijk voor het loon.',
      'De inlenersbeloning bestaat uit deze onderdelen, die u in Beloning vastlegt:',
    ],
    items: [
      'het periodeloon in de schaal (de loontabel met schalen, periodieken en zo nodig leeftijden);',
      'de arbeidsduurverkorting (ADV), in tijd of in geld;',
      'toeslagen voor onregelmatig werk of belastende omstandigheden: overwerk, verschoven uren, feestdagen, ploegen;',
      'initiële loonsverhogingen, vanaf hetzelfde moment en even hoog als bij u;',
      'kostenvergoedingen, zoals reiskosten;',
      'periodieken: hoogte en moment zoals bij u;',
      'vergoeding van reisuren en reistijd;',
      'eenmalige uitkeringen;',
      'thuiswerkvergoedingen;',
      'een vaste eindejaarsuitkering.',
    ],
  },
  {
    anchor: 'registreren',
    title: 'Registreren en account activeren',
    paragraphs: [
      'Vul uw e-mailadres, telefoonnummer en tweemaal een wachtwoord in. Na het invullen van uw KVK-nummer zoeken wij de handelsnamen van uw bedrijf op bij de Kamer van Koophandel; kies de juiste naam en bevestig dat dit uw bedrijf is. Ga akkoord met de algemene voorwaarden en klik op Registreren.',
      'U ontvangt een e-mail met een activatielink. Pas na het openen van die link kunt u inloggen. De link is drie dagen geldig.',
    ],
  },
  {
    anchor: 'inloggen',
    title: 'Inloggen en wachtwoord vergeten',
    paragraphs: [
      'Log in met uw gebruikersnaam of e-mailadres en uw wachtwoord. Bent u uw wachtwoord vergeten, vraag dan via Wachtwoord vergeten een e-mail aan met een link om een nieuw wachtwoord in te stellen. Na een wachtwoordwijziging wordt u op alle apparaten uitgelogd.',
    ],
  },
  {
    anchor: 'account',
    title: 'Profiel: bedrijfsgegevens en e-mailvoorkeuren',
    paragraphs: [
      'Onder Profiel ziet u de bedrijfsnaam en het KVK-nummer. Komen die niet overeen met het Handelsregister, dan ziet u een waarschuwing en kunt u ze aanpassen. Zolang ze niet overeenkomen, kunt u geen uitzendbureaus koppelen.',
      'Hier wijzigt u ook uw e-mailadres (u bevestigt het nieuwe adres via een link) en kiest u of u e-mail wilt ontvangen als uw loontabellen door een nieuwe cao-versie veranderen.',
    ],
  },
  {
    anchor: 'gebruikers',
    title: 'Extra gebruikers',
    paragraphs: [
      'De hoofdgebruiker kan collega’s uitnodigen. Zij ontvangen een e-mail en stellen zelf een wachtwoord in. Per gebruiker bepaalt u of die regelingen mag maken en wijzigen; anders kan die gebruiker alleen inzien.',
    ],
  },
  {
    anchor: 'support',
    title: 'Support',
    paragraphs: [
      'Komt u er niet uit, stuur dan via Support een vraag met een titel en een toelichting. Wij antwoorden op werkdagen tussen 9:00 en 14:00 uur.',
    ],
  },
  {
    anchor: 'overzicht',
    title: 'Mijn beloningen',
    paragraphs: [
      'Het overzicht toont uw beloningsregelingen, uw cao-nalevingen en de voorstellen die uitzendbureaus voor u hebben gemaakt. Met de knop onderaan start u een nieuwe regeling. Gebruikers zonder het recht om regelingen te maken kunnen regelingen alleen openen.',
    ],
  },
  {
    anchor: 'regeling',
    title: 'Een regeling bekijken',
    paragraphs: [
      'Elke opgeslagen wijziging is een nieuwe, genummerde versie. Met de keuzelijst bekijkt u eerdere versies. Is er een nieuwe cao-versie of zijn de loontabellen waarop uw regeling is gebaseerd gewijzigd, dan ziet u dat hier en kunt u de regeling bijwerken.',
      'Onder Gelijkwaardige beloning ziet u per onderdeel van de gelijkwaardige beloning (loon, vakantie, toeslagen, ADV, loondoorbetaling bij ziekte, verlof, pensioen, IKB, duurzame inzetbaarheid, aanvullende en overige regelingen en grondslagen) of het is ingevuld, volgens de cao geldt of nog niet is ingevuld, met de herkomst en wat er is vastgelegd; bovenaan staat hoeveel onderdelen elk van de drie zijn. Een versie die is opgeslagen voordat Beloning deze onderdelen kende, toont ze als nog niet ingevuld. Daaronder staat welke onderdelen zijn toegevoegd, gewijzigd of verwijderd ten opzichte van de vorige versie, met wat er was en wat het wordt.',
    ],
  },
  {
    anchor: 'koppelingen',
    title: 'Koppelingen met uitzendbureaus',
    paragraphs: [
      'Een koppeling deelt uw regeling met een uitzendbureau. Vul het KVK-nummer van het bureau in; wij zoeken de naam op. Vul het e-mailadres van uw contactpersoon bij het bureau in. Per uitzendbureau is er één koppeling. Het bureau ontvangt direct een e-mail.',
      'Met de schakelaar verbreekt u een koppeling tijdelijk; het bureau ziet uw regeling dan niet meer tot u de koppeling weer aanzet.',
    ],
  },
  {
    anchor: 'cao-naleving',
    title: 'Cao-naleving',
    paragraphs: [
      'Volgt u een cao precies, dan hoeft u geen volledige regeling te maken. U bevestigt welke cao u volgt en welke functies u heeft; het uitzendbureau past de cao toe.',
    ],
  },
  {
    anchor: 'start-wizard',
    title: 'De korte wizard',
    paragraphs: [
      'Stap 1: kies of u een cao exact volgt of een eigen regeling of afwijkingen heeft. Bent u aangesloten bij een werkgeversorganisatie, dan kunt u alleen de meest recente cao’s kiezen.',
      'Stap 2: geef aan of u functies heeft die niet in de cao staan of ervan afwijken, en voeg die toe met loontabel en minimumschaal.',
      'Heeft u een eigen regeling of afwijkingen en biedt een uitzendbureau dat u uitnodigde hulp aan, dan kunt u dat bureau vragen een voorstel voor uw beloningsregeling te maken: u krijgt een e-mail zodra het voorstel klaar is, en u accepteert of wijst het af. Met Ik wil geen hulp meer trekt u de vraag weer in. Vult u het zelf in, dan gaat u verder in de wizard Inlenersbeloning.',
      'Stap 3: controleer het overzicht, met de loontabellen van de cao (Toon uurlonen toont de uurlonen). Stap 4: onderteken met uw naam en ga akkoord met de voorwaarden. Na Opslaan deelt u de cao-naleving met de uitzendbureaus die u uitnodigden.',
    ],
  },
  {
    anchor: 'wizard',
    title: 'De wizard Inlenersbeloning',
    paragraphs: [
      'De wizard heeft negen stappen. U kunt terug naar elke stap die u al heeft ingevuld. Wat u invult wordt in uw browser bewaard, zodat u later verder kunt. Pas bij Opslaan in stap 9 wordt een nieuwe versie gemaakt.',
    ],
  },
  {
    anchor: 'wizard-stap-1',
    title: 'Stap 1: Beloningsregeling',
    paragraphs: [
      'Kies of u een cao volgt met eventueel eigen aanvullingen, of een geheel eigen beloningsregeling heeft. Bent u lid van een werkgeversorganisatie, vink dat dan aan: u kunt dan alleen de nieuwste cao’s kiezen. Als u deze keuze later wijzigt, worden de volgende stappen leeggemaakt.',
    ],
    image: stepShot(
      1,
      'Stap 1: de keuze tussen een cao met eigen aanvullingen en een eigen beloningsregeling, met de cao Schoonmaak gekozen.',
    ),
  },
  {
    anchor: 'wizard-stap-2',
    title: 'Stap 2: Cao',
    paragraphs: [
      'Kies uw cao. De looptijd, vakantie, vakantietoeslag en eindejaarsuitkering worden uit de cao overgenomen. Wijkt u in uw voordeel af, pas ze dan aan. De vakantie is ten minste 20 dagen of 144 uur per jaar en de vakantietoeslag ten minste 8%, of meer als de cao dat voorschrijft.',
      'Eenmalige uitkeringen voegt u toe met datum, soort (percentage of bedrag), hoogte en omschrijving.',
      'Getallen typt u met een decimale komma (8,33) en eventueel punten voor de duizendtallen (1.234,56). Een getal met één punt voor precies drie cijfers, zoals 1.250, is op twee manieren te lezen (1250 of 1,250) en wordt daarom geweigerd: schrijf 1250 of 1,250. Dat geldt in alle stappen.',
    ],
    image: stepShot(
      2,
      'Stap 2: de cao, de looptijd, vakantie, vakantietoeslag en eindejaarsuitkering, overgenomen uit de cao.',
    ),
  },
  {
    anchor: 'wizard-stap-3',
    title: 'Stap 3: Loontabellen',
    paragraphs: [
      'Elke loontabel heeft een ingangsdatum. Een nieuwe tabel die volgt op de vorige begint de dag na de einddatum van de vorige; de laatste tabel heeft een einddatum. Geef per tabel aan of hij de cao volgt, hoe het loon wordt uitgedrukt (per uur, week, vier weken, maand of jaar), wat een uur is, hoe de initiële inschaling gaat, welke ADV geldt en hoe periodieken worden toegekend.',
      'Vul ook de uren per week van een volledige werkweek in. Daarmee wordt een loon per week, vier weken, maand of jaar omgerekend naar een uurloon: voor de controle op het wettelijk minimumloon en voor Toon uurlonen. Een maand telt 52/12 weken, dus bij 36 uur per week wordt een maandloon gedeeld door 156 (€ 2.000 per maand is dan € 12,82 per uur). Lonen gedeeld door neemt dat getal over zodra u de uren invult; schrijft uw cao een ander getal voor (bijvoorbeeld 174), typ dat dan zelf. Zonder uren en met een deler van 1 is het uurloon onbekend, en dan kunt u niet verder. Bij uurlonen zijn de uren niet verplicht. Een loontabel van de cao neemt de werkweek van de cao over.',
    ],
    image: stepShot(
      3,
      'Stap 3: de loontabellen van de cao als tabbladen, met de instellingen van de eerste tabel.',
    ),
  },
  {
    anchor: 'wizard-stap-4',
    title: 'Stap 4: Lonen',
    paragraphs: [
      'De lonen staan in een tabel zoals in Excel: verticaal de loonschalen, horizontaal de periodieken, per leeftijd. Een loon mag niet lager zijn dan in de cao; een loon onder het wettelijk minimumloon wordt gemarkeerd met het bedrag dat het moet halen. Loopt de tabel door na de laatste periode waarvan Beloning het minimumloon kent, of heeft ze geen einddatum, dan ziet u een melding tot welke datum de lonen getoetst zijn.',
      'Werken met het toetsenbord: pijltjes, Tab en Enter verplaatsen (Tab aan het eind van een rij gaat de tabel uit), typen of F2 wijzigt een loon (15,52 of 1.234,56) en Escape annuleert. Met Shift en de pijltjes of Shift en klikken selecteert u een blok. Ctrl+C kopieert het blok met decimale komma’s, Ctrl+V plakt een blok uit Excel, LibreOffice of Google Sheets vanaf de gekozen cel, Ctrl+D en Ctrl+R vullen omlaag en naar rechts, Delete wist en Ctrl+Z en Ctrl+Y maken ongedaan en opnieuw. Een plakblok met tekst of een getal dat op twee manieren te lezen is, wordt in zijn geheel geweigerd met de cel erbij.',
      'Met Lonen verhogen past u de hele tabel of de selectie aan met een percentage of vast bedrag, daarna eventueel een bedrag per schaal, één keer wiskundig, naar boven of naar beneden afgerond op het aantal decimalen dat u kiest; u ziet eerst een voorbeeld en pas Toepassen verandert de lonen. Geeft u een ingangsdatum, dan blijft de tabel zoals hij is en komen de verhoogde lonen in een nieuwe vervolgtabel vanaf die datum (een tabel die dan nog loopt, eindigt de dag ervoor); een verandering van meer dan 20 % bevestigt u eerst. Verhoogt u zonder ingangsdatum een tabel die al is afgelopen, dan waarschuwt het voorbeeld dat u lonen verandert over een periode die misschien al is uitbetaald. Een cao rondt vaak anders af: is de nieuwe cao-tabel gepubliceerd, neem die dan over. Met Schaal toevoegen, Periodiek toevoegen en Leeftijd toevoegen bouwt u een eigen tabel op, ook vanaf een lege tabel. Toon uurlonen laat de uurlonen zien (alleen te lezen). Met CSV exporteren en CSV importeren wisselt u een tabel uit met een spreadsheet.',
    ],
    image: stepShot(
      4,
      'Stap 4: de lonen van een loontabel als spreadsheet, per leeftijd de schalen onder elkaar en de periodieken naast elkaar.',
    ),
  },
  {
    anchor: 'wizard-stap-5',
    title: 'Stap 5: Functies',
    paragraphs: [
      'Voeg per loontabel uw functies toe met de schaal waarin ze vallen. De aard van het werk is niet verplicht.',
    ],
    image: stepShot(5, 'Stap 5: de functies per loontabel, met de functies uit de cao ter vergelijking.'),
  },
  {
    anchor: 'wizard-stap-6',
    title: 'Stap 6: Toeslagen',
    paragraphs: [
      'Geef aan welke toeslag geldt als toeslagen samenvallen, bijvoorbeeld onregelmatigheidstoeslag en overwerk tegelijk. Geef per soort toeslag of vergoeding aan of die bij u geldt. Vul bij procentuele toeslagen alleen het toeslagdeel in: 25 voor 25%, niet 125. Reiskosten en thuiswerkvergoeding vult u in als bedrag.',
      'Bij overwerk, onregelmatigheid, ploegentoeslag, reiskosten en thuiswerkvergoeding beantwoordt u Ja met een eerste code (bijvoorbeeld OV01) met ingangsdatum, percentage of bedrag, omschrijving en toelichting. Met Nieuwe code voegt u een volgende code toe (OV02), met Nieuwe periode een latere periode van dezelfde code. Bij de andere soorten vult u na Ja alleen een toelichting in (4 tot 600 tekens).',
      'Voeg ook opleidingen toe die bij functies horen: per opleiding een omschrijving en de functies uit stap 5 waarvoor ze geldt.',
    ],
    image: stepShot(
      6,
      'Stap 6: samenloop van toeslagen en per soort toeslag Ja of Nee, met overwerk ingevuld.',
    ),
  },
  {
    anchor: 'wizard-stap-6-gelijkwaardige-beloning',
    title: 'Stap 6: Gelijkwaardige beloning',
    paragraphs: [
      'Onderaan stap 6, onder Gelijkwaardige beloning, legt u vast wat uw eigen medewerkers krijgen naast loon, toeslagen, vakantie en ADV, zoals de uitzend-cao sinds 2026 vraagt: loondoorbetaling bij ziekte, verlof, pensioen, het individueel keuzebudget (IKB), duurzame inzetbaarheid, aanvullende regelingen (zoals PAWW), overige regelingen en de grondslagen. Klik op de naam van een onderdeel om het te openen. Kies eerst de herkomst (Cao, Cao (algemeen verbindend verklaard), Eigen regeling of Onbekend) en vul daarna de velden in: percentages van 0 tot en met 100 met een komma (2,5), bedragen in euro’s (18.475,50), data als DD-MM-JJJJ. Met de knop onder een lijst voegt u een regel toe, bijvoorbeeld Periode toevoegen bij loondoorbetaling of Regeling toevoegen.',
      'Elk onderdeel is optioneel. Naast de naam staat of het is ingevuld, volgens cao is of nog niet ingevuld; wat u leeg laat, wordt niet opgeslagen en blijft nog niet ingevuld. Met de knop onderaan een onderdeel (bijvoorbeeld Pensioen leegmaken) haalt u het weer weg. Klopt er iets niet, dan staat de melding onder het veld en gaat u pas met Volgende verder als het is verbeterd. Wijzigt u een opgeslagen regeling, dan staan de opgeslagen onderdelen weer ingevuld.',
      'Begint u een nieuwe regeling op een cao die waarden geeft voor de gelijkwaardige beloning, dan staan die onderdelen alvast ingevuld zoals de cao ze noemt, met als herkomst de cao (volgens cao); een melding boven de onderdelen zegt welke. Bij de cao Schoonmaak- en Glazenwassersbedrijf is dat het verlof: de extra vrije dag van artikel 31. Controleer ze en pas ze aan waar uw regeling afwijkt; staat er dan iets anders dan in de cao, dan staat naast de naam wijkt af van de cao. Onderdelen die de cao niet noemt, blijven nog niet ingevuld: Beloning vult nooit zelf iets in. Een onderdeel dat u leegmaakt, blijft leeg. Wijzigt u een opgeslagen regeling (ook bij een nieuwe cao-versie), dan blijft staan wat u heeft opgeslagen; is een onderdeel leeg of wijkt het af van de cao, dan neemt u de waarden van de cao over met de knop in dat onderdeel (bijvoorbeeld Verlof: waarden van de cao overnemen).',
    ],
    image: {
      src: stap6Pakket,
      alt: 'Stap 6, Gelijkwaardige beloning: het verlof van de cao Schoonmaak alvast ingevuld volgens cao, de andere onderdelen nog niet ingevuld.',
    },
  },
  {
    anchor: 'wizard-stap-7',
    title: 'Stap 7: Samenvatting',
    paragraphs: [
      'De cao-tekst komt uit de standaard-cao; bij aankomst staat dat in een venster dat u sluit met Akkoord (niet als u terugkomt uit stap 8). Wijkt u af, pas de tekst dan zelf aan. Met Reset zet u de oorspronkelijke tekst terug; met Ongedaan maken haalt u uw eigen tekst daarna nog terug.',
      'De knoppen boven de tekst maken tekst vet, cursief, onderstreept, doorgehaald of code, maken koppen 1 tot en met 6, opsommingen, genummerde lijsten, citaten, codeblokken, een horizontale lijn of een nieuwe regel in dezelfde alinea, en voegen een tabel van 3 bij 3 in. Staat de cursor in een tabel, dan voegt u rijen en kolommen toe of verwijdert u ze. Met het toetsenbord: Tab naar de knoppenbalk, de pijltjes naar een knop en Enter; Ctrl+B, Ctrl+I en Ctrl+U werken in de tekst, Ctrl+Z en Ctrl+Y maken ongedaan en opnieuw.',
      'Plakken uit Word, Google Docs of Excel mag: lijsten en tabellen blijven lijsten en tabellen, vet en cursief blijven, lettertypen, kleuren en andere opmaak verdwijnen.',
    ],
    image: stepShot(7, 'Stap 7: de cao-tekst in de editor met de knoppenbalk.'),
  },
  {
    anchor: 'wizard-stap-8',
    title: 'Stap 8: Overzicht',
    paragraphs: [
      'Controleer alles. Volgt u een cao, dan ziet u waarin uw regeling afwijkt van de cao: vakantie, vakantietoeslag, eindejaarsuitkering en eenmalige uitkeringen met de cao-waarde naast de uwe, per loontabel de lonen die afwijken (leeftijd, schaal, periodiek, cao-loon en uw loon), nieuwe loontabellen, loontabellen van de cao die u niet heeft overgenomen en het begin van de cao-tekst.',
      'Heeft u een eigen beloningsregeling, dan ziet u de hele regeling zoals die wordt opgeslagen, net als op de detailpagina: de voorwaarden, elke loontabel met zijn lonen, de toeslagen, de opleidingen en de cao-tekst. Met Vorige gaat u terug naar stap 7, met Volgende naar stap 9.',
      'In beide gevallen ziet u onder Gelijkwaardige beloning per onderdeel of het is ingevuld, volgens de cao geldt of nog niet is ingevuld. Volgt u een cao, dan ziet u onder Vergeleken met de cao welke onderdelen afwijken van wat de cao zegt: Wijkt af van de cao, Niet in de cao (u vulde iets in wat de cao niet noemt) of Niet overgenomen uit de cao, met wat de cao zegt naast wat u invulde. Wijzigt u een opgeslagen regeling, dan ziet u daar ook welke onderdelen zijn toegevoegd, gewijzigd of verwijderd ten opzichte van de versie waarmee u begon.',
    ],
    image: stepShot(8, 'Stap 8: de vergelijking met de cao.'),
  },
  {
    anchor: 'wizard-stap-9',
    title: 'Stap 9: Accorderen',
    paragraphs: [
      'Onderteken met uw voor- en achternaam en ga akkoord met de voorwaarden. Geef aan of uw regeling de loontabellen van de cao automatisch volgt. Na Opslaan is er een nieuwe versie en kunt u haar delen met uitzendbureaus.',
    ],
    image: stepShot(
      9,
      'Stap 9: naam, akkoord met de voorwaarden en de keuze om de loontabellen van de cao te volgen.',
    ),
  },
  {
    anchor: 'voorstellen',
    title: 'Voorstellen van uitzendbureaus',
    paragraphs: [
      'Een uitzendbureau kan een voorstel voor uw regeling maken. U krijgt daarover een e-mail en ziet het in uw overzicht. Op de pagina van het voorstel accepteert u het (het wordt een nieuwe versie, ondertekend door u, en het bureau krijgt bericht) of wijst u het af (ook dan krijgt het bureau bericht). Wilt u het voorstel anders, wijs het dan af en pas uw regeling zelf aan met Wijzigen.',
    ],
  },
  {
    anchor: 'uitlenersportaal',
    title: 'Voor uitzendbureaus',
    paragraphs: [
      'In het uitlenersportaal ziet een uitzendbureau de regelingen die inleners met zijn KVK-nummer en een e-mailadres van het bureau hebben gedeeld, in elke versie, en downloadt ze als JSON, CSV (de loontabellen) of SETU, en het pakket gelijkwaardige beloning als CSV voor Excel: per onderdeel elke waarde op een eigen regel, met de herkomst, en een onderdeel dat nog niet is ingevuld op één regel met de status nog niet ingevuld, zonder waarden. Bij elke versie ziet het bureau onder Gelijkwaardige beloning welke onderdelen de inlener heeft ingevuld, welke volgens de cao gelden en welke nog niet zijn ingevuld, en welke zijn gewijzigd ten opzichte van de vorige versie. Wat u deelt, ziet alleen wie inlogt met het e-mailadres dat u opgaf, of een collega aan wie die persoon toegang gaf: wie zich onder hetzelfde KVK-nummer aanmeldt, ziet daardoor nog niets. Het bureau kan een inlener uitnodigen, hulp aanbieden en een voorstel maken.',
      'Voorstel maken (bij een hulpvraag, of bij een gedeelde regeling als voorstel tot wijziging) opent het scherm Voorstel maken: met Voorstel maken begint u, met Ga door met voorstel maken gaat u verder met een voorstel voor dezelfde inlener dat u nog niet opsloeg. U doorloopt dezelfde negen stappen als de inlener; in stap 9 ondertekent u met uw eigen naam. Na Opslaan krijgt de inlener een e-mail en bent u terug bij de inlener in het uitlenersportaal.',
    ],
  },
];
