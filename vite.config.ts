import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  environments: {
    // The server build's entry is our Express app (which wraps the React Router
    // handler), so the production server imports one bundle holding all
    // server-only code: configuration, database, logger.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
    // React, React Router and i18next, which every page loads, as one chunk
    // instead of a dozen: fewer requests before the page can run (decision 030).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
})
