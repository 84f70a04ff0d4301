import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The direction of the layers is enforced by lint (eslint.config.js): an import that points the
 * wrong way is an error, one that points the right way is not. Linted as if it stood in a real
 * file of that folder.
 */

// Only the rule in question, and without type information (much faster; the rule needs none).
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport type Used = typeof used;\n`, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.fatal)
    .map((message) => message.message);
}

describe('lint keeps the layers pointing one way', () => {
  it.each([
    ['db/values.ts', "import { used } from '@server/clock.js';"],
    ['db/values.ts', "import { used } from '../server/clock.js';"],
    ['shared/constants.ts', "import { used } from '../server/clock.js';"],
    ['shared/constants.ts', "import { used } from '@db/values.js';"],
    ['shared/content/faqs.ts', "import { used } from '../../db/values.js';"],
    ['server/services/stats.ts', "import used from 'koa';"],
    ['server/services/stats.ts', "import used from '@koa/router';"],
    ['server/services/stats.ts', "import { used } from '../http/context.js';"],
    ['server/content-types/faqs.ts', "import { used } from '@server/routes/api.js';"],
    ['server/clock.ts', "import { used } from './middlewares/no-store.js';"],
    ['server/clock.ts', "import { used } from './app.js';"],
    ['public-site/app/sections/Apply.tsx', "import { used } from '@admin/lib/toast.js';"],
    ['public-site/app/App.tsx', "import { used } from '@desktop/main/index.js';"],
    [
      'public-site/app/sections/Apply.tsx',
      "import { used } from '../../../admin-desktop/renderer/src/lib/toast.js';",
    ],
    [
      'admin-desktop/renderer/src/pages/MessagesPage.tsx',
      "import { used } from '@public-site/app/components/form.js';",
    ],
    [
      'admin-desktop/renderer/src/pages/MessagesPage.tsx',
      "import { used } from '../../../../public-site/app/components/form.js';",
    ],
    ['admin-desktop/main/index.ts', "import { used } from '../../public-site/app/App.js';"],
    // The control centre's bundle has the declarations without validators: no value of the rest.
    ['admin-desktop/renderer/src/pages/MessagesPage.tsx', "import { used } from '@shared/api/messages.js';"],
    // Engine differences live in db/: no driver outside it, and db/engines/ only through its index.
    ['server/services/change-feed.ts', "import used from 'pg';"],
    ['server/services/backups.ts', "import used from 'sqlite3';"],
    ['server/services/restore.ts', "import { used } from '@db/engines/postgres.js';"],
    ['server/services/restore.ts', "import { used } from '../../db/engines/sqlite.js';"],
    ['server/cli/restore.ts', "import type { used } from '@db/engines/types.js';"],
    ['server/config.ts', "import used from 'pg';"],
    ['server/routes/system.ts', "import { used } from '@db/engines/postgres-changes.js';"],
    ['server/app.ts', "import used from 'sqlite3';"],
    ['public-site/app/App.tsx', "import used from 'pg';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([expect.stringMatching(/restricted/)]);
  });

  it.each([
    ['db/values.ts', "import { used } from '@shared/constants.js';"],
    ['admin-desktop/renderer/src/pages/MessagesPage.tsx', "import used from '@shared/api/index.js';"],
    [
      'admin-desktop/renderer/src/pages/MessagesPage.tsx',
      "import type { used } from '@shared/api/messages.js';",
    ],
    ['shared/content/faqs.ts', "import { used } from '../constants.js';"],
    ['server/services/stats.ts', "import { used } from '@db/values.js';"],
    ['server/routes/api.ts', "import used from 'koa';"],
    ['server/http/query.ts', "import { used } from '../services/stats.js';"],
    ['server/render/page-renderer.tsx', "import { used } from '@public-site/app/App.js';"],
    ['public-site/app/sections/Apply.tsx', "import { used } from '@shared/constants.js';"],
    ['public-site/app/sections/Apply.tsx', "import { used } from '../components/form.js';"],
    ['admin-desktop/renderer/src/pages/MessagesPage.tsx', "import { used } from '@admin/lib/toast.js';"],
    ['admin-desktop/renderer/src/pages/MessagesPage.tsx', "import { used } from '../lib/toast.js';"],
    // The README's floors that know Koa.
    ['server/middlewares/no-store.ts', "import used from 'koa';"],
    ['server/app.ts', "import used from 'koa';"],
    ['server/services/backups.ts', "import { used } from '@db/engines/index.js';"],
    ['server/services/site-settings.ts', "import { used } from '@db/dialect.js';"],
    ['db/engines/postgres-changes.ts', "import used from 'pg';"],
    ['db/engines/index.ts', "import { used } from './sqlite.js';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
