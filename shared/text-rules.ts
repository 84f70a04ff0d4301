import type Ajv from 'ajv';
import type { KeywordCxt } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { usePattern } from 'ajv/dist/vocabularies/code.js';

/**
 * The shared rule for every text field: no control characters (Unicode Cc), no format characters
 * (Cf: zero-width spaces, bidi overrides such as U+202E, the BOM …) and no other default-ignorable
 * (invisible) characters such as the Hangul filler, nor line/paragraph separators. Allowed are
 * line breaks and tabs in multi-line fields, variation selectors (emoji presentation: ❤️), and a
 * zero-width joiner right before an emoji (family and profession emoji: 👩‍💻).
 *
 * The alternatives of each pattern start with disjoint characters, so matching stays linear in
 * the length of the text (no backtracking blow-up on long input). No lookbehind: older Safari
 * versions cannot compile it, and the public forms run these patterns in the browser.
 */
const ALLOWED_CHARACTER = [
  '[^\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2028\\u2029]',
  '[\\uFE00-\\uFE0F]',
  '\\u200D(?=\\p{Extended_Pictographic})',
];
export const SINGLE_LINE_TEXT = `^(?:${ALLOWED_CHARACTER.join('|')})*$`;
export const MULTI_LINE_TEXT = `^(?:${[...ALLOWED_CHARACTER, '[\\t\\n\\r]'].join('|')})*$`;

/** At least `count` characters that are not invisible (default-ignorable), anchored at the start. */
export const minVisiblePattern = (count: number) =>
  `^(?:\\p{Default_Ignorable_Code_Point}*[^\\p{Default_Ignorable_Code_Point}]){${count}}`;

/**
 * Adds the keywords `plainText: 'line' | 'multiline'` and `minVisible: n` to an Ajv instance.
 * Both generate plain RegExp tests, so Ajv's standalone code (the precompiled browser validators)
 * carries them without the Ajv runtime.
 */
export function addTextKeywords(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'plainText',
    type: 'string',
    schemaType: 'string',
    error: { message: 'must not contain control or invisible characters' },
    code(cxt: KeywordCxt) {
      const pattern = usePattern(cxt, cxt.schema === 'multiline' ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT);
      cxt.fail(_`!${pattern}.test(${cxt.data})`);
    },
  });
  ajv.addKeyword({
    keyword: 'minVisible',
    type: 'string',
    schemaType: 'number',
    error: { message: 'must have more visible characters' },
    code(cxt: KeywordCxt) {
      const pattern = usePattern(cxt, minVisiblePattern(Number(cxt.schema)));
      cxt.fail(_`!${pattern}.test(${cxt.data})`);
    },
  });
}
