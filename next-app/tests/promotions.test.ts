import { describe, expect, it } from 'vitest';
import { participation, promotionDetail, promotions } from '../lib/bff/calls/promotions';
import { detailHref, detailId } from '../lib/promotions/paths';

const wire = {
  promotionId: 626,
  category: 'NEW_MEMBER',
  kind: 'APPLY',
  title: 'Refer a friend',
  summary: 'Bring a friend',
  imageUrl: 'http://cdn/offers/refer.svg',
  startTime: 1,
  endTime: 2,
  status: 'JOIN',
  bonusAmount: 100,
  progress: null,
  raffleType: null,
  chancesLeft: null,
};

describe('promotion calls', () => {
  it('keep promotions of the statuses spec 001 §4 names and drop the rest', () => {
    const list = promotions().parse({ list: [wire, { ...wire, promotionId: 2, status: 'WAITING' }, { ...wire, promotionId: 3, status: 'COMING_SOON' }] });
    expect(list?.map((p) => [p.promotionId, p.status])).toEqual([
      [626, 'JOIN'],
      [3, 'COMING_SOON'],
    ]);
    expect(promotions().path).toBe('/wps/relay/PROMOFE_getPromotions?pageNo=1&pageSize=200');
  });

  it('read the detail with its rules, and the member part in participation', () => {
    const detail = promotionDetail(626).parse({
      ...wire,
      content: '<h3>Refer</h3>',
      applyRules: { remarkMaxLength: 140, maxImages: 3, maxImageSize: 5242880, imageTypes: ['png', 'jpg'], proofRequired: true },
      prizes: [{ name: '฿8', amount: 8 }, { name: 'broken' }],
      appliedTime: null,
      imageCount: 0,
      reviewRemark: '',
    });
    expect(detail?.applyRules).toEqual({ remarkMaxLength: 140, maxImages: 3, maxImageSize: 5242880, imageTypes: ['png', 'jpg'], proofRequired: true });
    expect(detail?.prizes).toEqual([{ name: '฿8', amount: 8 }]);
    expect(detail?.reviewRemark).toBeNull();
    expect(promotionDetail(626).path).toBe('/wps/relay/PROMOFE_getPromotionDetail?promotionId=626');
    const mine = participation().parse({
      list: [
        { ...wire, status: 'APPLYING', appliedTime: 5, remark: 'hi', imageCount: 2 },
        { ...wire, status: 'APPLYING' },
      ],
    });
    expect(mine?.map((p) => [p.status, p.appliedTime, p.imageCount])).toEqual([['APPLYING', 5, 2]]);
  });
});

describe('the detail address', () => {
  it('is written ?id= (as the banners link it), also reads ?promotionId=, and refuses anything but an id', () => {
    expect(detailHref(626)).toBe('/promoDetail?id=626');
    expect(detailId({ id: '626' })).toBe(626);
    expect(detailId({ promotionId: '627' })).toBe(627);
    expect(detailId({ id: 'x', promotionId: '627' })).toBe(627);
    expect(detailId({ id: ['7', '8'] })).toBe(7);
    expect(detailId({})).toBeNull();
    expect(detailId({ id: '6a' })).toBeNull();
    expect(detailId({ id: '-1' })).toBeNull();
    expect(detailId({ id: '1234567890123456' })).toBeNull();
  });
});
