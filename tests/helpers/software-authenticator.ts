import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, for server tests: it answers WebAuthn registration and
 * sign-in options the way a browser with a platform authenticator would (attestation "none",
 * ES256), so the server's verification runs for real. The browser tests use Chromium's virtual
 * authenticator instead.
 */

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

type Cbor = number | string | Buffer | Map<number | string, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  return Buffer.concat([
    cborHead(5, value.size),
    ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const b64 = (data: Buffer) => data.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface SoftwareAuthenticator {
  /** Answers registration options (as @simplewebauthn/browser's startRegistration would). */
  register(options: {
    challenge: string;
    rp: { id?: string };
    user: { id: string };
  }): Record<string, unknown>;
  /** Answers sign-in options with the passkey for the relying party (the first one registered). */
  authenticate(
    options: { challenge: string; rpId?: string },
    tamper?: { counter?: number },
  ): Record<string, unknown>;
  credentials: Credential[];
}

export function softwareAuthenticator(origin: string): SoftwareAuthenticator {
  const credentials: Credential[] = [];
  const rpIdOf = (id?: string) => id ?? new URL(origin).hostname;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,
    register(options) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const credential: Credential = {
        id: randomBytes(32),
        privateKey,
        userHandle: options.user.id,
        counter: 0,
      };
      credentials.push(credential);
      const coseKey = new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const authData = Buffer.concat([
        sha256(rpIdOf(options.rp.id)),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        Buffer.alloc(4),
        Buffer.alloc(16), // AAGUID
        idLength,
        credential.id,
        cbor(coseKey),
      ]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
      };
    },
    authenticate(options, tamper = {}) {
      const credential = credentials[0];
      if (!credential) throw new Error('no passkey registered');
      credential.counter = tamper.counter ?? credential.counter + 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([sha256(rpIdOf(options.rpId)), Buffer.from([0x05]), counter]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        credential.privateKey,
      );
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
