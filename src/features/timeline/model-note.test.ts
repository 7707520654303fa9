// The note reader on what users type into values: a "; " or a line break inside a quoted source, apostrophes, and
// the language a request is written in named in the UI's own language.
import { describe, expect, it } from 'vitest';
import { readNote } from './model-note';
import type { NoteKey } from './note-key';

/** A translator that shows which key read which words, so a test sees the structure the reader found. */
const keys = (key: NoteKey, params: Record<string, string> = {}) =>
  `<${key}${Object.entries(params)
    .map(([k, v]) => ` ${k}=${v}`)
    .join('')}>`;

describe('readNote', () => {
  it("keeps a source's '; ' inside it rather than splitting the note there", () => {
    const read = readNote(
      "picked web_search (the request says 'web'); query from 'web search; where is Oslo', safe_search true from 'search'",
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('<source param=query source=web search; where is Oslo rule=>');
    expect(read.text).toContain('<sourceValue param=safe_search source=search value=true rule=>');
  });

  it('reads a source that spans lines and one with an apostrophe', () => {
    const read = readNote("question from 'first line\nsecond line', answer from 'it's fine'", keys);
    expect(read).toEqual({
      text: "<source param=question source=first line\nsecond line rule=>, <source param=answer source=it's fine rule=>",
      complete: true,
    });
  });

  it('reads the notes of a follow-up asked again and of an item picked from an earlier list', () => {
    const again = readNote(
      `picked get_forecast: "2026-12-05" follows up on the earlier get_forecast call; date from '2026-12-05'; city from 'Oslo' (kept from the earlier call)`,
      keys,
    );
    expect(again.complete).toBe(true);
    expect(again.text).toContain('rule=<ruleEarlierCall>');
    const picked = readNote(
      `picked send_reminder: the request picks "overdue" of the earlier list_invoices result; invoice_id from 'invoices.1.id: INV-2' (a value of an earlier tool result)`,
      keys,
    );
    expect(picked.complete).toBe(true);
    expect(picked.text).toContain('<pickedItem name=send_reminder said=overdue earlier=list_invoices>');
  });

  it('reads the rules of values from an earlier result and of options said in Korean or Polish', () => {
    const read = readNote(
      "amount from 'temperature_c: 71' (a value of an earlier tool result), scale from '화씨' (an option the request names in Korean or Polish)",
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('rule=<ruleEarlierResult>');
    expect(read.text).toContain('rule=<ruleOptionOtherLanguage>');
  });

  it('reads the rule of an option whose description says what the request says', () => {
    const read = readNote("cap from 'rain keeps' (an option whose description says what the request says)", keys);
    expect(read.complete).toBe(true);
    expect(read.text).toContain('rule=<ruleOptionDescribed>');
  });

  it("reads the rule of an option on a scale read from the parameter's own word", () => {
    const read = readNote(
      "urgency \"high\" from 'urgent' (the parameter's own word said: the top of its scale, the bottom when negated)",
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('rule=<ruleOptionScale>');
  });

  it('reads the rule of an option named by a word no other option has', () => {
    const read = readNote("berth from 'pontoon' (an option named by a word no other option has)", keys);
    expect(read.complete).toBe(true);
    expect(read.text).toContain('rule=<ruleOptionOwnWord>');
  });

  it("reads a parameter named in any letters and a name's joining rule", () => {
    const read = readNote(
      "año_vehiculo 2024 from '2024', artist from 'Florence and the Machine' (one name: capitalised words joined by \"and the\")",
      keys,
    );
    expect(read).toEqual({
      text: '<sourceValue param=año_vehiculo source=2024 value=2024 rule=>, <sourceRule param=artist source=Florence and the Machine rule=<ruleJoinedName joint=and the>>',
      complete: true,
    });
  });

  it('names the language the request is written in through the UI language, and keeps an unknown one as written', () => {
    const french = "the request is written in French (read 'bonjour')";
    expect(readNote(french, keys, 'pl').text).toBe("<writtenIn language=francuski evidence='bonjour'>");
    expect(readNote(french, keys, 'ko').text).toBe("<writtenIn language=프랑스어 evidence='bonjour'>");
    expect(readNote("the request is written in Klingon (read 'qapla')", keys, 'pl').text).toBe(
      "<writtenIn language=Klingon evidence='qapla'>",
    );
  });

  it('translates each of several rules a clock time carries, and leaves a note with an unknown rule in English', () => {
    const time =
      'time "15:30:00" from \'half past three\' (a clock time said in words, 15:30; afternoon assumed: morning or afternoon not said)';
    expect(readNote(time, keys).text).toBe(
      '<sourceValueRule param=time source=half past three value="15:30:00" rule=<ruleTimeInWords time=15:30>; <ruleAfternoonAssumed>>',
    );
    expect(readNote("time from 'noon' (a rule nobody wrote yet)", keys)).toEqual({
      text: "time from 'noon' (a rule nobody wrote yet)",
      complete: false,
    });
  });
  it('reads a task joined to the one before it and a value said again after "to" (part 23a)', () => {
    const read = readNote(
      'part 1 of 2, "price 6 pallets": picked quote_pallet_transfer (the request says \'price\'); "and another" asks the task before again: "and another for 5." is read with it; to_depot from \'DX-31\' (a value said again after "to")',
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('<ruleRepeatsTaskBefore opener=and another task=and another for 5.>');
    expect(read.text).toContain('<sourceRule param=to_depot source=DX-31 rule=<ruleSaidAgainAfter word=to>>');
  });
  it("reads part 23b's notes: the one tool given every value, and its value rules", () => {
    const read = readNote(
      "picked arrange_courier_drop: few words of it in the request, but the request gives every value it needs (recipient_name, address), and no other tool's; " +
        "recipient_name \"Ola Nowak\" from 'ola nowak' (a name written in lower case), topic from 'the frost on my olive' (what is said after 're')",
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('<onlyToolGiven name=arrange_courier_drop params=recipient_name, address>');
    expect(read.text).toContain('rule=<ruleLowerCaseName>');
    expect(read.text).toContain('rule=<ruleSaidAbout cue=re>');
    for (const rule of [
      'what the amount measures',
      'the problem stated as a sentence',
      'the quote, not the values said with it',
    ])
      expect(readNote(`problem from 'a fox has torn the netting' (${rule})`, keys).complete).toBe(true);
  });
  it('reads names that share the surname said once for all (part 23d)', () => {
    const read = readNote(
      'picked book_swim_lesson (the request says \'swim\', \'lesson\'); one call per name listed in "Oskar and Greta Lindqvist", each with the surname "Lindqvist" said once for all; item 1 of 2, "Oskar Lindqvist": swimmer_name from \'Oskar Lindqvist\'',
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('<splitSharedSurname list=Oskar and Greta Lindqvist surname=Lindqvist>');
  });
  it("reads a message's dictated parts: its words, its subject, a subject made from it", () => {
    const read = readNote(
      "picked post_notice (the request says 'post', 'board'); board from 'Allotments', title \"Tap is fixed\" from 'the tap is fixed' (a subject made from the message's opening words), message from 'the tap is fixed' (what the message should say, after 'and tell them')",
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('rule=<ruleMessageSaid cue=and tell them>');
    expect(read.text).toContain('<ruleSubjectFromMessage>');
    expect(readNote("title from 'Water' (the subject said after 'with the title')", keys).text).toContain(
      '<ruleSubjectSaid cue=with the title>',
    );
    expect(
      readNote("note from 'feed the kiln cat' (what to be reminded of, after 'remind me to')", keys).text,
    ).toContain('<ruleRemindedOf cue=remind me to>');
  });
  it('reads a calculator picked for arithmetic, and the expression written from it', () => {
    const read = readNote(
      'picked evaluate_sum: the request asks for arithmetic ("15% of 240") and evaluate_sum evaluates an expression; expression "15 / 100 * 240" from \'15% of 240\' (the arithmetic asked, written as an expression)',
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('<arithmeticTool name=evaluate_sum said=15% of 240');
    expect(read.text).toContain('rule=<ruleArithmetic>');
  });
  it('reads the kind said of the thing', () => {
    expect(readNote("style from 'Celtic' (the kind said of the thing)", keys).text).toContain('rule=<ruleKindSaid>');
  });
  it('reads things listed after the verb', () => {
    expect(
      readNote('items ["clay","slip"] from \'clay and slip\' (the things listed after the verb)', keys).text,
    ).toContain('rule=<ruleThingsListed>');
  });
  it('reads a time written on a day for a date-time parameter', () => {
    expect(
      readNote('start_time "2026-11-30T15:00:00" from \'tomorrow 3pm\' (a time on the day said with it)', keys).text,
    ).toContain('rule=<ruleTimeOnDay>');
    expect(
      readNote('start_time "2026-11-29T15:00:00" from \'3pm\' (a time on today, 2026-11-29: no day said)', keys).text,
    ).toContain('<ruleTimeOnToday today=2026-11-29>');
  });
  it('reads a person said once for every task (part 24a)', () => {
    const read = readNote(
      "picked engrave_tags (the request says 'engrave', 'tags'); tag_kind from 'dog'; owner_name \"Orla Fennimore\" said for every task in \"Both orders for Orla Fennimore.\"",
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain(
      '<nameForAll name=owner_name value=Orla Fennimore sentence=Both orders for Orla Fennimore.>',
    );
  });
  it('reads a place an item takes from the item before (part 24a)', () => {
    const read = readNote(
      'picked join_climbing_gym (the request says \'pass\'); one call per stretch that gives its own values; item 2 of 2, "another annual one there": climber_name from \'Otto Marsh\'; branch "Old Mill" as for the item before ("there" points back to it)',
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('<thereItemBefore name=branch value="Old Mill" pointer=there>');
  });
  it('reads values a "same again" task takes from the call before (part 25a)', () => {
    const read = readNote(
      `picked quote_gate_repair (the request says 'quote'); "then the same for": hinge_type as in the call before, the rest from its own words; gates 3 from '3 gates'`,
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('<sameAgainCarried opener=then the same for names=hinge_type>');
  });
  it('reads a house number said alone, on the street said before (part 25a)', () => {
    const read = readNote(
      `picked clear_gutters (the request says 'gutters'); client_name from 'Runa Abara'; address "14 Larch Avenue": the house number '14' said alone, on the street said before`,
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('<houseNumberBefore name=address value=14 Larch Avenue number=14>');
  });
  it('reads a task asked of the tool before, its words only naming what a value is about (part 25a)', () => {
    const read = readNote(
      "picked log_fleece_weight (the request says 'pen'); log_fleece_weight again: 'pen' only name what a value of it is about, and it reads every value it needs here; pen_number from '4'",
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain("<ruleValueWordsToolBefore tool=log_fleece_weight words='pen'>");
  });
  it('reads a count that announces the items listed (part 23d)', () => {
    const read = readNote(
      'picked book_swim (the request says \'swims\'); one call per value listed in "2027-06-04 and 2027-06-11", "two swims" announcing them; item 1 of 2, "2027-06-04": date from \'2027-06-04\'',
      keys,
    );
    expect(read.complete).toBe(true);
    expect(read.text).toContain('<splitAnnounced list=2027-06-04 and 2027-06-11 count=two swims>');
  });

  it('reads the stretch split whose days alone took the month said once', () => {
    const read = readNote(
      'one call per stretch that gives its own values, each day said alone with the month of "9th May 2027"',
      keys,
    );
    expect(read).toEqual({ text: '<splitStretchesMonthOnce said=9th May 2027>', complete: true });
  });
});
