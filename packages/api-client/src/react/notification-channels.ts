import { useMutation } from '@tanstack/react-query';
import { alertEndpoints } from '../contract/alerts';
import { channelEndpoints, type SaveChannel } from '../contract/notification-channels';
import { useApiClient } from './context';
import { formSave, useOwnChange, useOwnList } from './own-records';

/** The user's notification channels, by name (docs/requirements.md#notification-channels). */
export const useChannels = () => useOwnList(channelEndpoints.channelList);

/** Whether the server sends e-mail, and the domains allowed for other addresses. */
export const useMailStatus = () => useOwnList(channelEndpoints.mailStatus);

/** Creates a channel or changes one of the user's own. */
export function useSaveChannel() {
  const client = useApiClient();
  return useOwnChange(
    (channel: SaveChannel) => client.request(channelEndpoints.channelSave, channel, formSave),
    [channelEndpoints.channelList],
  );
}

/** Deletes one of the user's channels; rules and schedules stop sending to it. */
export function useDeleteChannel() {
  const client = useApiClient();
  return useOwnChange(
    (id: number) => client.request(channelEndpoints.channelDelete, { id }),
    [channelEndpoints.channelList, alertEndpoints.alertRuleList],
  );
}

/** Sends a test message through a channel; answers whether it was sent, or why not. */
export function useTestChannel() {
  const client = useApiClient();
  return useMutation({ mutationFn: (id: number) => client.request(channelEndpoints.channelTest, { id }) });
}
