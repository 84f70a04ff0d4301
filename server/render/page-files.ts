import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ADDRESSED_PAGES, renderedPerRequest, type PageId } from '@public-site/app/pages/registry.js';
import type { Logger } from '../logger.js';
import { REVALIDATE, type PreparedBody } from '../prepared-body.js';

/**
 * The public pages as files for nginx (PAGE_FILES_DIR): every page the renderer prepares is
 * written there as it is sent from memory (plain, `.gz`, `.br`). nginx's part that serves them
 * with the app's own headers (`nginxPageConfig`, printed by `npm run nginx:pages`) is included by
 * the shipped site (deploy/nginx-agentur.conf), so nginx answers these pages itself and passes
 * everything else, and every page it has no file for, to the app. docs/speed.md says why files
 * rather than a proxy cache.
 *
 *   PAGE_FILES_DIR/pages-<fingerprint>/   home.page.html, home.page.html.br, kontakt.bot.html, …
 *
 * The fingerprint is that of nginx's part: nginx serves files only from the folder its snippet
 * names, so files are never sent with headers of another build or configuration (until the
 * snippet is generated again, those pages come from the app).
 */

/** Folders nginx's workers enter and files they read (the service's umask is 0077). */
const DIR_MODE = 0o755;
const FILE_MODE = 0o644;

/** The files of a page for humans ("page") and for search-engine bots ("bot"). */
export type PageVariant = 'page' | 'bot';

/** The nginx variable the server-level rules set from the User-Agent (nginxAgentRules). */
const VARIANT_VARIABLE = '$agentur_page_variant';
/** The named location of the shipped site that passes a request to the app. */
export const APP_LOCATION = '@agentur_app';

/** The pages nginx may answer from files: every page with an address that is prepared once. */
export const FILE_PAGES: ReadonlyArray<readonly [string, PageId]> = ADDRESSED_PAGES.filter(
  ([, page]) => !renderedPerRequest(page),
);

export const pageFileName = (page: PageId, variant: PageVariant): string => `${page}.${variant}.html`;

/**
 * A string as one nginx token in double quotes. In a value nginx would expand `$`: refused there;
 * a regex takes it as it is.
 */
function nginxString(value: string, { regex = false } = {}): string {
  if (!regex && value.includes('$')) throw new Error(`nginx value with "$": ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const VERSION = String.raw`\d+(?:\.\d+)*`;
const APPLE_OS = String.raw`\d+_\d+(?:_\d+)?`;

/**
 * The User-Agents nginx gives the visitors' file of a page: the shapes of today's browsers
 * (Chrome, Edge, Safari and Firefox on the common systems), anchored, with nothing free but
 * version numbers, so no agent isbot calls a bot has one of them (a test checks). Every other
 * agent gets the bots' file: search engines get their meta description as from the app, and a
 * rare browser gets the same page with the bots' meta description, which no browser shows.
 * nginx matches one of these anchored patterns per request; isbot's own 2 KB pattern, tried
 * at every position of the agent, cost nginx about half its speed (docs/speed.md).
 */
export const BROWSER_AGENTS: readonly RegExp[] = [
  // Chrome and Edge (the reduced User-Agent: fixed systems, "Android 10; K"), Chrome on iOS.
  new RegExp(
    String.raw`^Mozilla/5\.0 \((?:Windows NT \d+\.\d+; Win64; x64|Macintosh; Intel Mac OS X ${APPLE_OS}|` +
      String.raw`X11; Linux x86_64|Linux; Android \d+; K)\) AppleWebKit/537\.36 \(KHTML, like Gecko\) ` +
      String.raw`Chrome/${VERSION}(?: Mobile)? Safari/537\.36(?: Edg/${VERSION})?$`,
  ),
  // Safari, and the other browsers of iPhone and iPad (WebKit inside).
  new RegExp(
    String.raw`^Mozilla/5\.0 \((?:Macintosh; Intel Mac OS X ${APPLE_OS}|iPhone; CPU iPhone OS ${APPLE_OS} like Mac OS X|` +
      String.raw`iPad; CPU OS ${APPLE_OS} like Mac OS X)\) AppleWebKit/${VERSION} \(KHTML, like Gecko\) ` +
      String.raw`(?:Version|CriOS|FxiOS|EdgiOS)/${VERSION}(?: Mobile/[0-9A-Z]+)? Safari/${VERSION}$`,
  ),
  // Firefox.
  new RegExp(
    String.raw`^Mozilla/5\.0 \((?:Windows NT \d+\.\d+; Win64; x64|Macintosh; Intel Mac OS X \d+\.\d+|` +
      String.raw`X11; (?:Ubuntu; )?Linux x86_64|Android \d+(?:\.\d+)?; Mobile); rv:${VERSION}\) ` +
      String.raw`Gecko/(?:\d{8}|${VERSION}) Firefox/${VERSION}$`,
  ),
];

export interface PageHeaders {
  /** Every response's security headers (server/security-headers.ts). */
  securityHeaders: Record<string, string>;
  /** The pages' Content-Security-Policy. */
  pageCsp: string;
}

/** The headers the app sends with a prepared page (memory-responses.ts, routes/pages.ts). */
export function preparedPageHeaders({ securityHeaders, pageCsp }: PageHeaders): Record<string, string> {
  return {
    ...securityHeaders,
    'Content-Security-Policy': pageCsp,
    'Cache-Control': REVALIDATE,
    Vary: 'Accept-Encoding, User-Agent',
  };
}

export interface NginxPageConfig {
  /** nginx's part for the site's server block (`npm run nginx:pages` prints it). */
  snippet: string;
  /** The folder (in PAGE_FILES_DIR) the snippet serves the files from. */
  pagesDir: string;
}

/**
 * nginx's part that serves the page files, for the site's `server` block. It is generated from
 * the code and the configuration by `npm run nginx:pages` (run at installation and after each
 * upgrade, written by root), never by the running server: nginx's master process reads its
 * configuration as root, so a server that could write it could make nginx open any file as root.
 */
/** BROWSER_AGENTS as one anchored pattern: nginx runs one regex per request. */
export const BROWSER_AGENT = new RegExp(
  `^(?:${BROWSER_AGENTS.map((pattern) => pattern.source.replace(/^\^/, '').replace(/\$$/, '')).join('|')})$`,
);

/** The server-level rules that set which file of a page an agent gets ($agentur_page_variant). */
export function nginxAgentRules(): string {
  return (
    "# Today's browsers get the visitors' file of a page; every other agent, search engines\n" +
    "# included, the bots' file (their meta description). server/render/page-files.ts says why.\n" +
    `set ${VARIANT_VARIABLE} bot;\n` +
    `if ($http_user_agent ~ ${nginxString(BROWSER_AGENT.source, { regex: true })}) {\n` +
    `    set ${VARIANT_VARIABLE} page;\n}\n`
  );
}

export function nginxPageConfig(dir: string, headers: PageHeaders): NginxPageConfig {
  const agents = nginxAgentRules();
  const headerLines = Object.entries(preparedPageHeaders(headers)).map(
    ([name, value]) => `    add_header ${name} ${nginxString(value)};`,
  );
  const locations = (pagesDir: string) =>
    "# The public pages from the server's files; a page without its file goes to the app.\n" +
    FILE_PAGES.map(
      ([address, page]) =>
        `location = ${address} {\n` +
        `    root ${nginxString(pagesDir)};\n` +
        // The file itself (no try_files: one look at the disk fewer); missing, it is a 404,
        // which goes to the app without a line in the error log.
        `    rewrite ^ /${page}.${VARIANT_VARIABLE}.html break;\n` +
        `    error_page 404 = ${APP_LOCATION};\n` +
        '    log_not_found off;\n' +
        '    types { }\n' +
        '    default_type "text/html; charset=utf-8";\n' +
        '    etag on;\n' +
        '    gzip_static on;\n' +
        '    brotli_static on;\n' +
        `${headerLines.join('\n')}\n` +
        '}\n',
    ).join('');
  // The folder's name is the fingerprint of everything else the snippet says: a server whose
  // code or configuration differs from the snippet nginx loaded writes into another folder.
  const fingerprint = createHash('sha256')
    .update(agents)
    .update(locations('PAGES'))
    .digest('hex')
    .slice(0, 16);
  const pagesDir = path.join(dir, `pages-${fingerprint}`);
  return {
    snippet:
      "# nginx's part for the public pages of the agency site, from `npm run nginx:pages` for this\n" +
      "# installation's code and configuration; docs/operations.md. Generate it again after each\n" +
      '# upgrade: until then nginx passes these pages to the app.\n' +
      agents +
      locations(pagesDir),
    pagesDir,
  };
}

/** A folder of page files as `createPageFiles` names it, and the names of what it writes there. */
const PAGES_FOLDER = /^pages-[0-9a-f]{16}$/;
const PAGE_FILE = /^[a-z0-9-]+\.(?:page|bot)\.html(?:\.br|\.gz)?(?:\.\d+\.\d+\.tmp)?$/;

/**
 * Whether a folder is one this server wrote: named as it names them, holding only page files (or
 * nothing). A folder someone else keeps beside them, even one called `pages-…`, is never removed.
 */
function writtenByServer(folder: string): boolean {
  if (!PAGES_FOLDER.test(path.basename(folder))) return false;
  try {
    if (!fs.lstatSync(folder).isDirectory()) return false;
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .every((entry) => entry.isFile() && PAGE_FILE.test(entry.name));
  } catch {
    return false;
  }
}

let temporaryCounter = 0;

/** Writes a file readable by nginx, atomically: readers see the old bytes or the new, never a part. */
async function writeAtomically(file: string, bytes: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.${++temporaryCounter}.tmp`;
  try {
    await fs.promises.writeFile(temporary, bytes, { mode: FILE_MODE });
    await fs.promises.chmod(temporary, FILE_MODE);
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

const unlinkIfThere = (file: string) => fs.promises.rm(file, { force: true });

export interface PageFiles {
  /** The folder the page files are written to. */
  pagesDir: string;
  /** A page's bytes were prepared: written, its compressed copies once ready, unless `outdated`. */
  prepared(page: PageId, variant: PageVariant, body: PreparedBody, outdated: AbortSignal): void;
  /** Pages are outdated: their files go (nginx passes them to the app until they are written). */
  dropped(shows: (page: PageId) => boolean): void;
  /** Resolves when every write and removal asked for so far is done (tests, benchmarks). */
  idle(): Promise<void>;
}

/**
 * Prepares the folder of the page files (for the configuration `headers` belong to) and returns
 * their writer.
 * The files of each page and variant are written one after another, so a removal asked for
 * after a write always comes after it. Several processes write the same files: each writes whole
 * files under its own temporary name, and the last rename wins.
 */
export function createPageFiles(dir: string, headers: PageHeaders, logger: Logger): PageFiles {
  const config = nginxPageConfig(path.resolve(dir), headers);
  fs.mkdirSync(config.pagesDir, { recursive: true, mode: DIR_MODE });
  fs.chmodSync(dir, DIR_MODE);
  fs.chmodSync(config.pagesDir, DIR_MODE);
  // Folders of another configuration (an earlier build, say): nginx serves from them only while
  // its snippet names them, and their pages may be outdated. A process of that configuration still
  // running writes its folder again; the next start removes it. Temporary files a crash left
  // behind go too.
  for (const entry of fs.readdirSync(dir)) {
    const folder = path.join(dir, entry);
    if (folder !== config.pagesDir && writtenByServer(folder))
      fs.rmSync(folder, { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(config.pagesDir)) {
    const file = path.join(config.pagesDir, entry);
    if (entry.endsWith('.tmp') && Date.now() - fs.statSync(file).mtimeMs > 60_000)
      fs.rmSync(file, { force: true });
  }

  const queues = new Map<string, Promise<void>>();
  const enqueue = (base: string, work: () => Promise<void>) => {
    const next = (queues.get(base) ?? Promise.resolve()).then(work).catch((error: unknown) => {
      logger.error({ err: error, file: path.basename(base) }, 'page file not written');
    });
    queues.set(base, next);
    void next.then(() => {
      if (queues.get(base) === next) queues.delete(base);
    });
  };
  const baseOf = (page: PageId, variant: PageVariant) =>
    path.join(config.pagesDir, pageFileName(page, variant));
  // The compressed copies go first: nginx sends one whatever the plain file beside it.
  const removeCopies = (base: string) =>
    Promise.all([unlinkIfThere(`${base}.br`), unlinkIfThere(`${base}.gz`)]);
  const removeAll = async (base: string) => {
    await removeCopies(base);
    await unlinkIfThere(base);
  };

  return {
    pagesDir: config.pagesDir,
    prepared(page, variant, body, outdated) {
      if (renderedPerRequest(page)) return;
      const base = baseOf(page, variant);
      enqueue(base, async () => {
        if (outdated.aborted) return;
        // A compressed copy is never older than the plain file beside it.
        await removeCopies(base);
        await fs.promises.mkdir(config.pagesDir, { recursive: true, mode: DIR_MODE });
        await writeAtomically(base, body.identity.bytes);
        await body.ready;
        for (const copy of [body.gzip, body.br]) {
          if (!copy || outdated.aborted) continue;
          await writeAtomically(`${base}.${copy.encoding === 'br' ? 'br' : 'gz'}`, copy.bytes);
        }
      });
    },
    dropped(shows) {
      for (const [, page] of FILE_PAGES) {
        if (!shows(page)) continue;
        for (const variant of ['page', 'bot'] as const) {
          const base = baseOf(page, variant);
          enqueue(base, () => removeAll(base));
        }
      }
    },
    async idle() {
      while (queues.size > 0) await Promise.all(queues.values());
    },
  };
}
