import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { ApiFailure } from '../http/errors';
import { readXlsx, unpackedSize, XLSX_MAX_UNPACKED } from './xlsx-read';

/** A zip of one deflated part, its sizes as declared (the CRC is not checked before inflating). */
function zipOf(name: string, data: Buffer): Uint8Array {
  const packed = deflateRawSync(data);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const directoryAt = local.length + file.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return new Uint8Array(Buffer.concat([local, file, packed, central, file, end]));
}

describe('reading an uploaded XLSX', () => {
  it('reads the first sheet as text rows, numbers and formulas as their values', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Прайс');
    sheet.addRow(['Артикул', 'Цена', 'Остаток']);
    sheet.addRow(['A-1', 12000, { formula: 'B2*0+3', result: 3 }]);
    sheet.addRow([]);
    sheet.addRow([' B-2 ', null, 4]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(unpackedSize(bytes)).toBeGreaterThan(0);
    expect(await readXlsx(bytes)).toEqual([
      ['Артикул', 'Цена', 'Остаток'],
      ['A-1', '12000', '3'],
      ['B-2', '', '4'],
    ]);
  });

  it('refuses a zip that would unpack to more than the limit before inflating it, and bytes that are no zip', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(XLSX_MAX_UNPACKED + 1024 * 1024));
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(unpackedSize(bomb)).toBe(XLSX_MAX_UNPACKED + 1024 * 1024);
    await expect(readXlsx(bomb)).rejects.toMatchObject({ code: 'payload_too_large' });
    expect(unpackedSize(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toBeNull();
    await expect(readXlsx(zipOf('hello.txt', Buffer.from('hi')))).rejects.toBeInstanceOf(ApiFailure);
  });
});
