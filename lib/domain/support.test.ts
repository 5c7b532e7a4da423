import { addFiles, refuseFile, SUPPORT_MAX_FILE_BYTES } from './support';

const f = (name: string, size: number, type: string) => ({ name, size, type });

describe('refuseFile', () => {
  test.each([
    [f('a.png', 10, 'image/png'), null],
    [f('a.jpg', 10, 'image/jpeg'), null],
    [f('a.pdf', SUPPORT_MAX_FILE_BYTES, 'application/pdf'), null],
    [f('a.JPEG', 10, ''), null],
    [f('a.gif', 10, 'image/gif'), 'type'],
    [f('a.exe', 10, ''), 'type'],
    [f('a.png', SUPPORT_MAX_FILE_BYTES + 1, 'image/png'), 'size'],
    [f('a.png', 0, 'image/png'), 'size'],
  ])('%o → %s', (file, expected) => {
    expect(refuseFile(file)).toBe(expected);
  });
});

describe('addFiles', () => {
  test.each([
    { chosen: 0, picked: [f('a.png', 1, 'image/png')], files: 1, refused: [] as string[] },
    { chosen: 3, picked: [f('a.png', 1, 'image/png'), f('b.png', 1, 'image/png')], files: 4, refused: ['count'] },
    { chosen: 4, picked: [f('a.png', 1, 'image/png')], files: 4, refused: ['count'] },
    { chosen: 0, picked: [f('a.gif', 1, 'image/gif'), f('b.pdf', 1, 'application/pdf')], files: 1, refused: ['type'] },
  ])('$chosen chosen + $picked.length picked', ({ chosen, picked, files, refused }) => {
    const start = Array.from({ length: chosen }, (_, i) => f(`c${i}.png`, 1, 'image/png'));
    const out = addFiles(start, picked);
    expect(out.files).toHaveLength(files);
    expect(out.refused.map((r) => r.reason)).toEqual(refused);
  });
});
