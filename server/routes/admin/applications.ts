import Router from '@koa/router';
import { applicationUpdateValidator } from '@shared/schemas/application.js';
import type { AppState } from '@server/http/context.js';
import { readBody, readId } from '@server/http/input.js';
import { applicationPresenter } from '@server/presenters/admin.js';
import { applicationsCsv, applicationsXlsx } from '@server/services/application-export.js';
import type { ApplicationService } from '@server/services/applications.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '@server/clock.js';

export function adminApplicationRoutes(
  applications: ApplicationService,
  clock: Clock,
  retentionDays: number,
): Router<AppState> {
  const presentApplication = applicationPresenter(retentionDays);
  const router = new Router<AppState>({ prefix: '/applications' });
  router.get('/', async (ctx) => {
    ctx.body = (await applications.list()).map(presentApplication);
  });
  // Before '/:id', which would otherwise take "export.csv" for an id.
  router.get('/export.csv', async (ctx) => {
    const rows = (await applications.list()).map(presentApplication);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`bewerbungen-${berlinDate(clock())}.csv`);
    ctx.body = applicationsCsv(rows);
  });
  router.get('/export.xlsx', async (ctx) => {
    const rows = (await applications.list()).map(presentApplication);
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.attachment(`bewerbungen-${berlinDate(clock())}.xlsx`);
    ctx.body = await applicationsXlsx(rows);
  });
  router.get('/:id', async (ctx) => {
    ctx.body = presentApplication(await applications.get(readId(ctx)));
  });
  router.patch('/:id', async (ctx) => {
    const id = readId(ctx);
    ctx.body = presentApplication(await applications.update(id, readBody(ctx, applicationUpdateValidator)));
  });
  router.delete('/:id', async (ctx) => {
    await applications.remove(readId(ctx));
    ctx.status = 204;
  });
  return router;
}
