// The Chat Completions style: its driver, and what the rest of the engine needs of it (styles.ts lists it).
import type { StyleEntry } from '../../driver';
import type { WireEntry } from '../../types';
import { sessionFromCapturedChat } from './captured';
import { buildChatParams, chatDriver, toChatTool } from './driver';

export { buildChatParams, chatDriver, toAssistantParam, toChatTool } from './driver';
export { sessionFromCapturedChat } from './captured';
export { chatMessages } from './messages';

type ChatEntry = Extract<WireEntry, { style: 'chat' }>;

export const chatStyle: StyleEntry<ChatEntry> = {
  style: 'chat',
  driver: chatDriver,
  async requestParams(config) {
    const { messages: _messages, ...params } = buildChatParams(config, []);
    return params;
  },
  toolsAsSent: (config) => config.tools.map(toChatTool),
  fromCapture: sessionFromCapturedChat,
  // Chat labels keep naming the role ("edited tool #3").
  forkLabel: (entry) => entry.wire.role,
  steerable: () => false,
  hasTransports: false,
};
