import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caoTextFromFile } from './step7-panel.js';
import { NO_EDITOR_MESSAGE, editInEditor, editorCommand } from './external-editor.js';

const scripts = mkdtempSync(join(tmpdir(), 'beloning-editor-test-'));
afterAll(() => rmSync(scripts, { recursive: true, force: true }));

/** A real editor: a small shell script that runs as its own process on the file it is given. */
function script(name: string, body: string): string {
  const path = join(scripts, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

/** Each run gets its own temp folder; none may be left behind. */
function leftovers(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith('beloning-cao-tekst-'));
}

describe('editorCommand', () => {
  it('takes $VISUAL before $EDITOR and ignores empty values', () => {
    expect(editorCommand({ VISUAL: 'vim', EDITOR: 'nano' })).toBe('vim');
    expect(editorCommand({ VISUAL: ' ', EDITOR: 'nano -w' })).toBe('nano -w');
    expect(editorCommand({})).toBeNull();
    expect(NO_EDITOR_MESSAGE).toBe('Geen editor ingesteld. Zet $EDITOR, of lees de tekst uit een bestand.');
  });
});

describe('editInEditor', () => {
  it('runs the editor on a temp file with the text, reads back what it wrote and deletes the file', () => {
    const before = leftovers();
    const editor = script(
      'add-line.sh',
      `[ -f "$1" ] || exit 3\nprintf '<p>Extra regel uit de editor</p>\\n' >> "$1"`,
    );
    const rawModes: boolean[] = [];
    const stdin = { isTTY: true, isRaw: true, setRawMode: (mode: boolean) => rawModes.push(mode) };
    const result = editInEditor('<p>Oude tekst</p>\n', editor, stdin);
    expect(result.ok).toBe(true);
    const text = result.ok ? caoTextFromFile(result.bytes) : '';
    expect(text).toBe('<p>Oude tekst</p>\n<p>Extra regel uit de editor</p>');
    expect(rawModes).toEqual([false, true]);
    expect(leftovers()).toEqual(before);
  });

  it('passes the arguments of the command on, through the shell', () => {
    const editor = script('append.sh', `printf '%s\\n' "$1" >> "$2"`);
    const result = editInEditor('Regel een', `${editor} 'Regel twee'`, {});
    expect(result.ok && new TextDecoder().decode(result.bytes)).toBe('Regel eenRegel twee\n');
  });

  it('keeps the text and says so in Dutch when the editor fails or does not exist, and cleans up', () => {
    const before = leftovers();
    const failing = script('fail.sh', `printf 'kapot' > "$1"\nexit 2`);
    expect(editInEditor('<p>Oud</p>', failing, {})).toEqual({
      ok: false,
      message: 'De editor stopte met een fout (code 2); de tekst is niet gewijzigd.',
    });
    const missing = join(scripts, 'bestaat-niet');
    expect(editInEditor('<p>Oud</p>', missing, {})).toEqual({
      ok: false,
      message: `De editor is niet gevonden: ${missing}`,
    });
    expect(leftovers()).toEqual(before);
  });
});
