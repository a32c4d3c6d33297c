import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildXlsx, type ExportSheet } from './xlsx-export';
import { pdfFileName, tableXlsxFileName } from './export-file-names';
import { buildXlsxBuffer, exactArrayBuffer, uniqueSheetName, XlsxRowWriter } from './xlsx-build';

async function readBack(blob: Blob): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await blob.arrayBuffer());
  return wb;
}

const sheet: ExportSheet = {
  name: 'Transactions',
  columns: [
    { key: 'machine_key', header: 'Machine', type: 'string' },
    { key: 'quantity', header: 'Quantity', type: 'int' },
    { key: 'goal_pps', header: 'Goal Rate', type: 'float' },
    { key: 'efficiency_percent', header: 'Efficiency %', type: 'percent' },
    { key: 'shift_date', header: 'Shift Date', type: 'date' },
    { key: 'timestamp', header: 'Timestamp', type: 'datetime' },
    { key: 'planned', header: 'Planned', type: 'bool' },
    { key: 'schedule.machine_key', header: 'Scheduled Machine', type: 'string' },
  ],
  rows: [
    {
      machine_key: 'M-101',
      quantity: 42,
      goal_pps: 0.123456789,
      efficiency_percent: 87.12567,
      shift_date: '2026-11-20',
      timestamp: '2026-11-20T13:45:10.000Z',
      planned: true,
      schedule: { machine_key: 'M-101' },
    },
    { machine_key: 'M-102', quantity: '7', goal_pps: null, efficiency_percent: '50', shift_date: null, timestamp: null, planned: false, schedule: null },
  ],
};

describe('xlsx export building block (document 2 §9: numbers are numbers, dates are dates, percentages 2 decimals)', () => {
  it('writes a header row and typed cells that exceljs reads back', async () => {
    const progress: Array<[number, number]> = [];
    const blob = await buildXlsx([sheet], (d, t) => progress.push([d, t]));
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = await readBack(blob);
    const ws = wb.getWorksheet('Transactions')!;
    expect(ws.rowCount).toBe(3);
    expect(ws.getRow(1).values).toEqual([undefined, 'Machine', 'Quantity', 'Goal Rate', 'Efficiency %', 'Shift Date', 'Timestamp', 'Planned', 'Scheduled Machine']);
    const r2 = ws.getRow(2);
    expect(r2.getCell(1).value).toBe('M-101');
    expect(r2.getCell(2).value).toBe(42);
    expect(r2.getCell(3).value).toBeCloseTo(0.123456789, 12);
    // Full precision in the cell, 2 decimals by its format (issue 35 point 6: sums in the sheet stay exact).
    expect(r2.getCell(4).value).toBe(87.12567);
    expect(r2.getCell(4).numFmt).toBe('0.00');
    expect(r2.getCell(5).value).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(r2.getCell(5).numFmt).toBe('yyyy-mm-dd');
    expect(r2.getCell(6).value).toEqual(new Date('2026-11-20T13:45:10Z'));
    expect(r2.getCell(7).value).toBe(true);
    expect(r2.getCell(8).value).toBe('M-101');
    const r3 = ws.getRow(3);
    expect(r3.getCell(2).value).toBe(7);
    expect(r3.getCell(3).value).toBeNull();
    expect(r3.getCell(4).value).toBe(50);
    expect(r3.getCell(5).value).toBeNull();
    expect(r3.getCell(7).value).toBe(false);
    expect(progress.at(-1)).toEqual([2, 2]);
  });

  it('shows date-times as the wall clock of the sheet time zone, date-only values never shift', async () => {
    const blob = await buildXlsx([{ ...sheet, timeZone: 'America/New_York' }]);
    const ws = (await readBack(blob)).worksheets[0]!;
    expect(ws.getRow(2).getCell(6).value).toEqual(new Date('2026-11-20T08:45:10Z')); // 13:45 UTC is 08:45 EST
    expect(ws.getRow(2).getCell(5).value).toEqual(new Date('2026-11-20T00:00:00Z'));
  });

  it('writes several sheets with legal, unique names and reports progress in chunks', { timeout: 30_000 }, async () => {
    const many = Array.from({ length: 4500 }, (_, i) => ({ machine_key: `M${i}`, quantity: i }));
    const progress: number[] = [];
    const blob = await buildXlsx(
      [
        { name: 'a/b:c', columns: sheet.columns.slice(0, 2), rows: many },
        { name: 'a/b:c', columns: sheet.columns.slice(0, 2), rows: [] },
      ],
      (d) => progress.push(d),
    );
    const wb = await readBack(blob);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['a b c', 'a b c (2)']);
    expect(wb.worksheets[0]!.getRow(4501).getCell(2).value).toBe(4499);
    expect(progress).toEqual([0, 2000, 4000, 4500]);
    expect(uniqueSheetName('x'.repeat(40), new Set()).length).toBe(31);
  });
});

describe('issue 33 §3: large exports are written as a stream', () => {
  it("in Node the rows go through exceljs' streaming WorkbookWriter; its file reads back cell for cell as the in-memory workbook's", async () => {
    expect((await XlsxRowWriter.open(0)).streaming).toBe(true);
    const load = async (buffer: ArrayBuffer) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(buffer);
      const ws = wb.worksheets[0]!;
      return { name: ws.name, frozen: ws.views[0]?.state, rows: ws.getSheetValues(), formats: ws.getRow(2).values && [1, 2, 3, 4, 5, 6].map((c) => ws.getRow(2).getCell(c).numFmt) };
    };
    const streamed = await load(await buildXlsxBuffer([sheet]));
    const inMemory = await load(await buildXlsxBuffer([sheet], undefined, { streaming: false }));
    expect(streamed).toEqual(inMemory);
    expect(streamed.frozen).toBe('frozen');
  });
});

describe('the export worker can hand the file back (transferable buffer)', () => {
  it('the built workbook is an exact ArrayBuffer that structured clone can transfer', async () => {
    const buffer = await buildXlsxBuffer([sheet]);
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<ArrayBuffer>((resolve) => (port2.onmessage = (e) => resolve(e.data as ArrayBuffer)));
    port1.postMessage(buffer, [buffer]); // throws 'does not have a transferable type' for a Buffer
    const copy = await received;
    port1.close();
    port2.close();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(copy);
    expect(wb.worksheets[0]!.getCell('A2').value).toBe('M-101');
  });

  it('a view on a larger buffer becomes exactly its own bytes', () => {
    const pool = new Uint8Array([9, 9, 1, 2, 3, 9]);
    expect([...new Uint8Array(exactArrayBuffer(pool.subarray(2, 5)))]).toEqual([1, 2, 3]);
  });
});

describe('export file names (document 2 §9)', () => {
  it("'{title}_dashboard_{date}.pdf' and '{table}.xlsx'", () => {
    expect(pdfFileName('Downtime', '2026-11-23T10:00:00')).toBe('Downtime_dashboard_2026-11-23.pdf');
    expect(pdfFileName('A/B', new Date(2026, 0, 5))).toBe('A_B_dashboard_2026-01-05.pdf');
    expect(tableXlsxFileName('bigbrain_inplocation')).toBe('bigbrain_inplocation.xlsx');
  });
});
