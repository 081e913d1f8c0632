import type { Cao } from '@beloning/core/api';
import { ageName } from '@beloning/core/salary';
import { caoTextPreview } from '@beloning/core/format';
import { VACATION_TYPE_LABELS } from '@beloning/core/schemas';
import type { WizardState } from '@beloning/core/wizard';

/** Step 8 'Overzicht': what will be saved, as lines (the cao text cut to 15 characters, as the web does). */
export function summaryLines(state: WizardState, cao: Cao | null): string[] {
  const step2 = state.step2;
  const lines: string[] = [];
  lines.push(
    `Regeling: ${state.step1?.usesCao === 1 ? `cao ${cao?.full_name ?? ''}` : 'eigen beloningsregeling'}`,
  );
  if (step2 !== null) {
    lines.push(
      `Looptijd: ${step2.startDate} t/m ${step2.endDate}`,
      `Vakantie: ${step2.vacationAmount} ${VACATION_TYPE_LABELS[step2.vacationType]}, vakantietoeslag ${step2.vacationAllowance}%`,
      `Eindejaarsuitkering: ${step2.yearEndBonusType === 'Geen' ? 'Geen' : `${step2.yearEndBonusAmount} (${step2.yearEndBonusType === 'percentage' ? 'percentage' : 'bedrag'})`}`,
      `Eenmalige uitkeringen: ${step2.oneOffBonuses.length}`,
    );
  }
  lines.push('Loontabellen:');
  for (const table of state.salaryTables) {
    const ages = Object.keys(table.fullTable).map(ageName);
    const wages = Object.values(table.fullTable).reduce(
      (sum, payscales) =>
        sum + Object.values(payscales).reduce((count, cells) => count + Object.keys(cells).length, 0),
      0,
    );
    lines.push(
      `  ${table.name} (${table.activePer} t/m ${table.endDate || '-'}): ${wages} lonen, leeftijden ${ages.join(', ')}, ${table.jobs.length} functies`,
    );
  }
  const step6 = state.step6;
  if (step6 !== null) {
    const yes = [
      ...Object.entries(step6.werksoorten)
        .filter(([, entries]) => entries.length > 0)
        .map(([code]) => code),
      ...Object.entries(step6.singleWerksoorten)
        .filter(([, single]) => single !== null)
        .map(([code]) => code),
    ];
    lines.push(
      `Toeslagen: ${yes.length === 0 ? 'geen' : yes.join(', ')}; samenloop: ${step6.bonusCombination ?? '-'}`,
    );
  }
  lines.push(`Cao-tekst: ${caoTextPreview(state.step7?.caoText ?? '')}`);
  return lines;
}
