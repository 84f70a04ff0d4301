import type Ajv from 'ajv';
import type { KeywordCxt } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { usePattern } from 'ajv/dist/vocabularies/code.js';

/**
 * The shared rule for every text field: no control characters (Unicode Cc), no format characters
 * (Cf: zero-width spaces, bidi overrides such as U+202E, the BOM …), no other default-ignorable
 * (invisible) characters such as the Hangul filler, no blank Braille pattern (U+2800, a common
 * "invisible" filler) and no line/paragraph separators. Allowed are line breaks and tabs in
 * multi-line fields, variation selectors right after a character (emoji presentation: ❤️), and a
 * zero-width joiner right before an emoji (family and profession emoji: 👩‍💻). Flags written as
 * tag sequences (🏴 + tag characters, e.g. Scotland) are refused with the tags.
 *
 * The alternatives of each pattern start with disjoint characters, so matching stays linear in
 * the length of the text (no backtracking blow-up on long input). No lookbehind: older Safari
 * versions cannot compile it, and the public forms run these patterns in the browser.
 */
const INVISIBLE = '\\p{Default_Ignorable_Code_Point}\\u2800';
const ALLOWED_CHARACTER = [
  `[^\\p{Cc}\\p{Cf}${INVISIBLE}\\u2028\\u2029][\\uFE00-\\uFE0F]*`,
  '\\u200D(?=\\p{Extended_Pictographic})',
];
export const SINGLE_LINE_TEXT = `^(?:${ALLOWED_CHARACTER.join('|')})*$`;
export const MULTI_LINE_TEXT = `^(?:${[...ALLOWED_CHARACTER, '[\\t\\n\\r]'].join('|')})*$`;

/** At least `count` visible characters (not default-ignorable, not U+2800), anchored at the start. */
export const minVisiblePattern = (count: number) => `^(?:[${INVISIBLE}]*[^${INVISIBLE}]){${count}}`;

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
