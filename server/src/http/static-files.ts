/**
 * Which addresses are the portal's files (its scripts, styles, images), as opposed to its pages and the API:
 * a name with an extension other than .html, outside /api. Such an answer is never a document, so it needs
 * neither the CSRF cookie nor the headers that only a document reads.
 */
export function isStaticFile(url: string): boolean {
  const [path = ''] = url.split('?');
  return !/^\/api(\/|$)/.test(path) && /\.[a-z0-9]+$/i.test(path) && !/\.html$/i.test(path);
}

/**
 * Helmet's headers that only a document (or a file opened as one) reads: left off the portal's scripts,
 * styles and images, where they cost more bytes than the file itself for small chunks. An SVG keeps them,
 * because a browser opens it as a document that can run script. Kept on every answer: X-Content-Type-Options
 * (a script is never sniffed), Cross-Origin-Resource-Policy, Strict-Transport-Security and Referrer-Policy
 * (a module script's imports follow it).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
