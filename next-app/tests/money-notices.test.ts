import { describe, expect, it } from 'vitest';
import { DecisionWatcher, type Watched } from '../lib/member/money-notices';

const record = (id: number, notice: Watched['notice']): Watched => ({ id, referenceNo: `D${id}`, amount: id * 100, notice });

describe('DecisionWatcher', () => {
  it('gives a notice once for a record seen waiting and then decided, none for records decided before', () => {
    const watcher = new DecisionWatcher('deposit');
    expect(watcher.update([record(1, 'credited'), record(2, null), record(3, 'rejected')])).toEqual([]);
    expect(watcher.watching).toBe(true);
    expect(watcher.update([record(1, 'credited'), record(2, null)])).toEqual([]);
    expect(watcher.update([record(1, 'credited'), record(2, 'failed')])).toEqual([{ area: 'deposit', kind: 'failed', id: 2, referenceNo: 'D2', amount: 200 }]);
    expect(watcher.watching).toBe(false);
    expect(watcher.update([record(2, 'failed')]), 'once').toEqual([]);
  });

  it('watches a record just submitted before any list showed it', () => {
    const watcher = new DecisionWatcher('withdraw');
    watcher.watch(9);
    expect(watcher.watching).toBe(true);
    expect(watcher.update([record(9, 'approved'), record(8, 'approved')])).toEqual([
      { area: 'withdraw', kind: 'approved', id: 9, referenceNo: 'D9', amount: 900 },
    ]);
  });
});
