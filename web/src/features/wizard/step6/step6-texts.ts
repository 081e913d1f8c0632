import { STEP6_FIELD_LABELS as LABELS } from '@beloning/core/schemas';
import type { MultiWerksoortCode } from '@beloning/core/werksoorten';

/** The Dutch texts of step 6 'Toeslagen' (SPEC.md 2.11 step 6). */
export const STEP6_TEXTS = {
  chooseCombination: 'Kies wat er geldt',
  yes: 'Ja',
  no: 'Nee',
  applies: (code: string) => `Is ${code} van toepassing?`,
  // The field labels are core's: the list under the wizard names the fields by them too.
  startDate: LABELS.startDate,
  description: LABELS.description,
  comment: LABELS.comment,
  commentHint: 'Tussen 4 en 600 tekens.',
  percentageHint: 'Alleen de toeslag: 25 voor 25 %, niet 125.',
  amountHint: 'Een bedrag in euro’s, bijvoorbeeld 0,21.',
  laterPeriod: (name: string) => `${name}, latere periode`,
  laterPeriodButton: (name: string) => `Nieuwe periode van ${name}`,
  remove: (name: string) => `${name} verwijderen`,
  newCode: (code: MultiWerksoortCode) => `Nieuwe code ${code}`,
  educations: 'Opleidingen',
  educationsQuestion: 'Gelden er opleidingen voor functies?',
  education: LABELS.education,
  educationJobs: LABELS.educationJobs,
  noJobs: 'Voeg eerst functies toe in stap 5.',
  removeEducation: (index: number) => `Opleiding ${index + 1} verwijderen`,
  addEducation: 'Opleiding toevoegen',
} as const;
