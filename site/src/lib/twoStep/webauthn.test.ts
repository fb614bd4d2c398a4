// The browser's side of a passkey ceremony: the service's base64url values become the bytes
// `navigator.credentials` takes, and the browser's answer becomes the JSON webauthn-rs reads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CANCELLED,
  createPasskey,
  creationOptions,
  credentialJson,
  fromBase64Url,
  requestOptions,
  signWithPasskey,
  toBase64Url,
} from './webauthn';

const buffer = (...bytes: number[]): ArrayBuffer => new Uint8Array(bytes).buffer;
const bytesOf = (value: BufferSource | undefined): number[] => [...new Uint8Array(value as ArrayBuffer)];

afterEach(() => {
  // Only the ceremony tests give jsdom a `navigator.credentials`.
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('base64url', () => {
  it.each([
    ['one byte (two characters, no padding)', [0x4d], 'TQ'],
    ['two bytes (three characters, no padding)', [0x4d, 0x61], 'TWE'],
    ['three bytes (four characters)', [0x4d, 0x61, 0x6e], 'TWFu'],
    ['four bytes', [0x4d, 0x61, 0x6e, 0x21], 'TWFuIQ'],
    ['"-" and "_" where base64 has "+" and "/"', [0xfb, 0xff, 0xbf], '-_-_'],
    ['a zero byte and every bit set', [0x00, 0xff], 'AP8'],
  ])('%s', (_, bytes, text) => {
    expect(toBase64Url(buffer(...bytes))).toBe(text);
    expect(bytesOf(fromBase64Url(text))).toEqual(bytes);
  });

  it('round-trips every byte value, and every length up to 40', () => {
    const all = Array.from({ length: 256 }, (_, index) => index);
    expect(bytesOf(fromBase64Url(toBase64Url(buffer(...all)) ?? ''))).toEqual(all);
    for (let length = 0; length <= 40; length += 1) {
      const bytes = Array.from({ length }, (_, index) => (index * 97 + length * 31) % 256);
      const text = toBase64Url(buffer(...bytes)) ?? '';
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(bytesOf(fromBase64Url(text))).toEqual(bytes);
    }
  });

  it('no buffer gives no text (an assertion without a user handle)', () => {
    expect(toBase64Url(null)).toBeUndefined();
    expect(toBase64Url(undefined)).toBeUndefined();
  });
});

describe('creationOptions', () => {
  const options = creationOptions({
    rp: { id: 'iaaii.example', name: 'IAAII' },
    user: { id: 'AQID', name: 'ada@example.org', displayName: 'Ada Lovelace' },
    challenge: '-_-_',
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    timeout: 60000,
    excludeCredentials: [
      { type: 'public-key', id: 'AP8' },
      { type: 'public-key', id: 'TWFu', transports: ['internal'] },
    ],
  });

  it('turns the challenge and the user id into ArrayBuffers with their bytes', () => {
    expect(options.challenge).toBeInstanceOf(ArrayBuffer);
    expect(bytesOf(options.challenge)).toEqual([0xfb, 0xff, 0xbf]);
    expect(options.user.id).toBeInstanceOf(ArrayBuffer);
    expect(bytesOf(options.user.id)).toEqual([1, 2, 3]);
  });

  it('turns each excluded credential id into an ArrayBuffer, keeping its other fields', () => {
    const excluded = options.excludeCredentials ?? [];
    expect(excluded.map((credential) => bytesOf(credential.id))).toEqual([
      [0x00, 0xff],
      [0x4d, 0x61, 0x6e],
    ]);
    expect(excluded.every((credential) => credential.id instanceof ArrayBuffer)).toBe(true);
    expect(excluded[1]).toMatchObject({ type: 'public-key', transports: ['internal'] });
  });

  it('keeps what is not binary as the service sent it', () => {
    expect(options.rp).toEqual({ id: 'iaaii.example', name: 'IAAII' });
    expect(options.user).toMatchObject({ name: 'ada@example.org', displayName: 'Ada Lovelace' });
    expect(options.pubKeyCredParams).toEqual([{ type: 'public-key', alg: -7 }]);
    expect(options.timeout).toBe(60000);
  });

  it('without excluded credentials, none', () => {
    const bare = creationOptions({ challenge: 'TQ', user: { id: 'TQ', name: 'a', displayName: 'a' } });
    expect(bare.excludeCredentials).toBeUndefined();
  });
});

describe('requestOptions', () => {
  it('turns the challenge and each allowed credential id into ArrayBuffers with their bytes', () => {
    const options = requestOptions({
      challenge: 'TWFuIQ',
      rpId: 'iaaii.example',
      userVerification: 'preferred',
      allowCredentials: [{ type: 'public-key', id: '-_-_', transports: ['usb', 'nfc'] }],
    });
    expect(bytesOf(options.challenge)).toEqual([0x4d, 0x61, 0x6e, 0x21]);
    const [allowed] = options.allowCredentials ?? [];
    expect(allowed.id).toBeInstanceOf(ArrayBuffer);
    expect(bytesOf(allowed.id)).toEqual([0xfb, 0xff, 0xbf]);
    expect(allowed).toMatchObject({ type: 'public-key', transports: ['usb', 'nfc'] });
    expect(options).toMatchObject({ rpId: 'iaaii.example', userVerification: 'preferred' });
  });
});

/** What `navigator.credentials.create()` answers, as far as the page reads it. */
const attestation = () =>
  ({
    id: '-_-_',
    rawId: buffer(0xfb, 0xff, 0xbf),
    type: 'public-key',
    response: {
      clientDataJSON: buffer(0x7b, 0x7d),
      attestationObject: buffer(0xa0),
      getTransports: () => ['internal', 'hybrid'],
    },
    getClientExtensionResults: () => ({ credProps: { rk: true } }),
  }) as unknown as PublicKeyCredential;

/** What `navigator.credentials.get()` answers. */
const assertion = (userHandle: ArrayBuffer | null = buffer(1, 2, 3)) =>
  ({
    id: 'AP8',
    rawId: buffer(0x00, 0xff),
    type: 'public-key',
    response: {
      clientDataJSON: buffer(0x7b, 0x7d),
      authenticatorData: buffer(0x4d, 0x61, 0x6e),
      signature: buffer(0x30, 0x44),
      userHandle,
    },
    getClientExtensionResults: () => ({}),
  }) as unknown as PublicKeyCredential;

describe('credentialJson', () => {
  it('a new passkey (attestation): the shape webauthn-rs reads as a RegisterPublicKeyCredential', () => {
    expect(credentialJson(attestation())).toEqual({
      id: '-_-_',
      rawId: '-_-_',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal', 'hybrid'] },
      extensions: { credProps: { rk: true } },
    });
  });

  it('a signature (assertion): the shape webauthn-rs reads as a PublicKeyCredential', () => {
    expect(credentialJson(assertion())).toEqual({
      id: 'AP8',
      rawId: 'AP8',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'TWFu', signature: 'MEQ', userHandle: 'AQID' },
      extensions: {},
    });
  });

  it('an assertion without a user handle leaves it out of the JSON', () => {
    const json = JSON.parse(JSON.stringify(credentialJson(assertion(null))));
    expect(json.response).toEqual({ clientDataJSON: 'e30', authenticatorData: 'TWFu', signature: 'MEQ' });
  });

  it('a browser without getTransports or extension results: empty ones', () => {
    const bare = attestation() as unknown as { response: Record<string, unknown>; getClientExtensionResults?: unknown };
    delete bare.response.getTransports;
    delete bare.getClientExtensionResults;
    const json = credentialJson(bare as unknown as PublicKeyCredential);
    expect(json).toMatchObject({ response: { transports: [] }, extensions: {} });
  });
});

describe('the ceremonies', () => {
  const stubCredentials = (answer: unknown) => {
    const credentials = {
      create: vi.fn(async (_options: CredentialCreationOptions) => answer),
      get: vi.fn(async (_options: CredentialRequestOptions) => answer),
    };
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: credentials });
    return credentials;
  };

  it('createPasskey hands the browser the options as bytes and answers its credential as JSON', async () => {
    const credentials = stubCredentials(attestation());
    const json = await createPasskey({ challenge: 'TQ', user: { id: 'AQID', name: 'a', displayName: 'a' } });
    const { publicKey } = credentials.create.mock.calls[0][0];
    expect(bytesOf(publicKey?.challenge)).toEqual([0x4d]);
    expect(json).toMatchObject({ id: '-_-_', response: { attestationObject: 'oA' } });
  });

  it('signWithPasskey answers the signature as JSON', async () => {
    const credentials = stubCredentials(assertion());
    const json = await signWithPasskey({ challenge: 'TQ', allowCredentials: [{ type: 'public-key', id: 'AP8' }] });
    const { publicKey } = credentials.get.mock.calls[0][0];
    expect(bytesOf(publicKey?.allowCredentials?.[0].id)).toEqual([0x00, 0xff]);
    expect(json).toMatchObject({ id: 'AP8', response: { signature: 'MEQ' } });
  });

  it('a ceremony the browser answers with nothing is CANCELLED', async () => {
    stubCredentials(null);
    await expect(createPasskey({ challenge: 'TQ', user: { id: 'TQ' } })).rejects.toThrow(CANCELLED);
    await expect(signWithPasskey({ challenge: 'TQ' })).rejects.toThrow(CANCELLED);
  });
});
