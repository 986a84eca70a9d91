import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The third-party hosts the pages load from (the contact form's embed), answered locally. */
export const stubbedHosts = ['tally.so'];

// What Tally's embed script does that the page relies on: give each waiting frame its source.
const embedScript = `window.Tally={loadEmbeds(){document.querySelectorAll('iframe[data-tally-src]:not([src])').forEach((f)=>{f.src=f.dataset.tallySrc})}};window.Tally.loadEmbeds();`;
const formPage = '<!DOCTYPE html><html lang="fr"><meta charset="utf-8"><title>Formulaire</title><form><label>Nom <input name="nom"></label></form></html>';

export interface ThirdPartyStub {
  port: number;
  close(): Promise<void>;
}

/**
 * This machine has no internet: without a stand-in the form's script fails and Chromium logs an
 * error that online visitors never see. The stub serves HTTPS with a throwaway self-signed
 * certificate; Chromium is pointed at it with --host-resolver-rules.
 */
export async function startThirdPartyStub(workDir: string): Promise<ThirdPartyStub> {
  mkdirSync(workDir, { recursive: true });
  const key = join(workDir, 'stub-key.pem');
  const cert = join(workDir, 'stub-cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', `/CN=${stubbedHosts[0]}`], {
    stdio: 'ignore',
  });
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    const script = request.url?.startsWith('/widgets/embed.js');
    response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html; charset=utf-8', 'cache-control': 'max-age=3600' });
    response.end(script ? embedScript : formPage);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((done) => server.close(() => done())) };
}

/** Chromium flags sending the stubbed hosts to the stub. */
export const stubFlags = (port: number) => [
  `--host-resolver-rules=${stubbedHosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',')}`,
  '--ignore-certificate-errors',
];
