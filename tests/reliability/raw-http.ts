/**
 * Raw HTTP/1.1 on a socket, for the requests fetch will not send (bytes that are not UTF-8, broken chunked
 * bodies, a wrong Content-Length, oversized headers): write the bytes, end the client's side, read what the
 * server answers until it closes the connection, and split that into responses.
 */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  /** Every complete response the server wrote, in order. */
  responses: RawResponse[];
  /** Bytes after the last complete response (a response cut short, or garbage). */
  rest: string;
  /** The connection was still open after `hangLimitMs` and the client closed it. */
  hung: boolean;
}

/** Parses the responses in `data`; what is left is returned as `rest`. */
export function parseResponses(data: Buffer): { responses: RawResponse[]; rest: string } {
  const responses: RawResponse[] = [];
  let offset = 0;
  for (;;) {
    const end = data.indexOf('\r\n\r\n', offset);
    if (end < 0) break;
    const [statusLine = '', ...lines] = data.subarray(offset, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    if (!Number.isInteger(status)) break;
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let cursor = end + 4;
    let body: Buffer;
    if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = data.indexOf('\r\n', cursor);
        if (lineEnd < 0) return { responses, rest: data.subarray(offset).toString('utf8') };
        const size = Number.parseInt(data.subarray(cursor, lineEnd).toString('latin1'), 16);
        if (!Number.isInteger(size) || lineEnd + 2 + size + 2 > data.length) {
          return { responses, rest: data.subarray(offset).toString('utf8') };
        }
        chunks.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
        cursor = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (cursor + length > data.length) break;
      body = data.subarray(cursor, cursor + length);
      cursor += length;
    }
    responses.push({ status, headers, body: body.toString('utf8') });
    offset = cursor;
  }
  return { responses, rest: data.subarray(offset).toString('utf8') };
}

/** What a raw request writes: `bytes`, then, after the first answer, `after`, unless it ends at once. */
export interface RawRequest {
  bytes: Buffer;
  /** Written once the first answer has arrived (bytes beyond a Content-Length, say). */
  after?: Buffer;
  /**
   * End the client's side right after `bytes` (a client that stops sending). Otherwise the client ends it
   * after the first answer: Node aborts a request whose client half-closed before it was answered.
   */
  endAtOnce?: boolean;
}

/**
 * Sends a raw request on a new connection to 127.0.0.1:`port` and collects what comes back until the
 * server closes. After `hangLimitMs` the client gives up and reports the connection as hung: the limit is the
 * server's own timeouts, so it is a hang detector, not a measure of speed.
 */
export function rawExchange(port: number, request: RawRequest, hangLimitMs: number): Promise<RawExchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let hung = false;
    let ended = false;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request.bytes);
      if (request.endAtOnce === true) {
        ended = true;
        socket.end();
      }
    });
    const timer = setTimeout(() => {
      hung = true;
      socket.destroy();
    }, hangLimitMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (ended || parseResponses(Buffer.concat(chunks)).responses.length === 0) return;
      ended = true;
      if (socket.writable) socket.end(request.after ?? Buffer.alloc(0));
    });
    // A reset after the server answered and closed (it did not read all the client sent) ends it too.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ...parseResponses(Buffer.concat(chunks)), hung });
    });
  });
}
