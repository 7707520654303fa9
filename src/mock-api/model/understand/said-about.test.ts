// The one reader of "about …": a request's topic to its clause's end, and the rest-of-sentence reading its callers share.
import { describe, expect, it } from 'vitest';
import { firstTopic, saidAbout, topicReader } from './said-about.ts';
import { topicOf } from './plain-values.ts';

describe('saidAbout: the topic a request names, to its clause end', () => {
  it('reads the words after "about" up to the full stop, with where they start', () => {
    const text = 'Leave a note about the broken hinge. Thanks';
    expect(saidAbout(text)).toEqual({ value: 'the broken hinge', start: text.indexOf('the broken'), cue: 'about' });
  });

  it('reads "re" and stops at a comma', () => {
    const text = 'Email Dana re the March invoice, then lock up';
    expect(saidAbout(text)).toEqual({ value: 'the March invoice', start: text.indexOf('the March'), cue: 're' });
  });

  it('stops at "then"', () => {
    expect(saidAbout('Ring the landlord concerning the damp ceiling then book a plumber')?.value).toBe(
      'the damp ceiling',
    );
  });

  it('skips the "re" that ends "we\'re", and a one-word topic', () => {
    const said = saidAbout("We're about done. Ask Priya regarding the spare keys for flat 4.");
    expect(said).toEqual(expect.objectContaining({ value: 'the spare keys for flat 4', cue: 'regarding' }));
  });

  it('reads "about" before an amount as roughly, and takes the next cue', () => {
    expect(saidAbout('The wall is about 40 metres long; ask about the fence posts.')?.value).toBe('the fence posts');
    expect(saidAbout('Order about forty pots; write regarding the glaze colour.')?.value).toBe('the glaze colour');
    expect(saidAbout('Bake about a dozen rolls; ask about the rye flour.')?.value).toBe('the rye flour');
    // A figure or a currency sign right after the cue: the cue is passed over, and a cue later in the clause is read.
    expect(saidAbout('Spend about £5 on a card for Jo.')).toBeUndefined();
    expect(saidAbout('Lay about 40 metres regarding the north fence.')?.value).toBe('the north fence');
  });

  it('is undefined when no topic is said', () => {
    expect(saidAbout('Water the tomatoes at six')).toBeUndefined();
  });
});

describe('topicReader with reach "rest": all the words after the first cue', () => {
  const read = topicReader({ cues: ['about', 'related to', 'on the subject of'], reach: 'rest' });

  it('takes a cue of several words and the rest of the text, trimmed', () => {
    const text = 'Refuse questions related to  tax returns or pensions ';
    expect(firstTopic(read, text)).toEqual({
      value: 'tax returns or pensions',
      start: text.indexOf('tax'),
      cue: 'related to',
    });
  });

  it('reads a cue in any case, and only the first', () => {
    expect(firstTopic(read, 'ABOUT the hinge, or about the latch')?.value).toBe('the hinge, or about the latch');
  });

  it('passes over a cue with a line break after it', () => {
    expect(firstTopic(read, 'a note about the hinge\nand one about the roof tiles')?.value).toBe('the roof tiles');
    expect(firstTopic(read, 'a note about the hinge\n')).toBeUndefined();
  });

  it('finds nothing in a text without a cue, or with nothing after it', () => {
    expect(firstTopic(read, 'Refuse every request')).toBeUndefined();
    expect(firstTopic(read, 'What is it about')).toBeUndefined();
  });
});

describe('topicOf reads its gist through the same reader', () => {
  it('takes the words after "about" or "for", short ones only', () => {
    expect(topicOf('Find articles about the broken hinge.')).toBe('the broken hinge');
    expect(topicOf('Search for used cargo bikes')).toBe('used cargo bikes');
    // Nine words after "about" are too many for a gist: the request minus its asking words is the gist.
    expect(topicOf('Tell me about one two three four five six seven eight nine')).toBe(
      'one two three four five six seven eight nine',
    );
  });
});
