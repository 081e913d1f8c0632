export {
  MULTI_WERKSOORT_CODES,
  SINGLE_WERKSOORT_CODES,
  WERKSOORT_GROUPS,
  isMultiWerksoortCode,
  isSingleWerksoortCode,
  werksoortGroup,
  isAmountType,
  columnHeading,
  werksoortType,
  type MultiWerksoortCode,
  type SingleWerksoortCode,
  type WerksoortCode,
  type WerksoortGroup,
} from '../base/werksoort-groups.js';
export { nextWerksoortName, emptyWerksoortEntry, addEntryAfter, showsName } from './naming.js';
export {
  emptyStep6Form,
  werksoortAnswer,
  setWerksoortAnswer,
  addWerksoortEntry,
  addWerksoortEntryAfter,
  removeWerksoortEntry,
  addEducation,
  removeEducation,
  clearEducations,
  educationJobs,
  setEducationJob,
} from './answers.js';
export {
  step6FormToWerksoorten,
  werksoortenToStep6Form,
  type Step6Werksoorten,
} from '../schemas/werksoort-wire.js';
