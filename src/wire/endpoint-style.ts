// Which API style an OpenAI endpoint path belongs to: the proxy's grouping and the payload doctor read it off the URL.

export type WireStyle = 'chat' | 'responses' | 'assistants' | 'other';

/** The path after the API base (`/v1`, `/proxy/v1` or any custom base), e.g. `/chat/completions`. */
export function endpointPath(url: string): string {
  const path = url.includes('://') ? new URL(url).pathname : (url.split('?')[0] ?? '');
  const match = /\/(chat\/completions|responses|assistants|threads|conversations|models|files|embeddings)(\/.*)?$/.exec(
    path,
  );
  return match ? `/${match[1]}${match[2] ?? ''}` : path;
}

export function styleOfEndpoint(url: string): WireStyle {
  const path = endpointPath(url);
  if (path.startsWith('/chat/completions')) return 'chat';
  if (path.startsWith('/responses') || path.startsWith('/conversations')) return 'responses';
  if (path.startsWith('/assistants') || path.startsWith('/threads')) return 'assistants';
  return 'other';
}
