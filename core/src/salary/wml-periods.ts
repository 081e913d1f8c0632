import type { WmlPeriod } from './wml.js';

/**
 * The statutory minimum wage (WML) per hour, gross, per half year since the hourly minimum began (1-1-2024).
 * Add the next period with `npm run wml:add` (README, "Wettelijk minimumloon bijwerken"): it checks the
 * figures and writes this file again, sorted and formatted. Correct a period by hand only with its source.
 *
 * `verified` is true when the figures were found in at least two independent public sources that agree
 * with each other and with the statutory percentages of their date; `note` says what was and was not
 * checked. The Rijksoverheid pages themselves were not all available to check against.
 */
export const WML_PERIODS: readonly WmlPeriod[] = [
  {
    from: '2024-01-01',
    hourly: { 21: '13.27', 20: '10.62', 19: '7.96', 18: '6.64', 17: '5.24', 16: '4.58', 15: '3.98' },
    bbl: { 20: '8.16', 19: '6.97', 18: '6.04' },
    sources: [
      'https://www.rijksoverheid.nl/onderwerpen/minimumloon/bedragen-minimumloon-bbl-opleiding/bedragen-minimumloon-bbl-2024',
      'https://mijnwerkgever.nl/kennis/minimumloon-omhoog-en-invoering-uniform-uurloon/',
      'https://vannordenhr.nl/2023/10/31/wettelijk-minimumloon-2024/',
    ],
    verified: true,
    note: 'BBL-bedragen en 21, 17, 16 en 15 jaar van de bbl-pagina van Rijksoverheid; 20, 19 en 18 jaar (regulier) uit twee secundaire bronnen die Rijksoverheid noemen.',
  },
  {
    from: '2024-07-01',
    hourly: { 21: '13.68', 20: '10.94', 19: '8.21', 18: '6.84', 17: '5.40', 16: '4.72', 15: '4.10' },
    bbl: { 20: '8.41', 19: '7.18', 18: '6.22' },
    sources: [
      'https://www.adw-accountants.nl/nieuws.html?artikel=2597',
      'https://4-vision.nl/wettelijk-minimumloon-per-1-juli-2024',
      'https://www.adhoc-solide.nl/2024/07/06/bedragen-minimumloon-2024/',
    ],
    verified: true,
    note: 'Secundaire bronnen die de bedragen van Rijksoverheid overnemen; de pagina van Rijksoverheid zelf is niet geraadpleegd.',
  },
  {
    from: '2025-01-01',
    hourly: { 21: '14.06', 20: '11.25', 19: '8.44', 18: '7.03', 17: '5.55', 16: '4.85', 15: '4.22' },
    bbl: { 20: '8.65', 19: '7.38', 18: '6.40' },
    sources: [
      'https://svb.nl/nl/pgb/een-zorgovereenkomst-afsluiten/bedragen-minimumlonen-vanaf-1-januari-2025',
      'https://admaxi.nl/sociale-verzekeringen/minimumloon-per-1-januari-2025',
      'https://vanoers.nl/nieuws/hr-solutions/hoogte-minimumuurloon-per-1-januari-2015-bekend',
    ],
    verified: true,
    note: 'Regulier ook bij de SVB; BBL uit twee secundaire bronnen (besluit SZW nr. 2024-0000675332 van 09-10-2024).',
  },
  {
    from: '2025-07-01',
    hourly: { 21: '14.40', 20: '11.52', 19: '8.64', 18: '7.20', 17: '5.69', 16: '4.97', 15: '4.32' },
    bbl: { 20: '8.86', 19: '7.56', 18: '6.55' },
    sources: [
      'https://www.rijksoverheid.nl/actueel/nieuws/2025/12/04/internetconsultatie-verhoging-minimumjeugdloon-2027',
      'https://www.vertiadvies.nl/kennisbank/minimumuurloon-per-1-juli-2025-naar-euro-14-40',
    ],
    verified: true,
    note: 'Regulier ook in het nieuwsbericht van Rijksoverheid; BBL uit reference/cao-facts.md 2.6.',
  },
  {
    from: '2026-01-01',
    hourly: { 21: '14.71', 20: '11.77', 19: '8.83', 18: '7.36', 17: '5.81', 16: '5.07', 15: '4.41' },
    bbl: { 20: '9.05', 19: '7.72', 18: '6.69' },
    sources: [
      'https://www.rijksoverheid.nl/onderwerpen/minimumloon/bedragen-minimumloon/bedragen-minimumloon-2026',
      'https://www.vertiadvies.nl/kennisbank/minimumuurloon-naar-euro-14-71',
      'https://www.grootheddeaccountants.nl/wettelijk-minimumloon-per-1-januari-2026',
    ],
    verified: true,
    note: 'Uit twee secundaire bronnen (reference/cao-facts.md 2.6) die de ministeriële regeling per 1-1-2026 noemen; de pagina van Rijksoverheid (eerste bron) is niet zelf geraadpleegd.',
  },
  {
    from: '2026-07-01',
    hourly: { 21: '14.99', 20: '11.99', 19: '8.99', 18: '7.50', 17: '5.92', 16: '5.17', 15: '4.50' },
    bbl: { 20: '9.22', 19: '7.87', 18: '6.82' },
    sources: [
      'https://www.rijksoverheid.nl/onderwerpen/minimumloon/bedragen-minimumloon/bedragen-minimumloon-2026',
      'https://www.rijksoverheid.nl/themas/werk/minimumloon/bedragen-minimumloon-bbl-opleiding/bedragen-minimumloon-bbl-2026',
    ],
    verified: false,
    note: 'NIET GECONTROLEERD bij de uitgever: de bedragen komen uit publieke code van derden die zegt ze in oktober 2026 bij Rijksoverheid te hebben nagekeken (€ 14,99 in vijf onafhankelijke bronnen). Ze kloppen met de percentages van 2026 (80/60/50/39,5/34,5/30 %; bbl 61,5/52,5/45,5 %). De pagina’s van Rijksoverheid (de bronnen) zijn niet zelf geraadpleegd: controleer de bedragen daar.',
  },
];
