import type {
  AardType,
  AgencyInvite,
  ApiClient,
  Cao,
  CaoCompliancePayload,
  CaoOption,
  InlenersCao,
  InlenersCaoSaveResponse,
  SalaryTable,
  SchemePayload,
  SchemeUpdatePayload,
  User,
} from '@beloning/core/api';

/**
 * What the wizards ask of the server, as one small interface: the command passes core's API client, the
 * component tests pass their own answers.
 */
export interface WizardApi {
  user(): Promise<User>;
  /** All caos, or only the latest versions (members of an employers' organisation). */
  caoOptions(latest: boolean): Promise<CaoOption[]>;
  cao(id: number): Promise<Cao>;
  salaryTables(caoId: number): Promise<SalaryTable[]>;
  aardTypes(): Promise<AardType[]>;
  /** The agencies that invited the hirer; those with proposals_enabled offer help. */
  invites(): Promise<AgencyInvite[]>;
  /** Asks an agency (by subscription) for a proposal: PUT rest-auth/inlener-user/ uitlener_asked_for_help. */
  askForHelp(subscription: number): Promise<void>;
  createCompliance(payload: CaoCompliancePayload): Promise<{ id: number }>;
  scheme(guid: string): Promise<InlenersCao>;
  createScheme(payload: SchemePayload): Promise<InlenersCaoSaveResponse>;
  updateScheme(payload: SchemeUpdatePayload): Promise<InlenersCaoSaveResponse>;
}

/** The wizard's calls on core's API client. */
export function createWizardApi(client: ApiClient): WizardApi {
  return {
    user: () => client.account.getUser(),
    caoOptions: (latest) => (latest ? client.caos.listLatest() : client.caos.list()),
    cao: (id) => client.caos.get(id),
    salaryTables: (caoId) => client.caos.salaryTables({ caoId }),
    aardTypes: () => client.caos.aardTypes(),
    invites: () => client.invites.list(),
    askForHelp: async (subscription) => {
      await client.account.updateUser({ uitlener_asked_for_help: subscription });
    },
    createCompliance: (payload) => client.compliance.create(payload),
    scheme: (guid) => client.schemes.get(guid),
    createScheme: (payload) => client.schemes.create(payload),
    updateScheme: (payload) => client.schemes.update(payload),
  };
}
