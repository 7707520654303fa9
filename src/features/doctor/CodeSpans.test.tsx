// CodeSpans sets a doctor sentence's backticked names as code, and leaves a sentence with an unpaired backtick as it is.
// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeSpans } from './CodeSpans';

const codesOf = (text: string) => {
  const { container } = render(<CodeSpans text={text} />);
  return { text: container.textContent, codes: [...container.querySelectorAll('code')].map((c) => c.textContent) };
};

describe('CodeSpans', () => {
  it('sets each backticked span as code and drops the backticks', () => {
    expect(codesOf('`unti`: did you mean `unit`?')).toEqual({
      text: 'unti: did you mean unit?',
      codes: ['unti', 'unit'],
    });
  });

  it('shows a sentence with an unpaired backtick (a value holding one) as it is, nothing set as code', () => {
    expect(codesOf('`city` is "a`b", not one of "x".')).toEqual({
      text: '`city` is "a`b", not one of "x".',
      codes: [],
    });
  });
});
