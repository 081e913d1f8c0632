import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MANUAL_CHAPTERS } from './manual-chapters';

/**
 * The manual (/handleiding): one chapter per screen and per wizard step, each with an anchor that the
 * 'Handleiding' link of that screen opens in a new tab.
 */
export function ManualPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <div className="page page--reading legal">
      <h1>Handleiding</h1>
      <p>
        Met Beloning legt u als inlener uw beloningsregeling voor uitzendkrachten vast: de inlenersbeloning.
        Het uitzendbureau moet een uitzendkracht ten minste belonen zoals u uw eigen medewerkers in een
        gelijke of gelijkwaardige functie beloont. Deze handleiding legt per scherm uit wat u invult en
        waarom.
      </p>
      <nav aria-label="Inhoud van de handleiding" className="card">
        <h2 style={{ marginTop: 0 }}>Inhoud</h2>
        <ol>
          {MANUAL_CHAPTERS.map((chapter) => (
            <li key={chapter.anchor}>
              <a href={`#${chapter.anchor}`}>{chapter.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {MANUAL_CHAPTERS.map((chapter) => (
        <section key={chapter.anchor} id={chapter.anchor} aria-labelledby={`${chapter.anchor}-titel`}>
          <h2 id={`${chapter.anchor}-titel`}>{chapter.title}</h2>
          {chapter.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {chapter.items ? (
            <ul>
              {chapter.items.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          ) : null}
          {chapter.image ? (
            <figure className="manual__shot">
              <img src={chapter.image.src} alt={chapter.image.alt} width={1280} height={900} loading="lazy" />
            </figure>
          ) : null}
        </section>
      ))}
    </div>
  );
}
