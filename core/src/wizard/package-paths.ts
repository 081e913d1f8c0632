import { PACKAGE_FORM_BLOCKS, blockFields } from './package-form.js';

/**
 * Where a path into the gelijkwaardige-beloning package lies, in the words the wizard shows: 'Verlof, Extra
 * verlof regel 1, Hoeveelheid' for ['leave', 'extra_leave', 0, 'amount']. The same words as the labels of
 * packageFromForm's issues, so a fixture check or an import can name a place as the form does. Lines count
 * from 1. A part the package does not know ends the words there, shown as it is ('Verlof, veld onbekend').
 */
export function packagePathLabel(path: readonly (string | number)[]): string {
  const [block, ...rest] = path;
  const spec = PACKAGE_FORM_BLOCKS.find((candidate) => candidate.block === block);
  if (spec === undefined) return block === undefined ? '' : `veld ${path.join('.')}`;
  const words: string[] = [spec.label];
  let fields = blockFields(spec);
  for (let at = 0; at < rest.length; at += 1) {
    const field = fields.find((candidate) => candidate.key === rest[at]);
    if (field === undefined) {
      words.push(`veld ${rest.slice(at).join('.')}`);
      break;
    }
    if (field.kind === 'list' && typeof rest[at + 1] === 'number') {
      words.push(`${field.label} ${field.line} ${(rest[at + 1] as number) + 1}`);
      fields = field.fields;
      at += 1;
    } else words.push(field.label);
  }
  return words.join(', ');
}
