import type { MultiWerksoortCode } from '@beloning/core/werksoorten';

/** The Dutch texts of step 6 'Toeslagen' (SPEC.md 2.11 step 6). */
export const STEP6_TEXTS = {
  chooseCombination: 'Kies wat er geldt',
  yes: 'Ja',
  no: 'Nee',
  applies: (code: string) => `Is ${code} van toepassing?`,
  startDate: 'Ingangsdatum',
  description: 'Omschrijving',
  comment: 'Toelichting',
  commentHint: 'Tussen 4 en 600 tekens.',
  percentageHint: 'Alleen de toeslag: 25 voor 25 %, niet 125.',
  amountHint: 'Een bedrag in euro’s, bijvoorbeeld 0,21.',
  laterPeriod: (name: string) => `${name}, latere periode`,
  laterPeriodButton: (name: string) => `Nieuwe periode van ${name}`,
  remove: (name: string) => `${name} verwijderen`,
  newCode: (code: MultiWerksoortCode) => `Nieuwe code ${code}`,
  educations: 'Opleidingen',
  educationsQuestion: 'Gelden er opleidingen voor functies?',
  education: (index: number) => `Opleiding ${index + 1}`,
  educationJobs: 'Voor de functies',
  noJobs: 'Voeg eerst functies toe in stap 5.',
  removeEducation: (index: number) => `Opleiding ${index + 1} verwijderen`,
  addEducation: 'Opleiding toevoegen',
} as const;
