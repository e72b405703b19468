/**
 * The checks of a new bank card made before it is sent (the mock's rules, upstream-mocks/docs/wallet.md "Bank
 * cards"): a bank from the list, the account number as that bank writes it (its number of digits, digits only),
 * the holder's name 2–50 characters and, once the member has a real name on file, that name.
 */
import type { Bank } from '@/lib/bff/calls/community';

export interface BankCardInput {
  bankCode: string;
  accountNo: string;
  accountName: string;
}

export type BankCardProblem =
  | { field: 'bankCode'; problem: 'required' }
  | { field: 'accountNo'; problem: 'required' | 'digits'; length: number }
  | { field: 'accountName'; problem: 'required' | 'length' | 'mismatch' };

export const NAME_MIN = 2;
export const NAME_MAX = 50;

/** Names compare without case and with runs of spaces as one (as the upstream compares them). */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().split(/\s+/).join(' ').toLocaleLowerCase();
  return norm(a) === norm(b);
}

/** What the member typed, tidied as it is sent: spaces dropped from the number, the name trimmed. */
export function tidyBankCard(input: BankCardInput): BankCardInput {
  return { bankCode: input.bankCode, accountNo: input.accountNo.replace(/[\s-]/g, ''), accountName: input.accountName.trim() };
}

/** Every problem of a new card (empty when it may be sent); `realName` is the holder name already on file, if any. */
export function checkBankCard(input: BankCardInput, banks: readonly Bank[], realName: string | null): BankCardProblem[] {
  const card = tidyBankCard(input);
  const problems: BankCardProblem[] = [];
  const bank = banks.find((b) => b.code === card.bankCode);
  if (!bank) problems.push({ field: 'bankCode', problem: 'required' });
  const length = bank?.accountLength ?? 0;
  if (!card.accountNo) problems.push({ field: 'accountNo', problem: 'required', length });
  else if (!/^\d+$/.test(card.accountNo) || (bank && card.accountNo.length !== length)) problems.push({ field: 'accountNo', problem: 'digits', length });
  const nameLength = [...card.accountName].length;
  if (nameLength === 0) problems.push({ field: 'accountName', problem: 'required' });
  else if (nameLength < NAME_MIN || nameLength > NAME_MAX) problems.push({ field: 'accountName', problem: 'length' });
  else if (realName && !sameName(realName, card.accountName)) problems.push({ field: 'accountName', problem: 'mismatch' });
  return problems;
}
