// The floor of bench/bundle.ts: the smallest React Router 8 framework-mode app
// (one route, no CSS framework), built with the same versions as the site.
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [reactRouter()] })
