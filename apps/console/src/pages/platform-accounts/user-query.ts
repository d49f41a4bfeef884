import { RoleName, UserListRequest } from '@adconsole/api-client/contract';
import { z } from 'zod';
import { urlPage } from '../../lib/list-params';

/** The user list's state in its URL (docs/requirements.md#lists-and-paging): page, name searched, role. */
export const UserQuery = z.object({
  ...urlPage(UserListRequest),
  userName: z.string().optional().catch(undefined),
  role: RoleName.optional().catch(undefined),
});
export type UserQuery = z.infer<typeof UserQuery>;

/** The list call's body for the URL's state. */
export function userListRequest({ page, size, userName, role }: UserQuery): z.input<typeof UserListRequest> {
  return {
    page: { number: page, size },
    query: { ...(userName?.trim() ? { userName: userName.trim() } : {}), ...(role ? { role } : {}) },
  };
}
