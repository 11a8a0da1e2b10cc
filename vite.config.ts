import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  // The server build's entry is our Express app (which wraps the React Router
  // handler), so the production server imports one bundle holding all
  // server-only code: configuration, database, logger.
  environments: {
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
})
