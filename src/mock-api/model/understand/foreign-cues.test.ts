// Options said in Korean or Polish: the schema's English option, read where its stem is said; two such options name none.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

const forecast = fn('get_forecast', 'Forecast for a town', {
  town: text('Town name'),
  scale: { type: 'string', enum: ['celsius', 'fahrenheit', 'kelvin'] },
});
const kettle = fn('set_kettle', 'Heat the kettle', { scale: { type: 'string', enum: ['celsius', 'fahrenheit'] } }, [
  'scale',
]);

describe('an option the request names in Korean or Polish', () => {
  it('takes the English option a Korean stem stands for', () => {
    expect(argsOf('Oslo 날씨 예보를 화씨로 보여줘', [forecast])).toEqual([{ town: 'Oslo', scale: 'fahrenheit' }]);
    expect(argsOf('주전자를 섭씨로 맞춰줘', [kettle])).toEqual([{ scale: 'celsius' }]);
  });

  it('takes the English option an inflected Polish word stands for', () => {
    const oven = fn('set_oven', 'Heat the oven', { scale: { type: 'string', enum: ['fahrenheit', 'celsius'] } }, [
      'scale',
    ]);
    expect(argsOf('Nagrzej piekarnik w stopniach Celsjusza', [oven])).toEqual([{ scale: 'celsius' }]);
  });

  it('names none when the request names two options so', () => {
    expect(argsOf('Oslo 날씨 예보, 화씨와 섭씨로', [forecast])[0]?.scale).toBeUndefined();
  });
});
