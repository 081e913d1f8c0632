/** The privacy statement (SPEC.md 2.2), last changed 23 April 2020. */
export function PrivacyPage() {
  return (
    <div className="page page--reading legal">
      <h1>Privacy en cookies</h1>
      <p className="muted">Laatst gewijzigd op 23-04-2020.</p>

      <h2>Welke gegevens wij verwerken</h2>
      <p>
        Voor uw account bewaren wij uw e-mailadres, telefoonnummer, bedrijfsnaam en KVK-nummer, en de namen
        waarmee u een regeling ondertekent. De regelingen die u vastlegt en de contactgegevens van de
        uitzendbureaus waarmee u deelt, bewaren wij om de dienst te leveren.
      </p>

      <h2>Waarvoor wij ze gebruiken</h2>
      <p>
        Alleen om de dienst te leveren: inloggen, uw regelingen delen met de uitzendbureaus die u kiest en u
        e-mails sturen over uw account en wijzigingen in uw cao. Wij verkopen uw gegevens niet.
      </p>

      <h2>Cookies</h2>
      <p>
        Wij gebruiken geen cookies om u te volgen, te meten of advertenties te tonen. Uw sessie bewaren wij in
        de opslag van uw eigen browser. Alleen bij formulieren die u zonder in te loggen verstuurt, zoals
        registreren, zet de site een strikt noodzakelijk beveiligingscookie tegen vervalste verzoeken; dat
        cookie bevat geen persoonsgegevens.
      </p>

      <h2>Hoe lang wij ze bewaren</h2>
      <p>
        Gegevens van een proefperiode verwijderen wij één jaar na afloop van die proefperiode. Verwijdert u uw
        account, dan verwijderen wij uw persoonsgegevens; regelingen die u al met een uitzendbureau heeft
        gedeeld blijven voor dat bureau inzichtelijk, zonder uw persoonsgegevens.
      </p>

      <h2>Uw rechten</h2>
      <p>
        U kunt ons vragen uw gegevens in te zien, te verbeteren of te verwijderen. Wij beantwoorden uw verzoek
        binnen 30 dagen. Stuur uw verzoek via de supportpagina of per e-mail naar support@beloning.nl.
      </p>
    </div>
  );
}
