import { describe, expect, it } from '@jest/globals';
import { attachmentFileName, randomPart, renamed, signatureFileName } from './upload-names';

// 2026-03-04 23:30 in Jakarta is still 2026-03-04 16:30 UTC; 2026-03-04 20:00 UTC is already the 5th there.
const afternoon = new Date('2026-03-04T16:30:00.000Z');
const lateEvening = new Date('2026-03-04T20:00:00.000Z');

describe('upload file names (rules §5)', () => {
  it('names the attachment Attachment-{first name}-{random}{timestamp}.pdf', () => {
    expect(attachmentFileName('Ade Rahmat Hidayat', afternoon, 'x7k2qa')).toBe(
      `Attachment-Ade-x7k2qa${afternoon.getTime()}.pdf`,
    );
  });

  it('uses six random letters or digits by default', () => {
    expect(attachmentFileName('Dewi Lestari', afternoon)).toMatch(
      new RegExp(`^Attachment-Dewi-[a-z0-9]{6}${afternoon.getTime()}\\.pdf$`),
    );
    expect(randomPart(6, () => 0)).toBe('aaaaaa');
    expect(randomPart(3, () => 0.9999)).toBe('999');
  });

  it('names the signature Signature-{first name}-{ddmmyyyy}-{timestamp}.png with the Jakarta day', () => {
    expect(signatureFileName('Ade Rahmat Hidayat', afternoon)).toBe(
      `Signature-Ade-04032026-${afternoon.getTime()}.png`,
    );
    expect(signatureFileName('Dewi Lestari', lateEvening)).toBe(`Signature-Dewi-05032026-${lateEvening.getTime()}.png`);
  });

  it('keeps a file name safe whatever the name holds', () => {
    expect(signatureFileName('../Ni Luh', afternoon)).toBe(`Signature-Ni-04032026-${afternoon.getTime()}.png`);
    expect(attachmentFileName('', afternoon, 'abc')).toBe(`Attachment-user-abc${afternoon.getTime()}.pdf`);
  });

  it('renames a file without touching its bytes or type', async () => {
    const file = renamed(
      new File(['%PDF-1.7'], 'surat dokter.pdf', { type: 'application/pdf' }),
      'Attachment-Ade-x.pdf',
    );
    expect(file.name).toBe('Attachment-Ade-x.pdf');
    expect(file.type).toBe('application/pdf');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(file);
    });
    expect(text).toBe('%PDF-1.7');
  });
});
