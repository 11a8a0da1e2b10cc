import { createContext } from 'react-router'

/** The visitor's IP address as the server sees it (behind a trusted proxy: the forwarded one). */
export const clientIpContext = createContext<string>('unknown')

/** This response's CSP nonce, made by the Express middleware (security-headers.server.ts). */
export const cspNonceContext = createContext<string>('')
