import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { AUDIT_SUMMARIES, auditSummary, summaryText } from './audit-summaries.js';

// The web writes an entry from its own catalogues (issue 46); read as files, since no tier imports another's source.
const catalogue = (language: 'en' | 'id') =>
  (
    JSON.parse(readFileSync(new URL(`../../../web/src/i18n/locales/${language}/hr.json`, import.meta.url), 'utf8')) as {
      hr: { audit: { summaries: Record<string, string> } };
    }
  ).hr.audit.summaries;
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))].sort();

describe('the audit trail’s sentences', () => {
  it('fills a sentence’s placeholders with its values, as the row’s English summary', () => {
    expect(
      summaryText(auditSummary('leaveApprove', { employee: 'Ade', type: 'Cuti Tahunan', days: '02-12-2026' })),
    ).toBe("Approved Ade's Cuti Tahunan request (02-12-2026)");
    expect(summaryText(auditSummary('correctionWindowDays', { count: 7 }))).toBe('Set the correction window to 7 days');
  });

  it('has every key in the web’s English catalogue word for word, and in Indonesian with the same placeholders', () => {
    const english = catalogue('en');
    const indonesian = catalogue('id');
    expect(Object.keys(english).sort()).toEqual(Object.keys(AUDIT_SUMMARIES).sort());
    expect(Object.keys(indonesian).sort()).toEqual(Object.keys(AUDIT_SUMMARIES).sort());
    for (const [key, text] of Object.entries(AUDIT_SUMMARIES)) {
      expect({ key, text: english[key] }).toEqual({ key, text });
      expect({ key, placeholders: placeholders(indonesian[key]) }).toEqual({ key, placeholders: placeholders(text) });
    }
  });
});
