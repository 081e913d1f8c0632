import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Step 7 without $VISUAL or $EDITOR. */
export const NO_EDITOR_MESSAGE = 'Geen editor ingesteld. Zet $EDITOR, of lees de tekst uit een bestand.';

/** The editor command the user set: $VISUAL first, then $EDITOR; null when neither is set. */
export function editorCommand(env: Readonly<Record<string, string | undefined>>): string | null {
  for (const name of ['VISUAL', 'EDITOR']) {
    const command = env[name]?.trim();
    if (command !== undefined && command !== '') return command;
  }
  return null;
}

/** The terminal input ink reads from: raw mode is left while the editor runs and restored after. */
export interface EditorStdin {
  isTTY?: boolean;
  isRaw?: boolean;
  setRawMode?: (mode: boolean) => unknown;
}

export type EditorResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * Lets the user edit `text` in their own editor: writes it to a temp file, leaves raw mode, runs the editor on
 * the file with the terminal inherited and waits for it (synchronously, so ink neither draws nor reads keys
 * meanwhile), reads the file back and deletes it. The command runs through the shell, so an $EDITOR with
 * arguments ('code --wait') works. A failing editor leaves the text as it was.
 */
export function editInEditor(text: string, command: string, stdin: EditorStdin): EditorResult {
  const directory = mkdtempSync(join(tmpdir(), 'beloning-cao-tekst-'));
  const file = join(directory, 'cao-tekst.html');
  const raw = stdin.isTTY === true && stdin.isRaw === true && stdin.setRawMode !== undefined;
  try {
    writeFileSync(file, text, 'utf8');
    if (raw) stdin.setRawMode?.(false);
    const run =
      process.platform === 'win32'
        ? spawnSync(`${command} "${file}"`, { shell: true, stdio: 'inherit' })
        : spawnSync('/bin/sh', ['-c', `${command} "$1"`, 'sh', file], { stdio: 'inherit' });
    if (run.error !== undefined) return { ok: false, message: `De editor kon niet starten: ${command}` };
    // 127: the shell did not find the command.
    if (run.status === 127) return { ok: false, message: `De editor is niet gevonden: ${command}` };
    if (run.status !== 0) {
      return {
        ok: false,
        message: `De editor stopte met een fout (${run.status === null ? String(run.signal) : `code ${run.status}`}); de tekst is niet gewijzigd.`,
      };
    }
    return { ok: true, bytes: readFileSync(file) };
  } finally {
    if (raw) stdin.setRawMode?.(true);
    rmSync(directory, { recursive: true, force: true });
  }
}
