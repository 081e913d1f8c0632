import { LandingSubnav } from './landing-layout';
import { StartNowCallToAction } from './home-page';

const QUESTIONS = [
  {
    question: 'Wat kost Beloning voor een inlener?',
    answer:
      'Niets. Beloning is gratis voor inleners. Uitzendbureaus betalen een abonnement om gedeelde regelingen in te zien.',
  },
  {
    question: 'Wat is de inlenersbeloning?',
    answer:
      'De beloning die een uitzendkracht ten minste moet krijgen: dezelfde als die van uw eigen medewerkers in een gelijke of gelijkwaardige functie. Denk aan het periodeloon in de schaal, arbeidsduurverkorting, toeslagen, initiële loonsverhogingen, kostenvergoedingen, periodieken, reisuren, eenmalige uitkeringen, thuiswerkvergoeding en een vaste eindejaarsuitkering.',
  },
  {
    question: 'Onze cao staat er niet bij. Wat nu?',
    answer:
      'Kies in de eerste stap voor een eigen beloningsregeling. U vult dan zelf uw loontabellen en voorwaarden in. Neem ook contact op met support, dan voegen wij de cao toe.',
  },
  {
    question: 'Wat gebeurt er als mijn cao verandert?',
    answer:
      'U ontvangt een e-mail. Bij uw regeling ziet u dat er een nieuwe cao-versie is; met één klik laadt u die in de wizard en slaat u een nieuwe versie op.',
  },
  {
    question: 'Hoe deel ik mijn regeling met een uitzendbureau?',
    answer:
      'Open bij uw regeling de koppelingen, vul het KVK-nummer van het uitzendbureau en een e-mailadres van uw contactpersoon in. Het bureau krijgt direct een e-mail.',
  },
  {
    question: 'Kan ik collega’s toegang geven?',
    answer:
      'Ja. Onder Profiel nodigt u extra gebruikers uit. U bepaalt per gebruiker of die regelingen mag maken en wijzigen of alleen mag inzien.',
  },
  {
    question: 'Waarom moet mijn KVK-nummer geverifieerd zijn?',
    answer:
      'Uitzendbureaus moeten erop kunnen vertrouwen dat een regeling echt van uw bedrijf komt. Zolang KVK-nummer en bedrijfsnaam niet overeenkomen, kunt u geen uitzendbureaus koppelen.',
  },
];

export function FaqPage() {
  return (
    <div className="page page--reading">
      <LandingSubnav />
      <h1>Veelgestelde vragen</h1>
      {QUESTIONS.map((item) => (
        <details className="card" key={item.question}>
          <summary>
            <strong>{item.question}</strong>
          </summary>
          <p style={{ marginTop: '0.75rem' }}>{item.answer}</p>
        </details>
      ))}
      <StartNowCallToAction />
    </div>
  );
}
