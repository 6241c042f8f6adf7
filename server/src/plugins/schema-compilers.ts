/**
 * The validator and serializer compilers of every app this process builds (Fastify's
 * `schemaController.compilersFactory`): Fastify's own (Ajv through `@fastify/ajv-compiler`,
 * fast-json-stringify through `@fastify/fast-json-stringify-compiler`), made once per process, so
 * that a second app reuses the code compiled for the same route schema objects instead of compiling
 * every route's schemas again. A production node builds one app and sees no difference; the server
 * tests build about seventy per process, and compiling took about 0.7 s of CPU each.
 * What is compiled depends only on the schema, the shared schemas and the options, which are the
 * key of each pool: the validators stay pure functions of their schema (app.ts sets the Ajv options).
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory, type Serializer } from '@fastify/fast-json-stringify-compiler';

const serializerPools = new Map<string, WeakMap<object, Serializer>>();

/** Fastify's serializer factory, caching the serializer of each response schema object per shared schemas and options. */
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  const pool = serializerPools.get(key) ?? new WeakMap<object, Serializer>();
  serializerPools.set(key, pool);
  return (route) => {
    if (typeof route.schema !== 'object' || route.schema === null) return compile(route);
    let serializer = pool.get(route.schema);
    if (!serializer) pool.set(route.schema, (serializer = compile(route)));
    return serializer;
  };
};

/** Pass as Fastify's `schemaController.compilersFactory`. Ajv's own pool keys by shared schemas and options, and caches by schema object. */
export const compilersFactory = { buildValidator: AjvCompiler(), buildSerializer };
