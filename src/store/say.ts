// This layer's sentences, keyed into its own catalogs (src/store/locales/, the `store` namespace).
import english from './locales/en.json';
import { messagesOf } from '../persistence/message';

export const say = messagesOf('store', english);
