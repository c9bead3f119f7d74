import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { switchLanguage } from '../i18n';
import { DateField } from './date-field';

afterEach(async () => {
  await switchLanguage('en');
});

/** A caller as the screens are: it keeps the yyyy-mm-dd it is told and hands it back. */
function Caller({
  initial = '',
  told,
  min,
  max,
}: {
  initial?: string;
  told: (day: string) => void;
  min?: string;
  max?: string;
}) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField
        label="Birth date"
        value={day}
        min={min}
        max={max}
        onChange={(next) => {
          told(next);
          setDay(next);
        }}
      />
      <button type="button" onClick={() => setDay('2027-08-17')}>
        Set from outside
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Birth date' }) as HTMLInputElement;

/** Types over whatever the field holds, as a person who selected it all would, then leaves it. */
async function typeOver(text: string, how: 'types' | 'pastes' = 'types') {
  const user = userEvent.setup();
  const input = field();
  if (how === 'types')
    await user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
  else {
    await user.tripleClick(input);
    await user.paste(text);
  }
  await user.tab();
}

describe('DateField', () => {
  it.each([
    ['25-11-2026', 'types'],
    ['25/11/2026', 'types'],
    ['25.11.2026', 'types'],
    ['25112026', 'types'],
    ['2026-11-25', 'pastes'],
  ] as const)('a person who %s %p gives the caller 2026-11-25 and reads 25-11-2026', async (text, how) => {
    const told = jest.fn();
    render(<Caller told={told} />);
    await typeOver(text, how);
    expect(told).toHaveBeenLastCalledWith('2026-11-25');
    expect(field()).toHaveValue('25-11-2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the dashes in as the digits are typed', async () => {
    render(<Caller told={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(field(), '251');
    expect(field()).toHaveValue('25-1');
    await user.type(field(), '12');
    expect(field()).toHaveValue('25-11-2');
  });

  it.each([
    ['31-02-2026', 'types', 'That day is not on the calendar'],
    ['29-02-2026', 'types', 'That day is not on the calendar'],
    ['2026-13-01', 'pastes', 'That day is not on the calendar'],
    ['25-11', 'types', 'Write the date as dd-mm-yyyy, e.g. 17-08-2027'],
    ['tomorrow', 'types', 'Write the date as dd-mm-yyyy, e.g. 17-08-2027'],
  ] as const)('refuses %p (%s) with "%s" and leaves the caller\'s day as it was', async (text, how, message) => {
    const told = jest.fn();
    render(<Caller initial="2026-01-05" told={told} />);
    await typeOver(text, how);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAccessibleDescription(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(told).not.toHaveBeenCalled();
    expect(field()).toHaveValue(text);
  });

  it('takes back the complaint once the day is written right', async () => {
    const told = jest.fn();
    render(<Caller told={told} />);
    await typeOver('31-02-2026');
    expect(screen.getByRole('alert')).toHaveTextContent('That day is not on the calendar');
    await typeOver('28-02-2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(told).toHaveBeenLastCalledWith('2026-02-28');
  });

  it.each([
    ['09-11-2026', { min: '2026-11-10' }, 'Choose a day on or after 10-11-2026'],
    ['21-11-2026', { max: '2026-11-20' }, 'Choose a day on or before 20-11-2026'],
  ])('refuses %p outside %p with "%s"', async (text, range, message) => {
    const told = jest.fn();
    render(<Caller told={told} {...range} />);
    await typeOver(text);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(told).not.toHaveBeenCalled();
  });

  it.each([
    ['10-11-2026', '2026-11-10'],
    ['20-11-2026', '2026-11-20'],
  ])('takes %p, the edge of the range, as %p', async (text, day) => {
    const told = jest.fn();
    render(<Caller told={told} min="2026-11-10" max="2026-11-20" />);
    await typeOver(text);
    expect(told).toHaveBeenLastCalledWith(day);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a yyyy-mm-dd it is given as dd-mm-yyyy, and a new one given later too', async () => {
    render(<Caller initial="1990-08-15" told={jest.fn()} />);
    expect(field()).toHaveValue('15-08-1990');
    expect(field()).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(field()).toHaveValue('17-08-2027');
  });

  it('tells the caller an emptied field as an empty day', async () => {
    const told = jest.fn();
    render(<Caller initial="1990-08-15" told={told} />);
    await userEvent.setup().clear(field());
    expect(told).toHaveBeenLastCalledWith('');
    expect(field()).toHaveValue('');
  });

  it('speaks Indonesian to an Indonesian reader', async () => {
    await switchLanguage('id');
    render(<Caller told={jest.fn()} />);
    expect(field()).toHaveAttribute('placeholder', 'hh-bb-tttt');
    expect(screen.getByRole('button', { name: 'Pilih Birth date di kalender' })).toBeInTheDocument();
    await typeOver('31-02-2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Tanggal itu tidak ada di kalender');
  });

  describe('the calendar button', () => {
    const prototype = HTMLInputElement.prototype as { showPicker?: () => void };
    const original = prototype.showPicker;
    afterEach(() => {
      prototype.showPicker = original;
    });
    const picker = (container: HTMLElement) =>
      container.querySelector<HTMLInputElement>('input[type="date"]') as HTMLInputElement;

    it("opens the browser's picker and writes its choice back", async () => {
      const opened = jest.fn<() => void>();
      prototype.showPicker = opened;
      const told = jest.fn();
      const { container } = render(<Caller initial="2026-11-25" told={told} />);
      expect(picker(container)).toHaveValue('2026-11-25');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Choose Birth date on a calendar' }));
      expect(opened).toHaveBeenCalledTimes(1);
      fireEvent.change(picker(container), { target: { value: '2026-12-01' } });
      expect(told).toHaveBeenLastCalledWith('2026-12-01');
      expect(field()).toHaveValue('01-12-2026');
    });

    it('focuses the picker where the browser has no showPicker', async () => {
      prototype.showPicker = undefined;
      const { container } = render(<Caller told={jest.fn()} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Choose Birth date on a calendar' }));
      expect(picker(container)).toHaveFocus();
    });
  });
});
