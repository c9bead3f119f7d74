import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { contract } from '../http/openapi.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { SWAP_MESSAGES as M } from './messages.js';
import { answerSwap, askSwap, decideSwap, listSwaps, teamDay, validDay, type SwapRow } from './service.js';

const tag = 'shift swaps';
const params = z.object({ id: z.string() });
const askBody = z.object({
  day: z.string({ error: M.dayInvalid }),
  colleague_nik: z.number({ error: M.colleagueNotFound }).int().positive(),
});
const dayQuery = z.object({ day: z.string({ error: M.dayInvalid }) });
const swapReply = z.object({ id: z.number(), day: z.string(), status: z.string() });
const idOf = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound(M.notFound, 'swap_not_found');
  return Number(raw);
};
const present = (row: Pick<SwapRow, 'id' | 'day' | 'status'>) => ({ id: row.id, day: row.day, status: row.status });

type WithId = { Params: { id: string } };

/** Shift swaps (issue 25): asked by one, accepted by a teammate, approved by their supervisor; inside /api/v1. */
export function swapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/swaps',
    {
      schema: contract({
        tag,
        summary: 'Asks a teammate to swap shifts on a day to come',
        body: askBody,
        data: swapReply,
      }),
    },
    async (request, reply) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const body = parse(askBody, request.body);
      reply.code(201);
      return ok(M.asked, present(await askSwap(ctx, caller, { ...body, day: validDay(body.day) })));
    },
  );

  app.get(
    '/swaps',
    {
      schema: contract({
        tag,
        summary: 'The shift swaps the caller asked, was asked, or decides',
        data: z.array(
          swapReply.extend({
            requester_nik: z.number(),
            requester_name: z.string(),
            colleague_nik: z.number(),
            colleague_name: z.string(),
          }),
        ),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(
        M.list,
        (await listSwaps(ctx, caller)).map((row) => ({
          ...present(row),
          requester_nik: row.requester_nik,
          requester_name: row.requester_name,
          colleague_nik: row.colleague_nik,
          colleague_name: row.colleague_name,
        })),
      );
    },
  );

  app.get(
    '/swaps/team',
    {
      schema: contract({
        tag,
        summary: "The caller's teammates and their shift on a day",
        querystring: dayQuery,
        data: z.array(z.object({ nik: z.number(), name: z.string(), shift: z.string().nullable() })),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.list, await teamDay(ctx, caller, validDay(parse(dayQuery, request.query).day)));
    },
  );

  for (const [path, message, run] of [
    ['accept', M.accepted, (caller, id) => answerSwap(ctx, caller, id, true)],
    ['decline', M.declined, (caller, id) => answerSwap(ctx, caller, id, false)],
    ['approve', M.approved, (caller, id) => decideSwap(ctx, caller, id, true)],
    ['reject', M.rejected, (caller, id) => decideSwap(ctx, caller, id, false)],
  ] as const satisfies readonly (readonly [
    string,
    string,
    (caller: Awaited<ReturnType<typeof authenticate>>, id: number) => Promise<SwapRow>,
  ])[]) {
    app.post<WithId>(
      `/swaps/:id/${path}`,
      { schema: contract({ tag, summary: `The shift swap, ${path}ed`, params, data: swapReply }) },
      async (request) => {
        const caller = await authenticate(ctx, request.headers.authorization);
        return ok(message, present(await run(caller, idOf(request.params.id))));
      },
    );
  }
}
