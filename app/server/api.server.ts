// Binds the API client to the request being served: its cookies in, the API's cookies out.
import { appendResponseHeader, getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { getLocale } from '../paraglide/runtime'
import { createApiClient } from './api-client'
import { env } from './env.server'
import { handleApiRequest, servesReferenceApi } from './reference-api.server'

/** The API as the current visitor: call it only inside a server function or server route. */
export function api() {
  // The socket's address: a browser's own X-Forwarded-For header is not believed.
  const clientIp = getRequestIP()
  return createApiClient({
    baseUrl: env.API_BASE_URL,
    appOrigin: env.APP_URL,
    // The reference API in this process is called directly, without a network round trip, and
    // sees the visitor's address as its own (a remote API trusts X-Forwarded-For via TRUST_PROXY).
    transport: servesReferenceApi
      ? (request) => handleApiRequest(Object.assign(request, { ip: clientIp }))
      : (request) => fetch(request),
    cookieHeader: getRequestHeader('cookie'),
    clientIp,
    locale: getLocale(),
    relaySetCookie: (value) => appendResponseHeader('set-cookie', value),
  })
}
