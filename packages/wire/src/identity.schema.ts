import { z } from 'zod'

/** Body of `POST /oauth2/token` for the headless grants (camelCase). */
export const tokenRequestSchema = z.object({
  clientId: z.string().min(1),
  grantType: z.enum(['anonymous', 'refresh_token', 'authorization_code', 'authorized_client']),
  refreshToken: z.string().min(1).optional(),
  code: z.string().min(1).optional(),
  codeVerifier: z.string().optional(),
  redirectUri: z.string().optional(),
})

/** Body of `POST /oauth2/token-info`. */
export const tokenInfoRequestSchema = z.object({ token: z.string() })
