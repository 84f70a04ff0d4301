/// <reference types="vite/client" />

// The punycode package imported by its folder ('punycode/', not Node's built-in 'punycode').
declare module 'punycode/' {
  export { toUnicode } from 'punycode';
}
