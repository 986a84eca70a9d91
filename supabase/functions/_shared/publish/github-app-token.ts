export interface GitHubAppSettings {
  /** The App's id (its settings page: "App ID"). */
  appId: string;
  /** Its private key as PKCS#8 PEM ("BEGIN PRIVATE KEY"; GitHub gives PKCS#1: `openssl pkcs8 -topk8 -nocrypt`). */
  privateKey: string;
  /** The id of its installation on the site's repository (in the installation's URL). */
  installationId: string;
  /** "owner/name": the token is limited to it, with contents read and write only. */
  repository: string;
  apiUrl?: string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jsonPart = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

function signingKey(pem: string): Promise<CryptoKey> {
  if (pem.includes('BEGIN RSA PRIVATE KEY')) throw new Error('The GitHub App key is PKCS#1: convert it with `openssl pkcs8 -topk8 -nocrypt -in key.pem`');
  const der = Uint8Array.from(atob(pem.replace(/-----[^-]+-----|\s/g, '')), (char) => char.charCodeAt(0));
  return crypto.subtle.importKey('pkcs8', der, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
}

/**
 * Installation tokens of the site's GitHub App, as GitHub's docs mint them: a JWT signed with the App's key (RS256,
 * ten minutes at most) exchanged for a token of one installation, narrowed to one repository and contents: write.
 * A token lasts an hour: one is kept until five minutes before it expires.
 */
export function gitHubAppTokens({
  appId,
  privateKey,
  installationId,
  repository,
  apiUrl = 'https://api.github.com',
}: GitHubAppSettings): () => Promise<string> {
  let current: { token: string; expiresAt: number } | undefined;
  return async () => {
    if (current && current.expiresAt - 5 * 60_000 > Date.now()) return current.token;
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${jsonPart({ alg: 'RS256', typ: 'JWT' })}.${jsonPart({ iat: now - 60, exp: now + 9 * 60, iss: appId })}`;
    const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', await signingKey(privateKey), new TextEncoder().encode(unsigned));
    const response = await fetch(`${apiUrl}/app/installations/${encodeURIComponent(installationId)}/access_tokens`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${unsigned}.${base64url(new Uint8Array(signature))}`,
        Accept: 'application/vnd.github+json',
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': 'site-publish',
      },
      body: JSON.stringify({ repositories: [repository.split('/')[1]], permissions: { contents: 'write' } }),
    });
    if (!response.ok) throw new Error(`GitHub App token: ${response.status} ${await response.text()}`);
    const { token, expires_at } = (await response.json()) as { token: string; expires_at: string };
    current = { token, expiresAt: Date.parse(expires_at) };
    return token;
  };
}
