// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { handleGenerateJobDescription, MAX_BODY_BYTES } from '../../../supabase/functions/_shared/generate-job-description/handler.ts';

const valid = { company_name: 'Acme', company_size: '0-10', sector: 'Tech', missions: '', salary_range: '', email: 'rh@acme.fr' };
const url = 'http://local.test/functions/v1/generate-job-description';

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) => new Request(url, { method: 'POST', headers, body });
const json = (fields: Record<string, unknown>) => post(JSON.stringify({ ...valid, ...fields }));
const big = (kilobytes: number) => 'A'.repeat(kilobytes * 1024);

interface Case {
  name: string;
  request: () => Request;
  status: 200 | 400 | 405 | 413;
  /** For accepted input: the text that must appear, as text, in the document. */
  shows?: string;
}

const cases: Case[] = [
  {
    name: 'script tag in the company name',
    request: () => json({ company_name: '<script>alert(1)</script>' }),
    status: 200,
    shows: '<script>alert(1)</script>',
  },
  {
    name: 'script tag in the sector',
    request: () => json({ sector: '<script src="//evil.test/x.js"></script>' }),
    status: 200,
    shows: '<script src="//evil.test/x.js"></script>',
  },
  {
    name: 'script tag in the missions',
    request: () => json({ missions: '<script>document.cookie</script>' }),
    status: 200,
    shows: '<script>document.cookie</script>',
  },
  { name: 'script tag in the salary range', request: () => json({ salary_range: '<script>1</script>' }), status: 200, shows: '<script>1</script>' },
  { name: 'double-quote attribute break-out', request: () => json({ company_name: '" onmouseover="alert(1)' }), status: 200, shows: '" onmouseover="alert(1)' },
  {
    name: 'single-quote attribute break-out',
    request: () => json({ sector: "' onfocus='alert(1)' autofocus='" }),
    status: 200,
    shows: "' onfocus='alert(1)' autofocus='",
  },
  {
    name: 'closing the title',
    request: () => json({ company_name: '</title><script>alert(1)</script>' }),
    status: 200,
    shows: '</title><script>alert(1)</script>',
  },
  {
    name: 'closing the style sheet',
    request: () => json({ sector: '</style><script>alert(1)</script>' }),
    status: 200,
    shows: '</style><script>alert(1)</script>',
  },
  { name: 'image with onerror', request: () => json({ missions: '<img src=x onerror=alert(1)>' }), status: 200, shows: '<img src=x onerror=alert(1)>' },
  { name: 'svg with onload', request: () => json({ company_name: '<svg onload=alert(1)>' }), status: 200, shows: '<svg onload=alert(1)>' },
  { name: 'javascript: URL as text', request: () => json({ company_name: 'javascript:alert(1)' }), status: 200, shows: 'javascript:alert(1)' },
  { name: 'HTML comment and CDATA', request: () => json({ sector: '<!-- x --><![CDATA[y]]>' }), status: 200, shows: '<!-- x --><![CDATA[y]]>' },
  { name: 'entities stay literal', request: () => json({ company_name: '&lt;b&gt; &amp; &#x3C;' }), status: 200, shows: '&lt;b&gt; &amp; &#x3C;' },
  {
    name: 'template placeholders',
    request: () => json({ company_name: '${process.env.SECRET} {{7*7}}' }),
    status: 200,
    shows: '${process.env.SECRET} {{7*7}}',
  },
  { name: 'emoji and accents', request: () => json({ company_name: 'Crème brûlée 🍮 & Cie' }), status: 200, shows: 'Crème brûlée 🍮 & Cie' },
  { name: 'right-to-left override is removed', request: () => json({ company_name: 'Acme\u202Egnp.exe' }), status: 200, shows: 'Acmegnp.exe' },
  { name: 'NUL and control characters are removed', request: () => json({ sector: 'Te\u0000c\u0007h' }), status: 200, shows: 'Tech' },
  { name: 'a lone surrogate becomes a replacement character', request: () => json({ company_name: 'A\uD800B' }), status: 200, shows: 'A\uFFFDB' },
  {
    name: 'a prototype-polluting key is ignored',
    request: () => post('{"__proto__":{"polluted":true},"company_name":"Acme","company_size":"0-10","sector":"Tech","email":"rh@acme.fr"}'),
    status: 200,
    shows: 'Acme',
  },
  { name: 'unknown extra fields are ignored', request: () => json({ role: 'admin', html: '<b>x</b>' }), status: 200, shows: 'Acme' },
  { name: 'a 100 KB company name', request: () => json({ company_name: big(100) }), status: 413 },
  { name: 'a 100 KB missions text', request: () => json({ missions: big(100) }), status: 413 },
  { name: 'a body one byte over the limit', request: () => post('x'.repeat(MAX_BODY_BYTES + 1)), status: 413 },
  {
    name: 'a 100 KB body sent without Content-Length',
    request: () => new Request(url, { method: 'POST', body: streamOf(big(100)), duplex: 'half' } as RequestInit),
    status: 413,
  },
  { name: 'a company name over 200 characters', request: () => json({ company_name: 'a'.repeat(201) }), status: 400 },
  { name: 'missions over 4000 characters', request: () => json({ missions: 'm'.repeat(4001) }), status: 400 },
  { name: 'a company name that is a number', request: () => json({ company_name: 42 }), status: 400 },
  { name: 'a company name that is an array', request: () => json({ company_name: ['Acme'] }), status: 400 },
  { name: 'a company name that is an object', request: () => json({ company_name: { toString: 'x' } }), status: 400 },
  { name: 'a blank company name', request: () => json({ company_name: '   ' }), status: 400 },
  { name: 'a sector of zero-width and format characters only', request: () => json({ sector: '\u200b\u2060\ufeff' }), status: 400 },
  { name: 'an unknown company size', request: () => json({ company_size: '10-20' }), status: 400 },
  { name: 'a company size given as a number', request: () => json({ company_size: 10 }), status: 400 },
  { name: 'no company name', request: () => post(JSON.stringify({ company_size: '0-10', sector: 'Tech', email: 'rh@acme.fr' })), status: 400 },
  { name: 'no e-mail', request: () => post(JSON.stringify({ company_name: 'Acme', company_size: '0-10', sector: 'Tech' })), status: 400 },
  { name: 'an e-mail with markup', request: () => json({ email: '"<script>"@acme.fr' }), status: 400 },
  { name: 'an e-mail with a query string', request: () => json({ email: 'rh@acme.fr?subject=<b>' }), status: 400 },
  { name: 'missions as a boolean', request: () => json({ missions: true }), status: 400 },
  { name: 'an empty body', request: () => post(''), status: 400 },
  { name: 'malformed JSON', request: () => post('{"company_name": "Acme",'), status: 400 },
  { name: 'a JSON array', request: () => post('[1,2,3]'), status: 400 },
  { name: 'JSON null', request: () => post('null'), status: 400 },
  { name: 'a JSON string', request: () => post('"<script>"'), status: 400 },
  { name: 'bytes that are not UTF-8', request: () => post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])), status: 400 },
  { name: 'GET', request: () => new Request(url), status: 405 },
  { name: 'PUT', request: () => new Request(url, { method: 'PUT', body: JSON.stringify(valid) }), status: 405 },
  { name: 'PATCH', request: () => new Request(url, { method: 'PATCH', body: JSON.stringify(valid) }), status: 405 },
  { name: 'DELETE', request: () => new Request(url, { method: 'DELETE' }), status: 405 },
  { name: 'HEAD', request: () => new Request(url, { method: 'HEAD' }), status: 405 },
];

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 8192) controller.enqueue(bytes.slice(offset, offset + 8192));
      controller.close();
    },
  });
}

function assertInert(doc: Document): void {
  expect(doc.querySelectorAll('script, iframe, object, embed, img, svg, link, meta[http-equiv="refresh"], base').length).toBe(0);
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} has ${attribute.name}`).toBe(false);
    }
  }
  const hrefs = [...doc.querySelectorAll('[href]')].map((element) => element.getAttribute('href'));
  expect(hrefs.every((href) => href?.startsWith('mailto:'))).toBe(true);
}

describe('generate-job-description against hostile input', () => {
  it('is tried with at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('$name → $status', async ({ request, status, shows }) => {
    const response = await handleGenerateJobDescription(request());
    expect(response.status).toBe(status);
    if (status !== 200) {
      if (status !== 405 || request().method !== 'HEAD') {
        const body = (await response.json()) as { error: string };
        expect(body.error).toMatch(/\S/);
      }
      return;
    }
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    assertInert(doc);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(doc.body.textContent).toContain(shows);
  });

  it('names the faulty field in French', async () => {
    const missing = await handleGenerateJobDescription(post(JSON.stringify({ ...valid, sector: undefined })));
    expect(await missing.json()).toEqual({ error: 'Le champ «\u00a0Secteur d’activité\u00a0» (sector) est obligatoire.' });
    const email = await handleGenerateJobDescription(json({ email: 'pas-une-adresse' }));
    expect(await email.json()).toEqual({ error: 'Le champ «\u00a0E-mail professionnel\u00a0» (email) doit contenir une adresse e-mail valide.' });
    const size = await handleGenerateJobDescription(json({ company_size: 'grande' }));
    expect(((await size.json()) as { error: string }).error).toContain('(company_size) doit valoir 0-10, 11-49, 50-100 ou 101+');
    const tooLarge = await handleGenerateJobDescription(json({ missions: big(20) }));
    expect(await tooLarge.json()).toEqual({ error: 'Le corps de la requête dépasse la taille maximale autorisée (16\u00a0Ko).' });
  });

  it('answers the CORS preflight', async () => {
    const response = await handleGenerateJobDescription(new Request(url, { method: 'OPTIONS' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
