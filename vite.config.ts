import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import {
  browserI18next,
  copyModules,
  componentsAreSideEffectFree,
  conformWithZodMini,
  formsChunk,
  lucideFactory,
  precompressedAssets,
  shellChunks,
} from './vite.bundling.ts'

export default defineConfig({
  // Rolldown's report of slow plugins prints on every build of a busy machine
  // (the precompression takes seconds by design): `npm start` shows what a
  // person needs instead. Whoever profiles the build turns it back on here.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    // The server build's entry is our Express app (which wraps the React Router
    // handler), so the production server imports one bundle holding all
    // server-only code: configuration, database, logger.
    ssr: {
      build: { rolldownOptions: { input: './server/app.ts' } },
      // Bundled rather than imported from node_modules at start: their package
      // entries re-export every module (date-fns alone made Node resolve 864
      // files), which cost each server start seconds of processor time.
      resolve: {
        noExternal: [
          'date-fns',
          'drizzle-orm',
          'zod',
          '@conform-to/dom',
          '@conform-to/react',
          '@conform-to/zod',
          'nodemailer',
          // Its icons get our factory on the server too (vite.bundling.ts, lucideFactory).
          'lucide-react',
        ],
      },
    },
    // React and React Router, which every page loads, as one chunk instead of a
    // dozen (decision 030); then everything the root route and the
    // public layout import, as one chunk each, instead of a file per icon and
    // per Radix primitive (decision 066): fewer requests before the first paint.
    client: {
      build: {
        rolldownOptions: {
          // Our components do nothing when imported but define: one that no
          // code uses is left out, even if it calls cva() at its top (the body
          // of a server-rendered page, decision 080).
          treeshake: { moduleSideEffects: componentsAreSideEffectFree },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  priority: 3,
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
                { name: shellChunks.root, debugName: 'shell', priority: 2 },
                { name: shellChunks.publicLayout, debugName: 'public-shell', priority: 1 },
                // The forms' code (conform and our field components) as one chunk,
                // rather than five of a few hundred bytes each (decision 078).
                { name: 'forms', test: formsChunk },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [
    tailwindcss(),
    reactRouter(),
    copyModules(),
    browserI18next(),
    lucideFactory(),
    conformWithZodMini(),
    precompressedAssets(),
  ],
})
