export {
  WIZARD_BASE_PATH,
  SHORT_WIZARD_BASE_PATH,
  WIZARD_STEPS,
  SHORT_WIZARD_STEPS,
  wizardStep,
  shortWizardStep,
  wizardStepByRouteName,
  shortWizardStepByRouteName,
  isWizardStepNumber,
  isShortWizardStepNumber,
  type WizardStepInfo,
  type WizardStepNumber,
  type ShortWizardStepNumber,
} from './steps.js';
export { CREATE_SCHEME_PERMISSION, canEditSchemes, toRoute, type WizardDestination } from './destination.js';
export {
  emptyWizardState,
  isStepFilled,
  furthestReachableStep,
  reachableStep,
  wizardGuard,
  hasDraft,
  wizardStateSchema,
  wizardKoppelingSchema,
  type WizardState,
  type WizardKoppeling,
} from './state.js';
export {
  toFormDecimal,
  clearStepsFrom,
  changeUsesCao,
  chooseOwnScheme,
  changeCaoOrRecord,
  step2FromCao,
  chooseCao,
  completeTableStep,
  startFresh,
  startProposal,
  type CaoStep2Source,
  type StartFreshResult,
} from './transitions.js';
export { loadNewCaoVersion } from './new-cao-version.js';
export { withHoursInWorkweek, withWagesPer } from './table-hours.js';
export {
  nextStep,
  previousStep,
  showsCaoTextIntroduction,
  isBreadcrumbClickable,
  exitDestination,
  afterSaveDestination,
  shortNextStep,
  shortPreviousStep,
  afterShortSaveDestination,
  type AfterSaveInput,
} from './navigation.js';
export {
  emptyStartWizardForm,
  changeShortWizardCao,
  setShortWizardEmployersOrganisation,
  chooseOwnFilling,
  shortWizardStep1Outcome,
  shortWizardGuard,
  emptyShortWizardJob,
  setShortWizardJobsOption,
  addShortWizardJob,
  removeShortWizardJob,
  changeShortWizardJob,
  helpingAgencies,
  setShortWizardAskForHelp,
  chosenHelpAgency,
  askedHelpAgency,
  aardLabel,
  caoJobRows,
  caoTableLabel,
  shortWizardForNewCaoVersion,
  type CaoJobRow,
  type ShortWizardStep1Outcome,
  type ShortWizardJob,
  type ShortWizardInvite,
} from './short-wizard.js';
export {
  SHORT_WIZARD_TEXTS,
  helpNotice,
  helpAskedNotice,
  helpRequestSent,
  helpRequestFailed,
  companyJobsHeading,
  caoJobsHeading,
} from './short-wizard-texts.js';
export {
  emptyPeriodicIncreaseAnswers,
  periodicIncreaseAnswers,
  toPeriodicIncrease,
  savePeriodicIncrease,
  type PeriodicIncreaseDialogAnswers,
} from './periodic-increase.js';
export {
  CAO_LOADING_MESSAGE,
  completeStep,
  emptyStep2Form,
  emptyStep9Form,
  stepIssues,
  usesCao,
  wizardForms,
  wizardPackage,
  wizardPayload,
  wizardSchemeContent,
  type StepCompletion,
  type StepContext,
  type WizardForms,
} from './complete-step.js';
export {
  addFollowUpTable,
  canDeleteTable,
  caoTableForms,
  datedIncreaseForms,
  deleteFollowUpTable,
  importCsvTables,
  newTableForm,
  type CsvTablesResult,
  type DatedIncreaseFormsResult,
  type DatedIncreaseInput,
  type DeletedTable,
  type FollowUpResult,
  type ReplacedTable,
} from './tables.js';
export {
  schemeComparison,
  step2Deviations,
  type SchemeComparison,
  type Step2Deviation,
  type TableComparison,
} from './comparison.js';
export {
  withCaoFloors,
  wizardStateFromScheme,
  type CaoTables,
  type LoadedScheme,
  type SchemeLoad,
} from './load-scheme.js';
export {
  caoJobsOf,
  emptyJob,
  withJobAdded,
  withJobChanged,
  withJobRemoved,
  type CaoJob,
  type TableJob,
} from './jobs.js';
export { CAO_TEXT_INTRODUCTION, withCaoText, withOriginalCaoText } from './cao-text-step.js';
export { hasProposalDraft, proposalWizardGuard, proposalWizardState } from './proposal.js';
export { saveRefusalIssues, type RefusalIssue } from './save-refusal.js';
export {
  schemePayloadRuleErrors,
  type PayloadFieldErrors,
  type SchemePayloadRuleContext,
} from './payload-rules.js';
export {
  PACKAGE_COMMON_FIELDS,
  PACKAGE_FORM_BLOCKS,
  PACKAGE_ORIGIN_FIELD,
  blockFields,
  emptyBlockForm,
  emptyPackageLine,
  isBlockEmpty,
  packageFormFromPackage,
  packageFormSchema,
  packageFromForm,
  type PackageBlockForm,
  type PackageBlockSpec,
  type PackageFieldSpec,
  type PackageForm,
  type PackageFormCell,
  type PackageFormRow,
  type PackageFromForm,
} from './package-form.js';
export { packagePathLabel } from './package-paths.js';
