import { createContext } from 'react-router'

/** The visitor's IP address as the server sees it (behind a trusted proxy: the forwarded one). */
export const clientIpContext = createContext<string>('unknown')

/** This response's CSP nonce, made by the Express middleware (security-headers.server.ts). */
export const cspNonceContext = createContext<string>('')

/**
 * Values that must differ on every response (a form's idempotency key). A
 * loader takes one with `create()`; the page cache (server/page-cache.ts)
 * stores the page with placeholders instead and writes fresh values into each
 * response, so no two visitors ever share one.
 */
export class ResponseTokens {
  readonly values: string[] = []
  create(): string {
    const value = crypto.randomUUID()
    this.values.push(value)
    return value
  }
}

export const responseTokensContext = createContext<ResponseTokens>()
