import { Type, type Static } from '@sinclair/typebox';
import { STAFF_LIMITS } from '../constants.js';
import { staffMessages as m } from '../staff-texts.js';
import { compile } from '../validation.js';
import { text } from './fields.js';

/** A base64url value of a WebAuthn response (bounded: an authenticator's data is small). */
const b64 = (max = 4096) => Type.String({ minLength: 1, maxLength: max, pattern: '^[A-Za-z0-9_-]+$' });

/** The parts of a WebAuthn response every ceremony carries (@simplewebauthn/browser's JSON). */
const common = {
  id: b64(1024),
  rawId: b64(1024),
  type: Type.Literal('public-key'),
  authenticatorAttachment: Type.Optional(
    Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]),
  ),
  clientExtensionResults: Type.Object({
    credProps: Type.Optional(Type.Object({ rk: Type.Optional(Type.Boolean()) })),
  }),
};

const registrationResponse = Type.Object({
  ...common,
  response: Type.Object({
    clientDataJSON: b64(),
    attestationObject: b64(16_384),
    authenticatorData: Type.Optional(b64(16_384)),
    transports: Type.Optional(
      Type.Array(
        Type.Union([
          Type.Literal('ble'),
          Type.Literal('cable'),
          Type.Literal('hybrid'),
          Type.Literal('internal'),
          Type.Literal('nfc'),
          Type.Literal('smart-card'),
          Type.Literal('usb'),
        ]),
        { maxItems: 10 },
      ),
    ),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(b64()),
  }),
});

const authenticationResponse = Type.Object({
  ...common,
  response: Type.Object({
    clientDataJSON: b64(),
    authenticatorData: b64(16_384),
    signature: b64(),
    userHandle: Type.Optional(b64(1024)),
  }),
});

const responseMessage = { errorMessage: m.passkeyResponse };

export const passkeyRegistrationSchema = Type.Object(
  {
    name: text(1, STAFF_LIMITS.passkeyNameMax, m.passkeyName),
    response: Type.Unsafe<Static<typeof registrationResponse>>({
      ...registrationResponse,
      ...responseMessage,
    }),
  },
  {
    additionalProperties: false,
    errorMessage: { required: { name: m.passkeyName, response: m.passkeyResponse } },
  },
);
export const passkeyRegistrationValidator = compile(passkeyRegistrationSchema);

export const passkeyAuthenticationSchema = Type.Object(
  {
    response: Type.Unsafe<Static<typeof authenticationResponse>>({
      ...authenticationResponse,
      ...responseMessage,
    }),
  },
  { additionalProperties: false, errorMessage: { required: { response: m.passkeyResponse } } },
);
export const passkeyAuthenticationValidator = compile(passkeyAuthenticationSchema);
