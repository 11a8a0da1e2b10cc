// zod 4 compiles object parsers with `new Function` unless told not to, and
// probes for eval the moment the first object schema is built. The pages'
// CSP forbids eval, and even zod's guarded probe is reported as a violation.
// This sets zod's own global config object (see zod/v4/core) before any form
// module builds a schema: root.tsx imports it first, and the root route module
// is evaluated before every other route module.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }
