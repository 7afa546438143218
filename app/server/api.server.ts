// Binds the API client to the request being served: its cookies in, the API's cookies out.
import { appendResponseHeader, getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { getLocale } from '../paraglide/runtime'
import { type ApiTransport, createApiClient } from './api-client'
import { env } from './env.server'
import { handleApiRequest, servesReferenceApi } from './reference-api.server'

/** The reference API in this process is called directly, without a network round trip. */
function transport(clientIp?: string): ApiTransport {
  if (!servesReferenceApi) return (request) => fetch(request)
  // It sees the visitor's address as its own (a remote API trusts X-Forwarded-For via TRUST_PROXY).
  return (request) => handleApiRequest(Object.assign(request, { ip: clientIp }))
}

/** The API as the current visitor: call it only inside a server function or server route. */
export function api() {
  // The socket's address: a browser's own X-Forwarded-For header is not believed.
  const clientIp = getRequestIP()
  return createApiClient({
    baseUrl: env.API_BASE_URL,
    appOrigin: env.APP_URL,
    transport: transport(clientIp),
    cookieHeader: getRequestHeader('cookie'),
    clientIp,
    locale: getLocale(),
    relaySetCookie: (value) => appendResponseHeader('set-cookie', value),
  })
}

/** The API on no visitor's behalf, for public data shared by every request (no cookies either way). */
export function publicApi(locale: string) {
  return createApiClient({
    baseUrl: env.API_BASE_URL,
    appOrigin: env.APP_URL,
    transport: transport(),
    cookieHeader: undefined,
    locale,
    relaySetCookie: () => {},
    stateless: true,
  })
}
