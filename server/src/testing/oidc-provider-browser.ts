/**
 * A minimal browser at the test OpenID provider (fetch with a cookie jar, manual redirects): follows the
 * authorization request, signs in on the development login page (or aborts it) and returns the URL the
 * provider sends the browser back to (the portal's callback, with `code` and `state`, or `error`).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  options: { readonly abort?: boolean; readonly portalUrl?: string } = {},
): Promise<string> {
  const portalUrl = options.portalUrl ?? 'http://127.0.0.1:8080';
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.startsWith(portalUrl)) return url;
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
    remember(response);
    if (response.status === 200 && /\/interaction\/[^/]+$/.test(new URL(url).pathname)) {
      response = options.abort
        ? await fetch(`${url}/abort`, { redirect: 'manual', headers: { cookie: cookie() } })
        : await fetch(url, {
            method: 'POST',
            redirect: 'manual',
            headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
          });
      remember(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${String(response.status)}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
