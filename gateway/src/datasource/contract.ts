import type FormData from 'form-data';
import type { paths } from '../__generated__/api.js';
import type { ResolvedUpload } from '../files/multipart.js';

/**
 * The provider contract as types: every call's path, parameters, body and reply come from
 * docs/openapi.json (`npm run codegen` writes `paths` from it), so a field the api renames or drops
 * fails the gateway's typecheck instead of reaching a user as `undefined`.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends keyof paths, M extends HttpMethod> = Extract<paths[P][M], { responses: object }>;

/** The documented paths that answer `method`. */
export type ApiPath<M extends HttpMethod> = {
  [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P;
}[keyof paths];

/** A call's 200 reply as the api documents it: the envelope `{ message, data }`. */
export type Reply<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** The `data` of a call's 200 reply: what a provider module maps from. */
export type ReplyData<P extends ApiPath<M>, M extends HttpMethod> = Reply<P, M> extends { data: infer D } ? D : never;

/** Element of an array type (a list reply's item). */
export type Item<T> = T extends readonly (infer E)[] ? E : never;

/** A value as it travels in a path, query string or header: text on the wire. */
type Scalar = string | number | boolean;

/**
 * Documented names, the required ones required; any value goes as its text. The gateway passes a
 * client's filter on as it came (`status: 'whatever'`) and the api answers what is wrong with it.
 */
type OnTheWire<T> = { [K in keyof T as undefined extends T[K] ? never : K]-?: Scalar } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Scalar | null;
};

/** One parameter slot (path, query, header): absent when the api documents none, required when any is. */
type Slot<Name extends string, V> = [NonNullable<V>] extends [never]
  ? { [K in Name]?: never }
  : Partial<NonNullable<V>> extends NonNullable<V>
    ? { [K in Name]?: OnTheWire<NonNullable<V>> }
    : { [K in Name]: OnTheWire<NonNullable<V>> };

type Parameters<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { parameters: infer X } ? X : never;
type Param<X, Name extends string> = X extends { [K in Name]?: infer V } ? V : never;

declare const PARTS: unique symbol;
/** A multipart body that remembers its parts' names, so they are checked against the documented form. */
export type MultipartBody<Parts> = FormData & { readonly [PARTS]?: Parts };
type Part = Scalar | ResolvedUpload | null | undefined;
/** A documented form's parts: its required names must be there; any value goes as text or a file. */
type MultipartParts<B> = { [K in keyof B as undefined extends B[K] ? never : K]: Part } & {
  [K in keyof B as undefined extends B[K] ? K : never]?: Part;
};

/**
 * The text fields of a documented multipart form by its names, the required ones present. A value
 * may be empty (null): the field is then left out and the api answers that it is missing, as it
 * would to any client.
 */
export type FormFields<P extends ApiPath<M>, M extends HttpMethod> =
  NonNullable<Operation<P, M> extends { requestBody?: infer B } ? B : never> extends {
    content: { 'multipart/form-data': infer F };
  }
    ? { [K in keyof F]: Scalar | null | undefined }
    : never;

type BodyOf<P extends ApiPath<M>, M extends HttpMethod> =
  NonNullable<Operation<P, M> extends { requestBody?: infer B } ? B : never> extends { content: infer C }
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'multipart/form-data': infer F }
        ? MultipartBody<MultipartParts<F>>
        : never
    : never;

/** A call's JSON body as the api documents it. */
export type RequestBody<P extends ApiPath<M>, M extends HttpMethod> = BodyOf<P, M>;

/**
 * A call that documents no body still sends `{}` where the gateway always did (a JSON POST the
 * provider reads nothing from).
 */
type BodySlot<B> = [B] extends [never] ? { body?: () => Record<string, never> } : { body: () => B };

export interface CallOptions {
  /** Headers the contract does not describe (the device tokens of a clock-in). */
  headers?: Record<string, string>;
  /** False for the auth calls that must not trigger a refresh (login, relogin, reset…). */
  refresh?: boolean;
}

/** What a documented call takes: its path, query and header parameters, and its body (built anew for each attempt). */
export type CallInput<P extends ApiPath<M>, M extends HttpMethod> = CallOptions &
  Slot<'path', Param<Parameters<P, M>, 'path'>> &
  Slot<'query', Param<Parameters<P, M>, 'query'>> &
  Slot<'header', Param<Parameters<P, M>, 'header'>> &
  BodySlot<BodyOf<P, M>>;

/** A call's query parameters by the documented names, each value as its text. */
export type QueryOf<P extends ApiPath<M>, M extends HttpMethod> = NonNullable<CallInput<P, M>['query']>;

/** The input argument, optional when nothing in it is required. */
export type CallArguments<P extends ApiPath<M>, M extends HttpMethod> =
  Partial<CallInput<P, M>> extends CallInput<P, M> ? [input?: CallInput<P, M>] : [input: CallInput<P, M>];
