import { z } from 'zod';
import { MESSAGES } from '../base/messages.js';
import { kvkNrSchema } from './common.js';

/**
 * The KVK registry the portal uses when no KVK API is configured (fixtures/kvk/registry.json): the KVK's
 * public test numbers with their names, and the numbers for which the KVK test environment returns an error.
 */

/** The kind of a registered name: the statutory name of a legal entity or a trade name. */
export const KVK_HANDELSNAAM_TYPES = ['statutaire_naam', 'handelsnaam'] as const;
export const kvkHandelsnaamTypeSchema = z.enum(KVK_HANDELSNAAM_TYPES);

export const kvkHandelsnaamSchema = z.object({
  naam: z.string().min(1),
  type: kvkHandelsnaamTypeSchema,
  /** Order as the KVK lists the names; the trade name with volgorde 1 is the first trade name. */
  volgorde: z.number().int().positive(),
});
export type KvkHandelsnaam = z.infer<typeof kvkHandelsnaamSchema>;

/** Where a name in the registry comes from: third-party test fixtures, or made up for this registry. */
export const KVK_NAME_SOURCES = ['third_party', 'fixture'] as const;

/** The KVK environment a test number belongs to. */
export const KVK_ENVIRONMENTS = ['test', 'preprod'] as const;

export const kvkVestigingSchema = z.object({
  vestigingsnummer: z.string().regex(/^\d{12}$/, { message: MESSAGES.invalidValue }),
  naam: z.string().min(1),
  plaats: z.string().nullable(),
  hoofdvestiging: z.boolean(),
});
export type KvkVestiging = z.infer<typeof kvkVestigingSchema>;

/**
 * What the portal does with a failed lookup (SPEC.md section 8): 'storing' shows 'Niet gevonden' with the
 * notice that the link to the chamber of commerce is disturbed; 'niet_gevonden' shows only 'Niet gevonden'.
 */
export const KVK_LOOKUP_BEHAVIOURS = ['storing', 'niet_gevonden'] as const;

/** A KVK error answer: the HTTP status and the body {"fout":[{"code","omschrijving"}]}. */
export const kvkLookupErrorSchema = z.object({
  http_status: z.number().int().min(400).max(599),
  code: z.string().min(1),
  omschrijving: z.string().min(1),
  behaviour: z.enum(KVK_LOOKUP_BEHAVIOURS),
});
export type KvkLookupError = z.infer<typeof kvkLookupErrorSchema>;

/**
 * One KVK number. A number that answers with an error has no names; every other number has at least one
 * name, numbered 1, 2, ... in volgorde.
 */
export const kvkRegistryEntrySchema = z
  .object({
    kvk_nr: kvkNrSchema,
    rechtsvorm: z.string().min(1),
    environment: z.enum(KVK_ENVIRONMENTS),
    actief: z.boolean(),
    name_source: z.enum(KVK_NAME_SOURCES),
    handelsnamen: z.array(kvkHandelsnaamSchema),
    plaats: z.string().nullable(),
    vestigingen: z.array(kvkVestigingSchema),
    error: kvkLookupErrorSchema.nullable(),
    note: z.string(),
  })
  .superRefine((entry, context) => {
    if (entry.error !== null) {
      if (entry.handelsnamen.length > 0 || entry.vestigingen.length > 0) {
        context.addIssue({ code: 'custom', path: ['error'], message: MESSAGES.invalidValue });
      }
      return;
    }
    if (entry.handelsnamen.length === 0) {
      context.addIssue({ code: 'custom', path: ['handelsnamen'], message: MESSAGES.required });
    }
    entry.handelsnamen.forEach((handelsnaam, index) => {
      if (handelsnaam.volgorde !== index + 1) {
        context.addIssue({
          code: 'custom',
          path: ['handelsnamen', index, 'volgorde'],
          message: MESSAGES.invalidValue,
        });
      }
    });
  });
export type KvkRegistryEntry = z.infer<typeof kvkRegistryEntrySchema>;

/** The whole registry; every KVK number occurs once. */
export const kvkRegistrySchema = z
  .object({
    description: z.string().min(1),
    source_url: z.url(),
    /** The answer for a number that is not in the registry. */
    not_found: kvkLookupErrorSchema,
    entries: z.array(kvkRegistryEntrySchema).min(1),
  })
  .superRefine((registry, context) => {
    const seen = new Set<string>();
    registry.entries.forEach((entry, index) => {
      if (seen.has(entry.kvk_nr)) {
        context.addIssue({ code: 'custom', path: ['entries', index, 'kvk_nr'], message: MESSAGES.unique });
      }
      seen.add(entry.kvk_nr);
    });
  });
export type KvkRegistry = z.infer<typeof kvkRegistrySchema>;
