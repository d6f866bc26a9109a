import { useState, type ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { BarcodeInput } from './barcode-input.tsx';
import { DigitsInput } from './digits-input.tsx';
import { MoneyInput } from './money-input.tsx';
import { GramText, MoneyText, gramsOrDash, rupiahOrDash } from './gram-text.tsx';
import { PurityInput } from './purity-input.tsx';
import { UpperTextInput } from './upper-text-input.tsx';
import { WeightInput } from './weight-input.tsx';

function renderUi(ui: ReactElement) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** Types `text` one character at a time, as a person (or a scanner) does. */
function typeInto(el: HTMLInputElement, text: string) {
  for (const ch of text) fireEvent.change(el, { target: { value: el.value + ch } });
}

/** A controlled field, as a screen holds it in state. */
function Controlled({ Field, onValue }: { Field: typeof WeightInput; onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Field
      label="Field"
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        onValue?.(e.currentTarget.value);
      }}
    />
  );
}

describe('WeightInput', () => {
  it('drops letters and keeps digits and dots', () => {
    const onValue = vi.fn();
    renderUi(<Controlled Field={WeightInput} onValue={onValue} />);
    typeInto(input('Field'), '1a2.x5');
    expect(input('Field').value).toBe('12.5');
    expect(onValue).toHaveBeenLastCalledWith('12.5');
    fireEvent.change(input('Field'), { target: { value: '12,5 gr' } });
    expect(input('Field').value).toBe('12.5');
  });

  it("turns a decimal comma into the point: '3,25' is 3.25 g, never 325", () => {
    const onValue = vi.fn();
    renderUi(<Controlled Field={WeightInput} onValue={onValue} />);
    typeInto(input('Field'), '3,25');
    expect(input('Field').value).toBe('3.25');
    expect(onValue).toHaveBeenLastCalledWith('3.25');
  });

  it("refuses a second decimal separator while typing: '3.25.1' cannot be typed, a comma still means the point", () => {
    const onValue = vi.fn();
    renderUi(<Controlled Field={WeightInput} onValue={onValue} />);
    const field = input('Field');
    typeInto(field, '3.25.');
    expect(field.value).toBe('3.25');
    typeInto(field, ',1');
    expect(field.value).toBe('3.251');
    expect(onValue).toHaveBeenLastCalledWith('3.251');
    // A pasted second separator ends the number there.
    fireEvent.change(field, { target: { value: '3.25.1' } });
    expect(field.value).toBe('3.25');
    // The key itself is refused wherever the caret is, point or comma; replacing the selected point is allowed.
    field.setSelectionRange(0, 0);
    expect(fireEvent.keyDown(field, { key: '.' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: ',' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '7' })).toBe(true);
    field.setSelectionRange(1, 2);
    expect(fireEvent.keyDown(field, { key: ',' })).toBe(true);
    fireEvent.change(field, { target: { value: '325' } });
    field.setSelectionRange(1, 1);
    expect(fireEvent.keyDown(field, { key: '.' })).toBe(true);
  });

  it('is right-aligned, decimal on mobile keyboards, with a gr suffix', () => {
    renderUi(<WeightInput label="Berat" />);
    expect(input('Berat').getAttribute('inputmode')).toBe('decimal');
    expect(input('Berat').style.textAlign).toBe('right');
    expect(screen.getByText('gr')).toBeTruthy();
  });

  it('works with react-hook-form register (uncontrolled) and Controller-style value/onChange', () => {
    let submitted: { berat: string } | undefined;
    function Form() {
      const { register, handleSubmit } = useForm<{ berat: string }>({ defaultValues: { berat: '' } });
      return (
        <form onSubmit={handleSubmit((v) => (submitted = v))}>
          <WeightInput label="Berat" {...register('berat')} />
          <button type="submit">Simpan</button>
        </form>
      );
    }
    renderUi(<Form />);
    fireEvent.change(input('Berat'), { target: { value: '1.25o' } });
    expect(input('Berat').value).toBe('1.25');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    return vi.waitFor(() => expect(submitted).toEqual({ berat: '1.25' }));
  });
});

describe('PurityInput', () => {
  it("keeps '17K' (upper-casing k) and '99.9', dropping everything else", () => {
    renderUi(<Controlled Field={PurityInput} />);
    typeInto(input('Field'), '17k');
    expect(input('Field').value).toBe('17K');
    fireEvent.change(input('Field'), { target: { value: '99.9%' } });
    expect(input('Field').value).toBe('99.9');
    fireEvent.change(input('Field'), { target: { value: '99,9' } });
    expect(input('Field').value).toBe('99.9');
    fireEvent.change(input('Field'), { target: { value: 'ab 24 karat' } });
    expect(input('Field').value).toBe('24K');
  });
});

describe('DigitsInput', () => {
  it('drops dots, commas and signs', () => {
    renderUi(<Controlled Field={DigitsInput} />);
    typeInto(input('Field'), '1.000');
    expect(input('Field').value).toBe('1000');
    fireEvent.change(input('Field'), { target: { value: '-2,5' } });
    expect(input('Field').value).toBe('25');
  });
});

describe('MoneyInput', () => {
  it('shows the amount grouped as it is typed and hands back digits', () => {
    const onValue = vi.fn();
    function Money() {
      const [value, setValue] = useState('');
      return (
        <MoneyInput
          label="Harga"
          value={value}
          onValueChange={(v) => {
            setValue(v);
            onValue(v);
          }}
        />
      );
    }
    renderUi(<Money />);
    typeInto(input('Harga'), '4500000');
    expect(input('Harga').value).toBe('4,500,000');
    expect(onValue).toHaveBeenLastCalledWith('4500000');
    fireEvent.change(input('Harga'), { target: { value: 'Rp. 12.500x' } });
    expect(input('Harga').value).toBe('12,500');
    expect(onValue).toHaveBeenLastCalledWith('12500');
  });
});

describe('UpperTextInput', () => {
  it('holds upper-case text', () => {
    renderUi(<Controlled Field={UpperTextInput} />);
    typeInto(input('Field'), 'cincin emas');
    expect(input('Field').value).toBe('CINCIN EMAS');
  });
});

describe('Enter in a filtered field', () => {
  it('does not submit the surrounding form', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <WeightInput label="Berat" />
      </form>,
    );
    const notCancelled = fireEvent.keyDown(input('Berat'), { key: 'Enter' });
    expect(notCancelled).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('BarcodeInput', () => {
  it("looks up 'ABCD1234' once after typing 'abcd12345'", () => {
    const onLookup = vi.fn();
    renderUi(<BarcodeInput label="Barcode" onLookup={onLookup} />);
    const el = input('Barcode');
    typeInto(el, 'abcd123');
    expect(onLookup).not.toHaveBeenCalled();
    typeInto(el, '45');
    expect(el.value).toBe('ABCD12345');
    expect(onLookup).toHaveBeenCalledTimes(1);
    expect(onLookup).toHaveBeenCalledWith('ABCD1234');
  });

  it('is focused on mount by default', () => {
    renderUi(<BarcodeInput label="Barcode" onLookup={() => {}} />);
    expect(document.activeElement).toBe(input('Barcode'));
  });

  it('does not submit the surrounding form on Enter, and a scanner Enter does not look up twice', () => {
    const onLookup = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <BarcodeInput label="Barcode" onLookup={onLookup} />
        <button type="submit">Kirim</button>
      </form>,
    );
    const el = input('Barcode');
    fireEvent.change(el, { target: { value: 'abcd1234' } });
    expect(onLookup).toHaveBeenCalledTimes(1);

    const notCancelled = fireEvent.keyDown(el, { key: 'Enter' });
    expect(notCancelled).toBe(false); // default (implicit submission) prevented
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onLookup).toHaveBeenCalledTimes(1); // the scan's own Enter

    fireEvent.keyDown(el, { key: 'Enter' }); // a deliberate second Enter retries
    expect(onLookup).toHaveBeenCalledTimes(2);
    expect(onLookup).toHaveBeenLastCalledWith('ABCD1234');
  });

  it('never looks up fewer than 8 characters, even on Enter', () => {
    const onLookup = vi.fn();
    renderUi(<BarcodeInput label="Barcode" onLookup={onLookup} />);
    const el = input('Barcode');
    fireEvent.change(el, { target: { value: 'abc123' } });
    fireEvent.keyDown(el, { key: 'Enter' });
    expect(onLookup).not.toHaveBeenCalled();
  });

  it('looks up again after a screen clears the field', () => {
    const onLookup = vi.fn();
    function Screen() {
      const [code, setCode] = useState('');
      return (
        <BarcodeInput
          label="Barcode"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          onLookup={(c) => {
            onLookup(c);
            setCode('');
          }}
        />
      );
    }
    renderUi(<Screen />);
    const el = input('Barcode');
    fireEvent.change(el, { target: { value: 'abcd1234' } });
    expect(el.value).toBe('');
    fireEvent.change(el, { target: { value: 'abcd1234' } });
    expect(onLookup).toHaveBeenCalledTimes(2);
  });
});

describe('GramText and MoneyText', () => {
  it('format exactly and show - for missing values', () => {
    expect(gramsOrDash('1234.5')).toBe('1,234.500');
    expect(gramsOrDash('1.2345', 2)).toBe('1.23');
    expect(gramsOrDash(null)).toBe('-');
    expect(gramsOrDash('abc')).toBe('-');
    expect(rupiahOrDash(1250000)).toBe('Rp. 1,250,000');
    expect(rupiahOrDash(undefined)).toBe('-');
    renderUi(
      <div>
        <GramText value="0.5" withUnit />
        <MoneyText value="5000" />
      </div>,
    );
    expect(screen.getByText('0.500 gr')).toBeTruthy();
    expect(screen.getByText('Rp. 5,000')).toBeTruthy();
  });
});
