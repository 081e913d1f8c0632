import { LandingSubnav } from './landing-layout';
import { StartNowCallToAction } from './home-page';

const FEATURES = [
  {
    title: 'Loontabellen zoals in Excel',
    text: 'Schalen verticaal, periodieken horizontaal, per leeftijd. Plakken vanuit Excel, verhogen met een percentage of vast bedrag en afronden zoals uw cao voorschrijft.',
  },
  {
    title: 'Altijd de actuele cao',
    text: 'Wij verwerken nieuwe cao-versies. Zodra uw cao verandert, krijgt u bericht en kunt u uw regeling met één klik bijwerken.',
  },
  {
    title: 'Alle onderdelen van de inlenersbeloning',
    text: 'Periodiek loon, arbeidsduurverkorting, toeslagen, initiële loonsverhogingen, kostenvergoedingen, reisuren, thuiswerkvergoeding, eenmalige uitkeringen en de eindejaarsuitkering.',
  },
  {
    title: 'Versies en ondertekening',
    text: 'Elke wijziging wordt een genummerde versie, ondertekend door een medewerker met naam. Eerdere versies blijven altijd in te zien.',
  },
  {
    title: 'Delen op KVK-nummer',
    text: 'U deelt uw regeling met een uitzendbureau op basis van het KVK-nummer. Het bureau ontvangt een e-mail, ook als het nog geen account heeft.',
  },
  {
    title: 'Voorstellen van uw uitzendbureau',
    text: 'Uw uitzendbureau kan een voorstel voor uw regeling maken. U accepteert, wijzigt of wijst het af.',
  },
];

export function FeaturesPage() {
  return (
    <div className="page">
      <LandingSubnav />
      <h1>Functies</h1>
      <div className="feature-grid">
        {FEATURES.map((feature) => (
          <article className="card" key={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </article>
        ))}
      </div>
      <StartNowCallToAction />
    </div>
  );
}
