import { createServerFn } from '@tanstack/react-start'
import { publicConfig } from './public-config.server'

/** The settings the browser may know: read once per page load by the root route. */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(() => publicConfig())
