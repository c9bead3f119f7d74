import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ExportButtons } from './export-buttons';

/** A reply of the gateway's file proxy, as much of it as the download reads. */
const reply = (status: number, body: unknown, disposition: string | null = null) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: (name: string) => (name === 'content-disposition' ? disposition : null) },
  json: async () => body,
  blob: async () => new Blob(['PK']),
});

let fetchMock: jest.Mock<(url: string, init?: RequestInit) => Promise<unknown>>;
let clicked: HTMLAnchorElement[];

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('ExportButtons', () => {
  it("asks the proxy for the filtered file, is busy meanwhile, and saves it under the provider's name", async () => {
    let answer!: (value: unknown) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(
      <ExportButtons
        path="/api/v1/hr/overtime-recap/export"
        query={{ month: '2026-11', division: 'OPS', department: null }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/hr/overtime-recap/export?month=2026-11&division=OPS&format=xlsx', {
      credentials: 'same-origin',
    });
    expect(await screen.findByRole('button', { name: 'Preparing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    answer(reply(200, null, 'attachment; filename="hadir-recap-2026-11-OPS.xlsx"'));
    expect(await screen.findByRole('button', { name: 'Export XLSX' })).toBeEnabled();
    expect(clicked.map((link) => [link.download, link.href])).toEqual([
      ['hadir-recap-2026-11-OPS.xlsx', 'blob:export'],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the provider's refusal in words (an export still running), and lets it be dismissed", async () => {
    fetchMock.mockResolvedValue(
      reply(409, {
        message: 'An export of yours is still being prepared. Wait for it to finish.',
        error: 'export_running',
      }),
    );
    render(<ExportButtons path="/api/v1/hr/overtime-recap/export" query={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An export of yours is still being prepared. Wait for it to finish.',
    );
    expect(clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to its own words when the connection fails or the refusal is not JSON', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<ExportButtons path="/api/v1/hr/leave-recap/export" query={{ status: 'Approved' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be prepared. Try again.');
    fetchMock.mockResolvedValueOnce({
      ...reply(502, null),
      json: async () => Promise.reject(new SyntaxError('not json')),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be prepared. Try again.');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/hr/leave-recap/export?status=Approved&format=csv', {
      credentials: 'same-origin',
    });
  });
});
