import type { FastifyInstance } from 'fastify';
import { messageRoutes } from './message-routes';
import { noticeRoutes } from './notice-routes';

/** The message centre and the notices administrators send to it (docs/requirements.md#messages). */
export function messagesFeature(app: FastifyInstance) {
  messageRoutes(app);
  noticeRoutes(app);
}
