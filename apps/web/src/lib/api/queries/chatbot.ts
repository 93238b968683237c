/** The assistant's conversation (GET/DELETE /api/chatbot/conversation), its streamed reply and its hand-off ticket. */
import { client, ok } from '../index';

export const chatbotCalls = {
  conversation: (failMessage: string) => ok(client.GET('/api/chatbot/conversation', { failMessage })),
  /**
   * The reply as server-sent events (`delta` pieces, then `done`): the HTTP response itself, whose body the
   * caller reads as it arrives (openapi-fetch's `parseAs: 'stream'` leaves it unread).
   */
  stream: async (message: string, failMessage: string) =>
    (await client.POST('/api/chatbot/message/stream', { body: { message }, parseAs: 'stream', failMessage })).response,
  openTicket: (failMessage: string) => ok(client.POST('/api/chatbot/ticket', { body: {}, failMessage })),
  reset: (failMessage: string) => ok(client.DELETE('/api/chatbot/conversation', { failMessage })),
};
