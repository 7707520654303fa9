// A parameter named for a kind of thing takes the word said of the thing: before the tool's noun, or alone after its verb.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

const findPubs = fn('find_pubs', 'Find pubs with live music', { style: text('Music style'), town: text('Town') }, [
  'town',
]);
const playTunes = fn('play_tunes', 'Play tunes on the pub speaker', { genre: text('Genre') }, []);

describe('the kind said of the thing', () => {
  it('is the word before the tool noun, not a verb or a small word', () => {
    expect(argsOf('Find Celtic pubs in Galway', [findPubs])).toEqual([{ style: 'Celtic', town: 'Galway' }]);
    expect(argsOf('Find pubs in Galway', [findPubs])).toEqual([{ town: 'Galway' }]);
    expect(argsOf('Find the best pubs in Galway', [findPubs])).toEqual([{ town: 'Galway' }]);
  });

  it("is the one word after the tool's verb that ends the request", () => {
    expect(argsOf('Play some bluegrass', [playTunes])).toEqual([{ genre: 'bluegrass' }]);
    expect(argsOf('Play it loud, please, with the door shut', [playTunes])).toEqual([{}]);
  });
});
