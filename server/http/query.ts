import type { Context, Middleware } from 'koa';
import type { Layer } from '@koa/router';
import type { FieldErrors } from '@shared/field-errors.js';
import { errorMessages } from '@shared/messages.js';
import { badRequest } from '../errors.js';

const DECLARED = Symbol('query parameters');

/** A route's declaration of the query parameters it reads (see queryParams). */
type QueryDeclaration = Middleware & { [DECLARED]: readonly string[] };

const isDeclaration = (step: unknown): step is QueryDeclaration =>
  typeof step === 'function' && DECLARED in step;

/** 400 when a parameter is not one of `names`, or is given more than once. */
function checkQuery(ctx: Context, names: readonly string[]): void {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(ctx.query)) {
    if (!names.includes(name)) errors[name] = errorMessages.unknownParameter;
    else if (Array.isArray(value)) errors[name] = errorMessages.repeatedParameter;
  }
  if (Object.keys(errors).length > 0) throw badRequest(errorMessages.invalidQuery, errors);
}

/**
 * Declares, where a route is declared, the query parameters it reads: any other parameter, or
 * one of them given twice ("?ids[]=2", "?q=a&q=b"), gets a 400 with a German message before the
 * route runs, instead of being ignored (an ignored "ids[]" once exported every application).
 */
export function queryParams(...names: string[]): QueryDeclaration {
  const step: Middleware = async (ctx, next) => {
    checkQuery(ctx, names);
    await next();
  };
  return Object.assign(step, { [DECLARED]: names });
}

/**
 * For a router's `use`: a route that declares no queryParams takes no query parameters at all
 * (fail closed, so a new route cannot ignore one by accident). The route is the first layer that
 * matches path and method, the one @koa/router runs first (a later one, such as "/:id" after
 * "/export.csv", runs only if a handler calls next(), which none here does).
 */
export function refuseUndeclaredQuery(): Middleware {
  return async (ctx, next) => {
    if (ctx.querystring) {
      const matched = (ctx as Context & { matched?: Layer[] }).matched ?? [];
      const route = matched.find((layer) => layer.methods.includes(ctx.method));
      if (!route?.stack.some(isDeclaration)) checkQuery(ctx, []);
    }
    await next();
  };
}
