import type { KvkRegistry } from './registry.js';

/**
 * A company name reduced to what identifies it: Unicode compatibility forms folded (NFKD), accents dropped
 * ('Coöperatie' = 'Cooperatie'), lower case, and every character that is not a letter or a digit removed
 * (spaces, dots, commas, hyphens, quotes, ampersands...). So 'Grand Kontex B.V.' = 'grand kontex bv' =
 * 'GRAND  KONTEX BV'. Words themselves are never changed: 'Test BV Donald' is not 'Test Donald'.
 */
export function normaliseCompanyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Whether `companyName` is one of the names the registry has for `kvkNr` (statutory or trade name, any
 * vestiging), compared after {@link normaliseCompanyName}. False when the number is unknown or the name is
 * empty after normalisation. Throws KvkUnavailableError when the registry fails: the caller must not
 * mistake a failing registry for a mismatch.
 */
export async function verifyCompanyName(
  registry: KvkRegistry,
  kvkNr: string,
  companyName: string,
): Promise<boolean> {
  const wanted = normaliseCompanyName(companyName);
  if (wanted === '') return false;
  const names = await registry.lookup(kvkNr);
  return names.some(([name]) => normaliseCompanyName(name) === wanted);
}
