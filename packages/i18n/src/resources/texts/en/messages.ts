/** The message centre: the list of the user's messages and one message. */
export const messages = {
  filter: 'Show',
  all: 'All messages',
  unread: 'Unread',
  read: 'Read',
  type: 'Type',
  content: 'Content',
  time: 'Time',
  state: 'State',
  announcement: 'System announcement',
  notice: 'Notice',
  markAllRead: 'Mark the page read',
  empty: 'No messages',
  back: 'Back to messages',
  notFound: 'There is no such message',
};
