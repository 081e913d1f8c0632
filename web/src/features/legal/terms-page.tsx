/**
 * The general terms (SPEC.md 2.2): a Dutch-law subscription agreement for a free service provided on a
 * best-effort basis, articles 1 to 12, with the figures of SPEC.md section 9.
 */
export function TermsPage() {
  return (
    <div className="page page--reading legal">
      <h1>Algemene voorwaarden</h1>
      <p className="muted">
        Deze voorwaarden gelden voor het gebruik van Beloning door inleners en uitzendbureaus.
      </p>

      <h2 id="artikel-1">Artikel 1. Toepasselijkheid</h2>
      <ol>
        <li>
          Deze voorwaarden zijn van toepassing op elk gebruik van Beloning en op elke overeenkomst tussen de
          aanbieder en de gebruiker.
        </li>
        <li>
          Afwijkingen gelden alleen als de aanbieder ze schriftelijk heeft bevestigd. Algemene voorwaarden van
          de gebruiker zijn niet van toepassing.
        </li>
      </ol>

      <h2 id="artikel-2">Artikel 2. Definities</h2>
      <ol>
        <li>
          <strong>Aanbieder</strong>: de leverancier van cao-gegevens die Beloning aanbiedt.
        </li>
        <li>
          <strong>Gebruiker</strong>: de inlener of het uitzendbureau dat een account heeft, met de personen
          die namens hem inloggen.
        </li>
        <li>
          <strong>Inlener</strong>: de onderneming die uitzendkrachten inleent en haar beloningsregeling
          vastlegt.
        </li>
        <li>
          <strong>Uitzendbureau</strong> (uitlener): de onderneming die uitzendkrachten ter beschikking stelt
          en gedeelde regelingen inziet.
        </li>
        <li>
          <strong>Dienst</strong>: het portaal Beloning met de bijbehorende gegevens, e-mails en koppelingen.
        </li>
      </ol>

      <h2 id="artikel-3">Artikel 3. De dienst</h2>
      <ol>
        <li>
          Met Beloning legt een inlener zijn beloningsregeling vast en deelt hij die met uitzendbureaus. Voor
          inleners is de dienst gratis.
        </li>
        <li>
          De aanbieder levert de dienst naar beste vermogen (inspanningsverplichting). De aanbieder garandeert
          niet dat de dienst altijd zonder onderbreking beschikbaar is.
        </li>
        <li>
          Cao-gegevens worden met zorg bijgehouden. De gebruiker blijft zelf verantwoordelijk voor de
          juistheid van de beloning die hij vastlegt en toepast.
        </li>
        <li>Support is bereikbaar op werkdagen van 9:00 tot 14:00 uur.</li>
      </ol>

      <h2 id="artikel-4">Artikel 4. Gebruik</h2>
      <ol>
        <li>
          De gebruiker houdt zijn inloggegevens geheim en is verantwoordelijk voor al het gebruik van zijn
          account.
        </li>
        <li>
          Het is niet toegestaan de dienst te gebruiken in strijd met de wet, gegevens van anderen zonder
          toestemming in te zien of de dienst te overbelasten.
        </li>
        <li>
          Bij misbruik is de gebruiker een direct opeisbare boete verschuldigd van € 2.000 per overtreding,
          onverminderd het recht van de aanbieder op volledige schadevergoeding.
        </li>
        <li>
          Bij misbruik mag de aanbieder de toegang blokkeren. Voor het opheffen van een blokkade rekent de
          aanbieder € 250 exclusief btw.
        </li>
      </ol>

      <h2 id="artikel-5">Artikel 5. Overeenkomst</h2>
      <ol>
        <li>De overeenkomst komt tot stand wanneer de gebruiker zijn account activeert.</li>
        <li>
          Een licentie geldt voor ten minste 12 maanden en wordt daarna stilzwijgend verlengd, tenzij een van
          beide partijen opzegt.
        </li>
        <li>
          Zichtbare gebreken meldt de gebruiker binnen 7 dagen na levering, verborgen gebreken binnen 14 dagen
          nadat hij ze ontdekte.
        </li>
      </ol>

      <h2 id="artikel-6">Artikel 6. Prijs en betaling</h2>
      <ol>
        <li>
          Voor inleners is de dienst gratis. Voor een betaald abonnement van een uitzendbureau gelden de
          prijzen die bij het afsluiten zijn overeengekomen.
        </li>
        <li>Facturen worden betaald binnen 14 dagen na factuurdatum.</li>
        <li>De aanbieder mag zijn prijzen wijzigen met een aankondiging van ten minste 30 dagen.</li>
        <li>Voor een mislukte incasso rekent de aanbieder € 25 administratiekosten.</li>
      </ol>

      <h2 id="artikel-7">Artikel 7. Intellectueel eigendom</h2>
      <ol>
        <li>
          Alle rechten op de dienst, de software en de cao-gegevens berusten bij de aanbieder of zijn
          licentiegevers.
        </li>
        <li>
          De gegevens die de gebruiker zelf invoert blijven van de gebruiker. De aanbieder gebruikt ze alleen
          om de dienst te leveren.
        </li>
      </ol>

      <h2 id="artikel-8">Artikel 8. Niet-betaling</h2>
      <ol>
        <li>
          Betaalt de gebruiker niet op tijd, dan is hij zonder ingebrekestelling de wettelijke handelsrente
          vermeerderd met 2 procent verschuldigd.
        </li>
        <li>Na 7 dagen niet-betaling mag de aanbieder de toegang blokkeren.</li>
        <li>Incassokosten komen voor rekening van de gebruiker, met een minimum van € 250.</li>
      </ol>

      <h2 id="artikel-9">Artikel 9. Overmacht</h2>
      <ol>
        <li>Bij overmacht worden de verplichtingen van de aanbieder opgeschort zolang de overmacht duurt.</li>
        <li>
          Duurt de overmacht langer dan 90 dagen, dan mogen beide partijen de overeenkomst schriftelijk
          beëindigen, zonder schadevergoeding.
        </li>
      </ol>

      <h2 id="artikel-10">Artikel 10. Aansprakelijkheid</h2>
      <ol>
        <li>De aanbieder is alleen aansprakelijk voor directe schade door opzet of grove schuld.</li>
        <li>
          De aanbieder is niet aansprakelijk voor een onjuiste beloning die de gebruiker op basis van de
          dienst toepast.
        </li>
        <li>Elke vordering vervalt 12 maanden nadat de gebruiker met de schade bekend werd.</li>
      </ol>

      <h2 id="artikel-11">Artikel 11. Privacy</h2>
      <ol>
        <li>
          De aanbieder verwerkt persoonsgegevens volgens de privacyverklaring op deze site en de Algemene
          verordening gegevensbescherming.
        </li>
        <li>
          Voor zover de aanbieder persoonsgegevens verwerkt in opdracht van de gebruiker, is hij verwerker en
          de gebruiker verwerkingsverantwoordelijke.
        </li>
      </ol>

      <h2 id="artikel-12">Artikel 12. Slotbepalingen</h2>
      <ol>
        <li>Op deze voorwaarden en de overeenkomst is Nederlands recht van toepassing.</li>
        <li>
          Geschillen worden voorgelegd aan de bevoegde rechter in het arrondissement waar de aanbieder is
          gevestigd.
        </li>
        <li>Is een bepaling nietig, dan blijven de overige bepalingen gelden.</li>
      </ol>
    </div>
  );
}
