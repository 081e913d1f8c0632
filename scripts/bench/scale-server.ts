/**
 * The server side of scripts/bench/scale.bench.ts, run as a child process: the real app on DATABASE_URL
 * (logging off; migrations and seed as at every start), with the bench's subjects added to whatever the
 * database holds (scripts/scale/data.ts createSubjects: the same hirers, schemes and agency in the fresh and
 * the scale database). Logs in the list hirer, the save hirer and the agency and prints one JSON line with the
 * port, their access tokens, a scheme for the detail, the save hirer's schemes and the payload to save.
 */
import type { Cao } from '@beloning/core/schemas';
import { csrf } from '../../tests/helpers/app.js';
import { SCHOONMAAK_FILE, readFixtureCao } from '../../tests/helpers/scheme-payload.js';
import { createSubjects, SCALE_PASSWORD, schemePayloadOn, SUBJECTS } from '../scale/data.js';
import { startBenchServer } from './bench-server.js';

const saveSchemes = Number(process.argv[2] ?? '20');

const server = await startBenchServer();
const { app } = server;

// The Schoonmaak fixture cao as the seed stores it (version id 1, tables 101 to 104, the file's own ids).
const cao: Cao = readFixtureCao(SCHOONMAAK_FILE);
const subjects = await createSubjects(server.database.db, cao, saveSchemes);

async function login(kind: 'inlener' | 'uitlener', username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/rest-auth/${kind}-login/`,
    headers: await csrf(app),
    payload: { username, password: SCALE_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json<{ access: string }>().access;
}
const listHirer = await login('inlener', SUBJECTS.listHirer);
const saveHirer = await login('inlener', SUBJECTS.saveHirer);
const agency = await login('uitlener', SUBJECTS.agency);

const list = await app.inject({
  method: 'GET',
  url: '/api/inleners/inleners-cao-list/',
  headers: { authorization: `Bearer ${listHirer}` },
});
if (list.statusCode !== 200) throw new Error(`the list answered ${list.statusCode}`);
const [detail] = list.json<{ guid: string }[]>();
if (detail === undefined) throw new Error('the list hirer has no schemes');

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(
  `${JSON.stringify({
    port: address.port,
    tokens: { listHirer, saveHirer, agency },
    listSchemes: list.json<unknown[]>().length,
    detailGuid: detail.guid,
    saves: subjects.saveSchemes,
    payload: schemePayloadOn(cao),
  })}\n`,
);
