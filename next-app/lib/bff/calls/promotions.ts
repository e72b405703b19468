/**
 * Promotions and activities (spec 001 §4 statuses, §5 application rules, §7 "participation"; a raffle's draw is
 * `raffles.ts`). List and detail are public (a token adds the member's status); the detail's HTML is sanitised by the
 * BFF (catalogue `html`).
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, listOf, num, str, type Obj } from '../parse';

/** Every status of spec 001 §4, as the upstream writes it. */
export const PROMO_STATUSES = ['JOIN', 'CLAIM', 'APPLYING', 'CLOSED', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'JOINED', 'SIGNED', 'COMING_SOON'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

export type PromoKind = 'APPLY' | 'TURNOVER' | 'SIGN_IN' | 'RAFFLE';

export interface Promotion {
  promotionId: number;
  category: string;
  kind: PromoKind | string;
  title: string;
  summary: string;
  imageUrl: string;
  startTime: number;
  endTime: number;
  status: PromoStatus;
  bonusAmount: number | null;
  /** Turnover under way: current of target, in money, and the percentage. */
  progress: { current: number; target: number; percent: number } | null;
  raffleType: string | null;
  chancesLeft: number | null;
}

function parsePromotion(o: Obj): Promotion | null {
  const id = num(o.promotionId);
  const status = PROMO_STATUSES.find((s) => s === o.status);
  if (id === null || !status) return null;
  const p = isObj(o.progress) ? o.progress : null;
  const target = p ? num(p.target) : null;
  return {
    promotionId: id,
    category: str(o.category),
    kind: str(o.kind),
    title: str(o.title),
    summary: str(o.summary),
    imageUrl: str(o.imageUrl),
    startTime: num(o.startTime) ?? 0,
    endTime: num(o.endTime) ?? 0,
    status,
    bonusAmount: num(o.bonusAmount),
    progress: p && target !== null ? { current: num(p.current) ?? 0, target, percent: num(p.percent) ?? 0 } : null,
    raffleType: str(o.raffleType) || null,
    chancesLeft: num(o.chancesLeft),
  };
}

/** Every promotion (the list is short: categories and statuses are filtered on screen). */
export function promotions(): BffCall<Promotion[]> {
  return getCall('/wps/relay/PROMOFE_getPromotions', { pageNo: 1, pageSize: 200 }, (v) =>
    isObj(v) && Array.isArray(v.list) ? listOf(v.list, parsePromotion) : null,
  );
}

/** What an application may carry (spec 001 §4, §5): the upstream's own limits. */
export interface ApplyRules {
  remarkMaxLength: number;
  maxImages: number;
  /** Bytes per image. */
  maxImageSize: number;
  imageTypes: string[];
  proofRequired: boolean;
}

export interface PromotionDetail extends Promotion {
  /** Sanitised by the BFF. */
  content: string;
  applyRules: ApplyRules | null;
  prizes: { name: string; amount: number }[];
  appliedTime: number | null;
  remark: string | null;
  imageCount: number;
  reviewRemark: string | null;
}

export function promotionDetail(promotionId: number): BffCall<PromotionDetail> {
  return getCall('/wps/relay/PROMOFE_getPromotionDetail', { promotionId }, (v) => {
    if (!isObj(v)) return null;
    const base = parsePromotion(v);
    if (!base) return null;
    const r = isObj(v.applyRules) ? v.applyRules : null;
    return {
      ...base,
      content: str(v.content),
      applyRules: r
        ? {
            remarkMaxLength: num(r.remarkMaxLength) ?? 140,
            maxImages: num(r.maxImages) ?? 3,
            maxImageSize: num(r.maxImageSize) ?? 5 * 1024 * 1024,
            imageTypes: Array.isArray(r.imageTypes) ? r.imageTypes.map(str).filter(Boolean) : ['png', 'jpg'],
            proofRequired: r.proofRequired === true,
          }
        : null,
      prizes: listOf(v.prizes, (p) => {
        const amount = num(p.amount);
        return amount === null ? null : { name: str(p.name), amount };
      }),
      appliedTime: num(v.appliedTime),
      remark: typeof v.remark === 'string' ? v.remark : null,
      imageCount: num(v.imageCount) ?? 0,
      reviewRemark: typeof v.reviewRemark === 'string' && v.reviewRemark ? v.reviewRemark : null,
    };
  });
}

/** Applies, joins or signs in, by the promotion's kind; `images` are data URLs (png/jpg). Answers the new status. */
export function applyPromotion(input: { promotionId: number; remark?: string; images?: string[] }): BffCall<Promotion> {
  return bodyCall('POST', '/wps/relay/PROMOFE_applyPromotion', input, (v) => (isObj(v) ? parsePromotion(v) : null));
}

/** Pays an issued bonus, or a turnover promotion whose target is reached. */
export function claimPromotion(promotionId: number): BffCall<{ amount: number }> {
  return bodyCall('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { promotionId }, (v) => {
    const amount = isObj(v) ? num(v.amount) : null;
    return amount === null ? null : { amount };
  });
}

/** A promotion the member took part in (spec 001 §7 "participation"). */
export interface Participation extends Promotion {
  appliedTime: number;
  decidedTime: number | null;
  remark: string;
  imageCount: number;
  reviewRemark: string;
}

export function participation(): BffCall<Participation[]> {
  return getCall('/wps/relay/PROMOFE_getParticipation', { pageNo: 1, pageSize: 200 }, (v) =>
    isObj(v) && Array.isArray(v.list)
      ? listOf(v.list, (o) => {
          const base = parsePromotion(o);
          const applied = num(o.appliedTime);
          return base && applied !== null
            ? {
                ...base,
                appliedTime: applied,
                decidedTime: num(o.decidedTime),
                remark: str(o.remark),
                imageCount: num(o.imageCount) ?? 0,
                reviewRemark: str(o.reviewRemark),
              }
            : null;
        })
      : null,
  );
}
