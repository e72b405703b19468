import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import th from '../../locales/th.json';
import { REGISTER_PATTERNS, type RegisterRule } from '../lib/bff/generated';
import {
  PATTERN_COUNT,
  checkConfirmation,
  checkValue,
  completeRule,
  formProblemMessage,
  isOldEnough,
  problemMessage,
  registerRules,
  verificationCodeRule,
  type RegisterTranslator,
} from '../lib/access/validation';

/** The mock upstream's `/wps/system/setting/register` answer (its default rules and the pattern catalogue). */
const settings = JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'register-settings.json'), 'utf8')) as Record<string, RegisterRule> & {
  patternCatalogue: RegisterRule[];
};
const catalogue = settings.patternCatalogue;
const enT = createTranslator({ locale: 'en', messages: en, namespace: 'register' }) as unknown as RegisterTranslator;
const thT = createTranslator({ locale: 'th', messages: th, namespace: 'register' }) as unknown as RegisterTranslator;

/** Inputs each pattern of the catalogue must accept and refuse (within its default bounds). */
const CASES: Record<number, { accept: string[]; refuse: string[] }> = {
  0: { accept: ['anything at all', 'ไทย 123 !?'], refuse: [] },
  1: { accept: ['demo01', 'Abcdef', 'a12345'], refuse: ['1abcdef', 'demo_01', 'dem o01', 'ผู้ใช้งาน1'] },
  2: { accept: ['张三123', '李四'], refuse: ['abc', '张三 12', 'ไทย'] },
  3: { accept: ['demo01@veneer.example', 'a.b+c@mail.co.th'], refuse: ['demo01', 'a@b', 'a b@mail.com', '@mail.com'] },
  4: { accept: ['abc123', 'ABCDEF', '123456'], refuse: ['abc 123', 'abc-12', 'abcdé1'] },
  5: { accept: ['abc123', '1a2b3c'], refuse: ['abcdef', '123456', 'abc12!'] },
  6: { accept: ['0812345678', '1'], refuse: ['08-1234', '081234567a', ' 0812'] },
  7: { accept: ['Abc123', 'ABCDEF'], refuse: ['abc123', 'Abc 123', 'Abc12!'] },
  8: { accept: ['John Smith', 'ab'], refuse: ['John2', 'José Luis', 'สมชาย'] },
  9: { accept: ['line.id_01', 'สมชาย'], refuse: ['line id', 'tab\tid', 'nbsp\u00a0id'] },
  10: { accept: ['你好，世界', '中文'], refuse: ['hello', '你好 世界', '中文1'] },
  11: { accept: ['2000-01-31', '01-31-2000'], refuse: ['2000-13-01', '31-01-2000', '2000/01/31', '2000-1-1xx'] },
  12: { accept: ['José Luis', 'Zoë'], refuse: ['John2', 'สมชาย', 'a-b'] },
  13: { accept: ['김철수', '한국어'], refuse: ['kim', '김 철수', '金'] },
  14: { accept: ['สมชาย', 'ใจดี'], refuse: ['สมชาย ใจดี', 'somchai', 'สมชาย1'] },
  15: { accept: ['สมชาย ใจดี', 'John Smith', 'สมชาย John'], refuse: ['สมชาย1', 'José', 'a.b'] },
  16: { accept: ['JOHN SMITH', 'AB'], refuse: ['John Smith', '  ', 'JOHN1'] },
  17: { accept: ['P@ss-w0rd!', 'abc'], refuse: ['pass word', 'ผ่าน', 'tab\tx'] },
  18: { accept: ['Passw0rd!', 'Aa1!aaaa'], refuse: ['password1!', 'PASSWORD1!', 'Password!!', 'Password12', 'Pass w0rd!'] },
  19: { accept: ['John Smith', 'สมชาย ใจดี', 'José Luis García'], refuse: ['John', 'John  Smith', ' John Smith', 'John Smith2'] },
  20: { accept: ['やまだ', 'ヤマダ', '山田太郎'], refuse: ['yamada', 'ﾔﾏﾀﾞ', '山田 太郎'] },
  21: { accept: ['ABC', 'SMITH'], refuse: ['AbC', 'AB C', 'ABC1'] },
};

describe('the pattern catalogue', () => {
  it('has the 22 patterns, ids 0 to 21', () => {
    expect(catalogue.map((p) => p.patternId)).toEqual([...Array(PATTERN_COUNT).keys()]);
    expect(Object.keys(CASES).map(Number)).toEqual([...Array(PATTERN_COUNT).keys()]);
  });

  it('is the one upstream-protocol declares (generated), as the mock serves it', () => {
    const served = catalogue.map(({ patternId, acceptedPattern, minLength, maxLength, description }) => ({
      patternId,
      acceptedPattern,
      minLength,
      maxLength,
      description,
    }));
    expect(served).toEqual(REGISTER_PATTERNS.map((p) => ({ ...p })));
  });

  for (const entry of catalogue) {
    const id = entry.patternId ?? -1;
    const rule = completeRule('field', entry);
    const cases = CASES[id]!;
    it(`pattern ${id} (${entry.description}) accepts what it should`, () => {
      for (const value of cases.accept) expect(checkValue(rule, value), value).toBeNull();
    });
    it(`pattern ${id} refuses what it should, with its own message`, () => {
      for (const value of cases.refuse)
        expect(checkValue(rule, value), value).toMatchObject({ kind: 'format', field: 'field', patternId: id, min: rule.minLength, max: rule.maxLength });
    });
  }
});

describe('the rules of a field', () => {
  const rules = registerRules(settings);

  it('a required field left empty says "<field> cannot be empty", in the visitor language', () => {
    const problem = checkValue(rules.username, '');
    expect(problem).toEqual({ kind: 'required', field: 'username' });
    expect(problemMessage(enT, problem!)).toBe('Username cannot be empty');
    expect(problemMessage(thT, problem!)).toBe('ชื่อผู้ใช้ ต้องไม่เว้นว่าง');
  });

  it('an optional field may stay empty, but not hold a wrong value', () => {
    expect(checkValue(rules.email, '')).toBeNull();
    expect(problemMessage(enT, checkValue(rules.email, 'not-an-email')!)).toBe('Please enter a valid e-mail address of 5 - 50 characters');
  });

  it('the message names the pattern, with min and max replaced', () => {
    expect(problemMessage(enT, checkValue(rules.username, 'abc')!)).toBe('Please fill in 6 - 13 characters: a letter first, then letters and digits');
    expect(problemMessage(enT, checkValue(rules.username, 'abcdefghijklmn')!)).toContain('6 - 13');
    expect(problemMessage(thT, checkValue(rules.password, 'abc')!)).toBe('กรุณากรอก 6 - 12 ตัวอักษร: ตัวอักษรหรือตัวเลขเท่านั้น');
  });

  it('one number when min and max are equal', () => {
    const sixDigits = completeRule('paymentPassword', { enabled: true, required: true, patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 });
    expect(problemMessage(enT, checkValue(sixDigits, '123')!)).toBe('Please fill in 6 characters: digits only');
  });

  it('a mobile number of the wrong length gives the region message', () => {
    const problem = checkValue(rules.mobileNum, '0812');
    expect(problemMessage(enT, problem!)).toBe('Phone number length depends on region (9 - 10 digits)');
    expect(problemMessage(enT, checkValue(rules.mobileNum, '081234567x')!)).toBe('Please fill in 9 - 10 characters: digits only');
    expect(checkValue(rules.mobileNum, '0812345678')).toBeNull();
  });

  it('the confirmation: required, then "inconsistent twice"', () => {
    expect(problemMessage(enT, checkConfirmation('confirmPassword', '', 'abc123')!)).toBe('Confirm password cannot be empty');
    expect(problemMessage(enT, checkConfirmation('confirmPassword', 'abc124', 'abc123')!)).toBe('Incorrect confirmation input');
    expect(checkConfirmation('confirmPassword', 'abc123', 'abc123')).toBeNull();
  });

  it('the verification code: required, 0 to 255 characters, whatever the settings say', () => {
    const code = verificationCodeRule({ ...rules.verificationCode, required: false, minLength: 6, maxLength: 6 });
    expect(checkValue(code, '')).toEqual({ kind: 'required', field: 'verificationCode' });
    expect(checkValue(code, '1234')).toBeNull();
    const long = checkValue(code, '1'.repeat(256));
    expect(problemMessage(enT, long!)).toBe('Please fill in 0 - 255 characters: digits only');
    expect(checkValue(code, '1'.repeat(255))).toBeNull();
  });

  it('markup is refused in every field, the wildcard one too, with the field message', () => {
    const any = completeRule('facebook', { enabled: true, patternId: 0, acceptedPattern: '*', minLength: 3, maxLength: 50 });
    expect(checkValue(any, 'fb.me/someone')).toBeNull();
    expect(problemMessage(enT, checkValue(any, '<script>alert(1)</script>')!)).toBe('Please fill in 3 - 50 characters');
    expect(checkValue(rules.line, '<img/src=x>')).toMatchObject({ kind: 'format', field: 'line' });
    expect(checkValue(rules.line, 'me<3you')).toBeNull();
  });

  it('length counts characters, not UTF-16 units', () => {
    const name = completeRule('nickname', { enabled: true, patternId: 0, acceptedPattern: '*', minLength: 2, maxLength: 3 });
    expect(checkValue(name, '😀😀😀')).toBeNull();
    expect(checkValue(name, '😀😀😀😀')).not.toBeNull();
  });

  it('a pattern that does not compile leaves the check to the upstream', () => {
    const broken = completeRule('line', { enabled: true, acceptedPattern: '^[a-', minLength: 1, maxLength: 5 });
    expect(checkValue(broken, 'abc')).toBeNull();
  });

  it('a field the settings leave out is hidden and optional', () => {
    expect(registerRules({}).username).toMatchObject({ enabled: false, required: false, minLength: 0, maxLength: 255, acceptedPattern: '*' });
  });
});

describe('age texts', () => {
  it('name 18 for the agreement and 21 for the birthday', () => {
    // The brand's minimum age (18 or 21, `minimum_age` in its file) in the terms' agreement.
    expect(enT('age_agreement', { age: 18 })).toBe('I am over 18 years old and agree to the terms and conditions');
    expect(enT('age_agreement', { age: 21 })).toBe('I am over 21 years old and agree to the terms and conditions');
    expect(thT('age_agreement', { age: 21 })).toBe('ข้าพเจ้ามีอายุเกิน 21 ปี และยอมรับข้อกำหนดและเงื่อนไข');
  });

  it('a birthday is old enough from the day itself', () => {
    const today = new Date(2026, 10, 24);
    expect(isOldEnough('2005-11-24', 21, today)).toBe(true);
    expect(isOldEnough('2005-11-25', 21, today)).toBe(false);
    expect(isOldEnough('11-24-2005', 21, today)).toBe(true);
    expect(isOldEnough('2005-02-30', 21, today)).toBeNull();
    expect(isOldEnough('yesterday', 21, today)).toBeNull();
  });
});

describe('the sign-in and password forms say the texts spec 000 §5 names for their fields', () => {
  const rules = registerRules(settings);
  const password = { ...rules.password, key: 'newPassword' };
  it('in English', () => {
    expect(formProblemMessage(enT, checkValue({ ...rules.username, key: 'username' }, '1demo')!)).toBe('Account format is incorrect');
    expect(formProblemMessage(enT, checkValue(rules.email, 'demo01@')!)).toBe('E-mail format is incorrect');
    expect(formProblemMessage(enT, checkValue(rules.mobileNum, '', true)!)).toBe('Please enter a valid mobile number');
    expect(formProblemMessage(enT, checkValue(rules.mobileNum, '081234567x')!)).toBe('Phone number format is incorrect');
    expect(formProblemMessage(enT, checkValue(rules.mobileNum, '0812')!)).toBe('Phone number length depends on region (9 - 10 digits)');
    expect(formProblemMessage(enT, checkValue(verificationCodeRule(rules.verificationCode), '')!)).toBe('Please enter a valid verification code');
    expect(formProblemMessage(enT, checkValue(verificationCodeRule(rules.verificationCode), '1'.repeat(256))!)).toBe('Please enter a valid verification code');
    expect(formProblemMessage(enT, checkValue(password, 'ab')!)).toBe('Please fill in your password with 6 - 12 characters');
    expect(formProblemMessage(enT, checkValue(password, 'abc12_')!)).toBe('Password format is incorrect');
    expect(formProblemMessage(enT, checkConfirmation('confirmNewPassword', 'abc124', 'abc123')!)).toBe('Confirmation password is not correct');
    expect(formProblemMessage(enT, checkValue({ ...rules.payeeName, required: true }, 'x<b')!)).toBe('Real name format is incorrect');
    // Where the spec names no text, the engine's own: "<field> cannot be empty".
    expect(formProblemMessage(enT, { kind: 'required', field: 'oldPassword' })).toBe('Current password cannot be empty');
  });
  it('in Thai', () => {
    expect(formProblemMessage(thT, checkValue(rules.mobileNum, '', true)!)).toBe(th.register.mobile_required);
    expect(formProblemMessage(thT, checkValue(password, 'ab')!)).toBe(th.register.password_range.replace('{range}', '6 - 12'));
  });
  it("registration keeps each pattern's own message", () => {
    expect(problemMessage(enT, checkValue(rules.mobileNum, '081234567x')!)).toBe('Please fill in 9 - 10 characters: digits only');
    expect(problemMessage(enT, checkValue({ ...rules.password }, 'ab')!)).toBe('Please fill in 6 - 12 characters: letters or digits only');
  });
});
