import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

/**
 * The newsletter's small Markdown subset, rendered the same way for the control centre's preview
 * and the mails: paragraphs, line breaks, **bold**, *italic*, [links](https://…) and bare
 * addresses, lists, and headings (## and ###). No HTML, no images, no tables: what a mail client
 * shows reliably. Links only to http(s) and mailto.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: true, breaks: true })
  .enable(['paragraph', 'newline', 'emphasis', 'link', 'list', 'heading', 'linkify', 'escape'])
  .disable([]);

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());

// Headings start at h2 (the mail's subject is its h1), and h4–h6 read as h3.
markdown.core.ruler.push('newsletter_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      const level = Math.min(Math.max(Number(token.tag.slice(1)), 2), 3);
      token.tag = `h${level}`;
    }
  }
});

// Links in a mail open outside the mail client and tell the target nothing about the reader.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet('rel', 'noopener noreferrer');
  tokens[index]!.attrSet('target', '_blank');
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** The text as HTML (the body's content; the mail wraps it). */
export function newsletterHtml(text: string): string {
  return markdown.render(text);
}

/** The plain-text part: the same structure without markup; links as "text (address)". */
export function newsletterPlainText(text: string): string {
  const blocks: string[] = [];
  let line = '';
  let listDepth = 0;
  const numbers: number[] = [];
  const inline = (children: Token[]): string => {
    let out = '';
    let href: string | null = null;
    let label = '';
    for (const child of children) {
      if (child.type === 'link_open') {
        href = child.attrGet('href');
        label = '';
      } else if (child.type === 'link_close') {
        const target = href ?? '';
        const shown = target.replace(/^mailto:/i, '');
        out += label === shown || label === target ? target : `${label} (${shown})`;
        href = null;
      } else if (child.type === 'text' || child.type === 'code_inline') {
        if (href !== null) label += child.content;
        else out += child.content;
      } else if (child.type === 'softbreak' || child.type === 'hardbreak') {
        if (href !== null) label += ' ';
        else out += '\n';
      }
    }
    return out;
  };
  for (const token of markdown.parse(text, {})) {
    switch (token.type) {
      case 'bullet_list_open':
        listDepth += 1;
        numbers.push(0);
        break;
      case 'ordered_list_open':
        listDepth += 1;
        numbers.push(Number(token.attrGet('start') ?? 1));
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        listDepth -= 1;
        numbers.pop();
        if (listDepth === 0) {
          blocks.push(line.trimEnd());
          line = '';
        }
        break;
      case 'list_item_open': {
        const indent = '  '.repeat(listDepth - 1);
        const current = numbers[numbers.length - 1]!;
        const marker = current > 0 ? `${current}.` : '-';
        if (current > 0) numbers[numbers.length - 1] = current + 1;
        line += `${line && !line.endsWith('\n') ? '\n' : ''}${indent}${marker} `;
        break;
      }
      case 'inline': {
        const content = inline(token.children ?? []);
        if (listDepth > 0) line += content.replace(/\n/g, `\n${'  '.repeat(listDepth)}`);
        else blocks.push(content);
        break;
      }
      default:
        break;
    }
  }
  if (line) blocks.push(line.trimEnd());
  return blocks.filter((block) => block.trim() !== '').join('\n\n');
}
