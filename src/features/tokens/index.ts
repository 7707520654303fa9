// Public surface of the tokens feature: lazy o200k_base counts, per-message counts and the context gauge.
export { useTokenCount, useTokenCounts } from './use-token-count';
export { countRequestTokens, useRequestTokens, type RequestTokens } from './use-request-tokens';
export { TokenCount } from './TokenCount';
export { ContextGauge, type ContextGaugeProps } from './ContextGauge';
export { ContextBreakdownBar } from './ContextBreakdownBar';
export { RunTokens } from './RunTokens';
export { MessageTokenList } from './MessageTokenList';
export { contextWindowFor } from '@loopscope/payloads/tokens/context-windows';
export { messageText, toolsText } from '../../store';
export { cachedCount, countTexts, preloadTokenizer, truncateText } from './tokenizer-client';
