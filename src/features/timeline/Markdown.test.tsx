// Model text is markdown, never HTML: script tags and event handlers from a model must not reach the DOM.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import MarkdownView from './MarkdownView';
import { Markdown, preloadMarkdown } from './Markdown';

describe('MarkdownView', () => {
  it('renders markdown emphasis', () => {
    const { container } = render(<MarkdownView text={'**Berlin**: 18°C'} />);
    expect(container.querySelector('strong')?.textContent).toBe('Berlin');
  });

  it('keeps single newlines as line breaks, as chat UIs do (the seed answer lists one city per line)', () => {
    const { container } = render(<MarkdownView text={'**Berlin**: 18°C.\n**Tokyo**: 28°C.\n\nAnd more.'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
  });

  it('drops raw HTML and dangerous links', () => {
    const { container } = render(
      <MarkdownView text={'<img src=x onerror="alert(1)"><script>alert(2)</script> [x](javascript:alert(3))'} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    const link = container.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript:/);
  });

  it('shows a markdown image as a link naming its address, and renders no <img> (nothing is fetched)', () => {
    const { container } = render(
      <MarkdownView text={'Look: ![px](https://evil.example/p.png) and ![](https://evil.example/q.png)'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://evil.example/p.png',
      'https://evil.example/q.png',
    ]);
    expect(links[0]!.textContent).toBe('image "px": https://evil.example/p.png');
    expect(links[1]!.textContent).toBe('image: https://evil.example/q.png');
    expect(links.every((a) => a.rel.includes('noreferrer'))).toBe(true);
  });

  it("opens links in a new tab without a referrer, except a page of the app in the app's own text (a lesson)", () => {
    const text = '[handoff](/handoff) [elsewhere](//evil.example/x) [docs](https://example.com/)';
    const model = [...render(<MarkdownView text={text} />).container.querySelectorAll('a')];
    expect(model.map((a) => a.target)).toEqual(['_blank', '_blank', '_blank']);
    const lesson = [...render(<MarkdownView text={text} appLinks />).container.querySelectorAll('a')];
    expect(lesson.map((a) => [a.getAttribute('href'), a.target])).toEqual([
      ['/handoff', ''],
      ['//evil.example/x', '_blank'],
      ['https://example.com/', '_blank'],
    ]);
  });
});

describe('Markdown', () => {
  it('once the renderer is preloaded, an answer is formatted in its first render, with no hidden stand-in', async () => {
    await preloadMarkdown();
    const { container } = render(<Markdown text={'**Berlin**: 18°C'} />);
    expect(container.querySelector('.markdown-loading')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('Berlin');
  });
});
