// The browser's side of a passkey ceremony: the service's options (JSON, binary values as
// base64url) become the ArrayBuffers `navigator.credentials` takes, and its answer becomes JSON
// again for the service. Browsers that have `PublicKeyCredential.parseCreationOptionsFromJSON`
// and `toJSON` do this themselves; the rest is the few fields WebAuthn defines as binary.

type Json = Record<string, unknown>;

export const fromBase64Url = (text: string): ArrayBuffer => {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return bytes.buffer;
};

export const toBase64Url = (buffer: ArrayBuffer | null | undefined): string | undefined => {
  if (!buffer) return undefined;
  const text = String.fromCharCode(...new Uint8Array(buffer));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && 'PublicKeyCredential' in window && !!navigator.credentials;

const withIds = (list: unknown): Json[] | undefined =>
  Array.isArray(list) ? list.map((item: Json) => ({ ...item, id: fromBase64Url(String(item.id)) })) : undefined;

export function creationOptions(json: Json): PublicKeyCredentialCreationOptions {
  const user = json.user as Json;
  return {
    ...json,
    challenge: fromBase64Url(String(json.challenge)),
    user: { ...user, id: fromBase64Url(String(user.id)) },
    excludeCredentials: withIds(json.excludeCredentials),
  } as unknown as PublicKeyCredentialCreationOptions;
}

export function requestOptions(json: Json): PublicKeyCredentialRequestOptions {
  return {
    ...json,
    challenge: fromBase64Url(String(json.challenge)),
    allowCredentials: withIds(json.allowCredentials),
  } as unknown as PublicKeyCredentialRequestOptions;
}

/** The credential as the service reads it (webauthn-rs's JSON, the same as `toJSON()`). */
export function credentialJson(credential: PublicKeyCredential): Json {
  const response = credential.response as AuthenticatorAttestationResponse & AuthenticatorAssertionResponse;
  const answer: Json = { clientDataJSON: toBase64Url(response.clientDataJSON) };
  if ('attestationObject' in response && response.attestationObject) {
    answer.attestationObject = toBase64Url(response.attestationObject);
    answer.transports = typeof response.getTransports === 'function' ? response.getTransports() : [];
  } else {
    answer.authenticatorData = toBase64Url(response.authenticatorData);
    answer.signature = toBase64Url(response.signature);
    answer.userHandle = toBase64Url(response.userHandle);
  }
  return {
    id: credential.id,
    rawId: toBase64Url(credential.rawId),
    type: credential.type,
    response: answer,
    extensions: credential.getClientExtensionResults?.() ?? {},
  };
}

/**
 * The error of a passkey ceremony the visitor did not finish (cancelled, timed out, none on this
 * device): the English of its message, which the forms show in the page's language
 * (two-step-passkey-not-used).
 */
export const CANCELLED =
  'The passkey was not used. Try again, or use a code from your authenticator app or a recovery code.';

/** Ask the browser to make a passkey for the service's options; its answer as JSON. */
export async function createPasskey(publicKey: Json): Promise<Json> {
  const credential = (await navigator.credentials.create({
    publicKey: creationOptions(publicKey),
  })) as PublicKeyCredential | null;
  if (!credential) throw new Error(CANCELLED);
  return credentialJson(credential);
}

/** Ask the browser to sign the service's challenge with one of the account's passkeys. */
export async function signWithPasskey(publicKey: Json): Promise<Json> {
  const credential = (await navigator.credentials.get({
    publicKey: requestOptions(publicKey),
  })) as PublicKeyCredential | null;
  if (!credential) throw new Error(CANCELLED);
  return credentialJson(credential);
}
