import { LandingSubnav } from './landing-layout';
import { StartNowCallToAction } from './home-page';

export function StoryPage() {
  return (
    <div className="page page--reading">
      <LandingSubnav />
      <h1>Ons verhaal</h1>
      <p>
        Al meer dan acht jaar verzamelen wij cao-gegevens voor uitzendbureaus: loontabellen, toeslagen,
        vakantieregelingen en alles wat nodig is om een uitzendkracht correct te belonen. In die jaren zagen
        we steeds hetzelfde probleem. De inlener kent zijn eigen beloning het best, maar die informatie
        bereikt het uitzendbureau als pdf of Excel-bestand dat al snel verouderd is.
      </p>
      <p>
        De Waadi schrijft voor dat een uitzendkracht ten minste dezelfde arbeidsvoorwaarden krijgt als
        medewerkers in gelijke of gelijkwaardige functies bij de inlener. Sinds 2026 gaat het om een
        gelijkwaardig beloningspakket. Een fout kost de inlener en het uitzendbureau geld: met de
        ketenaansprakelijkheid zijn beide aansprakelijk voor het loon.
      </p>
      <p>
        Daarom hebben we Beloning gebouwd. Een inlener legt zijn regeling één keer vast, op basis van de cao
        die wij actueel houden, en deelt haar met de uitzendbureaus waarmee hij werkt. Voor inleners is
        Beloning gratis; uitzendbureaus nemen een abonnement om gedeelde regelingen in te zien en te
        verwerken.
      </p>
      <StartNowCallToAction />
    </div>
  );
}
