import { createContext, useContext } from 'react'

/**
 * The Content Security Policy nonce of the response being rendered. The
 * server provides it (entry.server.tsx); in the browser it is '' because
 * browsers hide nonce attributes from scripts anyway.
 */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export const useNonce = () => useContext(NonceContext)
