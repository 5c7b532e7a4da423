import { formatPhoneAsYouType } from './phone';
import { caretIndex, editPhone, isPhoneRegionInvalid, isPhoneValid, pastePhone } from './phone-input';

/** Types `text` at the caret of the shown value, as the input would. */
function type(prev: string, text: string, at?: number) {
  const shown = formatPhoneAsYouType(prev);
  const caret = at ?? shown.length;
  const raw = shown.slice(0, caret) + text + shown.slice(caret);
  return editPhone(prev, raw, caret + text.length);
}

/** Backspace at the caret of the shown value. */
function backspace(prev: string, at?: number) {
  const shown = formatPhoneAsYouType(prev);
  const caret = at ?? shown.length;
  return editPhone(prev, shown.slice(0, caret - 1) + shown.slice(caret), caret - 1);
}

describe('phone input', () => {
  it('keeps +998 and digits, at most 13 characters', () => {
    expect(type('+998', '9').value).toBe('+9989');
    expect(type('+998', 'a').value).toBe('+998');
    expect(type('+99890123456', '78').value).toBe('+998901234567');
  });

  it('Backspace over a space takes the digit before it', () => {
    // "+998 90 1" → caret after "90 " → the space goes, and with it the 0.
    const shown = formatPhoneAsYouType('+998901');
    expect(shown).toBe('+998 90 1');
    expect(backspace('+998901', 8)).toEqual({ value: '+99891', caretDigits: 4 });
    expect(backspace('+998901').value).toBe('+99890');
  });

  it('never loses the prefix', () => {
    expect(backspace('+998').value).toBe('+998');
    expect(backspace('+99890', 3).value).toBe('+99890');
    expect(editPhone('+99890', '', 0).value).toBe('+998');
    // All selected and retyped: the new digit is the number after +998.
    expect(editPhone('+998901234567', '9', 1).value).toBe('+9989');
  });

  it('a digit typed inside or before +998 goes right after the prefix', () => {
    expect(type('+99890123', '4', 0)).toEqual({ value: '+998490123', caretDigits: 4 });
    expect(type('+99890123', '4', 2)).toEqual({ value: '+998490123', caretDigits: 4 });
    expect(type('+998', '9', 1).value).toBe('+9989');
  });

  it('puts the caret back after the same digit', () => {
    // A digit typed mid-number: the caret stays right after it although the spaces moved.
    const edit = type('+99890123456', '7', 8);
    expect(edit.value).toBe('+998907123456');
    const shown = formatPhoneAsYouType(edit.value);
    expect(shown.slice(0, caretIndex(shown, edit.caretDigits))).toBe('+998 90 7');
    expect(caretIndex('+998 90', 99)).toBe(7);
    expect(caretIndex('+998 90', 0)).toBe(0);
  });

  it('a pasted whole number replaces the value; another country is refused', () => {
    expect(pastePhone('+998 (90) 123-45-67')).toBe('+998901234567');
    expect(pastePhone('90 123 45 67')).toBe('+998901234567');
    expect(pastePhone('+7 999 123 45 67')).toBeNull();
    expect(pastePhone('0079991234567')).toBeNull();
    expect(pastePhone('12')).toBeUndefined();
  });

  it('tells a valid number from a whole but unknown one', () => {
    expect(isPhoneValid('+998901234567')).toBe(true);
    expect(isPhoneValid('+99890123456')).toBe(false);
    expect(isPhoneRegionInvalid('+99890123456')).toBe(false);
    expect(isPhoneRegionInvalid('+998001234567')).toBe(true);
  });
});
