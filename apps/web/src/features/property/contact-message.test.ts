import { describe, expect, it } from 'vitest';
import { checkContactMessage } from './contact-message';

describe('checkContactMessage', () => {
  it('accepts a complete message and trims it', () => {
    expect(
      checkContactMessage({ name: '  Nino ', email: ' nino@example.ge ', message: ' Hello \n' }),
    ).toEqual({ values: { name: 'Nino', email: 'nino@example.ge', message: 'Hello' }, errors: {} });
  });

  it('names every missing field, blank counting as missing', () => {
    expect(checkContactMessage({ name: ' ', email: '', message: '\n' }).errors).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('refuses what is plainly not an e-mail address', () => {
    for (const email of ['nino', 'nino@', '@example.ge', 'nino@example', 'ni no@example.ge'])
      expect(checkContactMessage({ name: 'Nino', email, message: 'Hi' }).errors).toEqual({ email: 'email' });
  });
});
