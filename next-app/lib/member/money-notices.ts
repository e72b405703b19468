/**
 * The notices of decided deposits and withdrawals (spec 001 §4: "Notices exist for credited, approved,
 * rejected and failed deposits and withdrawals"). A page watches the records it shows: a record seen
 * waiting (or just submitted) that comes back decided gets its notice once.
 */

/** What a record's notice says. */
export type NoticeKind = 'credited' | 'approved' | 'rejected' | 'failed';

export interface MoneyNotice {
  area: 'deposit' | 'withdraw';
  kind: NoticeKind;
  id: number;
  referenceNo: string;
  amount: number;
}

/** A record as the watcher sees it: its id, its reference and amount, and the notice its state calls for (null: still waiting). */
export interface Watched {
  id: number;
  referenceNo: string;
  amount: number;
  /** null while the record waits for a decision. */
  notice: NoticeKind | null;
}

/**
 * Remembers which records wait, and tells which of them were decided since. `watch` marks a record
 * waiting (the one just submitted); `update` reads a fresh list and answers the notices due, each once.
 */
export class DecisionWatcher {
  private waiting = new Set<number>();

  constructor(private readonly area: MoneyNotice['area']) {}

  watch(id: number): void {
    this.waiting.add(id);
  }

  /** Whether a record the watcher saw waiting is still undecided (the page then asks again soon). */
  get watching(): boolean {
    return this.waiting.size > 0;
  }

  update(list: readonly Watched[]): MoneyNotice[] {
    const due: MoneyNotice[] = [];
    for (const record of list) {
      if (record.notice === null) {
        this.waiting.add(record.id);
      } else if (this.waiting.delete(record.id)) {
        due.push({ area: this.area, kind: record.notice, id: record.id, referenceNo: record.referenceNo, amount: record.amount });
      }
    }
    return due;
  }
}
