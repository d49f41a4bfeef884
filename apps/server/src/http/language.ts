import {
  defaultLanguage,
  languageById,
  languageFromAcceptLanguage,
  type Language,
} from '@adconsole/i18n/resources';
import type { FastifyRequest } from 'fastify';

/**
 * `msg` is in the caller's language (docs/requirements.md#api-conventions): Accept-Language, else the user's
 * setting, else en.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return (
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    (request.user ? languageById(request.user.language) : undefined) ??
    defaultLanguage
  );
}
