// /v1/files with a body that is not the multipart it claims to be: the client's error (400), never a 500.
import { describe, expect, it } from 'vitest';
import { isOpenAIErrorBody } from '@loopscope/wire/errors';
import { createMockApi } from '../index.ts';

describe('POST /v1/files with malformed multipart', () => {
  it.each([
    [
      'no boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nassistants\r\n--x--',
    ],
    ['a boundary the body never uses', 'multipart/form-data; boundary=abc', 'just some text'],
    [
      'a part cut off',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello',
    ],
  ])('%s: 400 in the API error shape', async (_, type, body) => {
    const api = createMockApi();
    const res = await api.fetch(
      new Request('http://mock.loopscope.local/v1/files', {
        method: 'POST',
        headers: { authorization: 'Bearer sk-test', 'content-type': type },
        body,
      }),
    );
    expect(res.status).toBe(400);
    expect(isOpenAIErrorBody(await res.json())).toBe(true);
  });
});
