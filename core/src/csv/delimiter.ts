/** The separators a salary-table CSV may use: ';' (Dutch Excel), ',' and tab. */
export const CSV_DELIMITERS = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const SEP_LINE = /^sep=(.)\r?\n/i;

export interface CsvDialect {
  /** The text to parse, without an Excel 'sep=' line. */
  body: string;
  delimiter: CsvDelimiter;
}

/**
 * Works out the separator. An Excel 'sep=;' first line wins (it is left out of the body, as Excel hides it
 * too); otherwise the separator that occurs most often outside quotes in the first non-empty line. On a tie,
 * or when that line has none, ';' comes first (what Dutch Excel writes), then tab, then ','.
 */
export function detectDelimiter(text: string): CsvDialect {
  const [sepLine, sepDelimiter] = SEP_LINE.exec(text) ?? [];
  if (sepLine !== undefined && sepDelimiter !== undefined && isCsvDelimiter(sepDelimiter)) {
    return { body: text.slice(sepLine.length), delimiter: sepDelimiter };
  }
  const counts = { ';': 0, '\t': 0, ',': 0 };
  let inQuotes = false;
  let seenContent = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (char === '\n' || char === '\r') {
      if (seenContent) break;
    } else if (char === ';' || char === '\t' || char === ',') counts[char] += 1;
    else if (char !== ' ') seenContent = true;
  }
  let best: CsvDelimiter = ';';
  for (const candidate of [';', '\t', ','] as const) if (counts[candidate] > counts[best]) best = candidate;
  return { body: text, delimiter: best };
}

function isCsvDelimiter(value: string): value is CsvDelimiter {
  return (CSV_DELIMITERS as readonly string[]).includes(value);
}
