'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { Icon } from '@/components/icons/Icon';
import { Carousel } from '@/components/ui/Carousel';
import { EmptyState } from '@/components/ui/EmptyState';
import { Img } from '@/components/ui/Img';
import { Tabs } from '@/components/ui/Tabs';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { games } from '@/lib/bff/calls';
import type { GamePage } from '@/lib/bff/calls/games';
import { vendorMarks, type Game, type Vendor } from '@/lib/games/game';
import { memberGuard } from '@/lib/access/account';
import {
  MIN_BETS,
  listOf,
  listTypesOf,
  lobbySearch,
  pageSizeOf,
  parseLobbyState,
  upstreamGameType,
  type LobbyCategory,
  type LobbyState,
  type ListType,
} from '@/lib/games/lobby';
import { listCall, swrKeyOf } from '@/lib/games/lobby-calls';
import { noPointlessRetry, useSession } from '@/lib/hooks/use-member';
import { GameTile } from '../GameTile';
import styles from './Lobby.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

// Below the list, and live only with the page's script anyway: fetched once the lobby is live, in a row of its height.
const Pagination = lazyPart(() => import('@/components/ui/Pagination').then((m) => m.Pagination), {
  fallback: <div className={styles.paginationWaiting} aria-hidden="true" />,
});

// A list that failed is rare: its message and retry come when first needed, not with every lobby.
const ErrorState = lazyPart(() => import('@/components/ui/ErrorState').then((m) => m.ErrorState));

// The rooms window of a card game is fetched when first opened.
const PvpRoomsModal = lazyPart(() => import('./PvpRoomsModal').then((m) => m.PvpRoomsModal));

/** Spec 001 §9: vendor arrows above 8 vendors; §5: search debounced 500 ms. */
export const VENDOR_ARROWS_ABOVE = 8;
export const SEARCH_DEBOUNCE_MS = 500;

export interface LobbyProps {
  category: LobbyCategory;
  /** The `gameType` games are listed under (the prize mode on /elott). */
  gameType: string;
  /** The page's clean path, and the query it always keeps (`lobbyType` on /lobby). */
  path: string;
  keep?: Record<string, string>;
  /** The category's vendors, in order (the first is the current vendor by default). */
  vendors: Vendor[];
  /** Classification keys of the slot filter (RNG); other categories ask the vendor's game types. */
  slotClassifications: string[] | null;
  /** The upstream's code of the page's language (as the server asked with it). */
  upstreamLanguage: string;
  /** What the server drew for the URL's state (no request for it again in the browser). */
  initial: { key: string; page: GamePage } | null;
  /** The classification filter's options the server drew for the vendor shown (not RNG's), by their call's path. */
  initialClasses?: { key: string; types: VendorClasses } | null;
}

/** A vendor's classifications by game type (`games.vendorGameTypes`). */
type VendorClasses = Record<string, { key: string; name: string }[]>;

/**
 * A game lobby (spec 001 §2 "Lobbies"): the category's vendors (arrows above 8), the list type (all, hot,
 * favourites, recent), the name search (after 500 ms), the minimum-bet and classification filters, the
 * games a page at a time with their total. The state lives in the URL (shareable; the back button walks
 * back through it); the server drew the first page, the browser fetches the rest (the last request wins).
 */
export function Lobby(props: LobbyProps) {
  const { category, path, keep, vendors } = props;
  const t = useTranslations('lobby');
  const tErrors = useTranslations('errors');
  const tTypes = useTranslations('game_types');
  const ui = useUi();
  const openLogin = useLoginWindow();
  const language = props.upstreamLanguage;
  const params = useSearchParams();
  const addressed = useMemo(() => parseLobbyState(params), [params]);
  // A choice is shown at once, whether or not Next's router has seen the address it wrote yet (one made as the
  // page comes alive changed the address and not the list); once the router reports an address, it rules again.
  const [chosen, setChosen] = useState<LobbyState | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies(addressed): a new address from the router ends the choice shown ahead of it
  useEffect(() => setChosen(null), [addressed]);
  const state = chosen ?? addressed;
  const session = useSession().data;
  const guard = session ? memberGuard(session) : null;
  const member = session?.loggedIn === true && guard === null;
  const currentVendor = state.vendor || vendors[0]?.vassalage || '';
  const marks = useMemo(() => vendorMarks(vendors), [vendors]);
  const topRef = useRef<HTMLDivElement>(null);
  const [roomsOf, setRoomsOf] = useState<Game | null>(null);
  // The controls wait for the page's script, and for Next's router to follow the address: it starts listening to
  // history in its own effect, after this one (a parent's effects run after its children's), so the controls come
  // alive a task later. A choice made before either would change the address and not the list.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const go = (next: Partial<LobbyState>) => {
    const merged = { ...state, page: 1, ...next };
    window.history.pushState(null, '', `${path}${lobbySearch(merged, keep)}`);
    setChosen(merged);
  };

  // The search box: typed text goes to the URL 500 ms after the last key (`go` reads this render's state,
  // the one the draft was typed over); the back button brings the box the URL's name.
  const [draft, setDraft] = useState(state.name);
  useEffect(() => setDraft(state.name), [state.name]);
  // biome-ignore lint/correctness/useExhaustiveDependencies(go): `go` is made anew each render; the wait starts again only when the draft or the state changes
  useEffect(() => {
    if (draft.trim() === state.name) return;
    const timer = setTimeout(() => go({ name: draft.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, state]);

  const call = listCall(props, state, language, member);
  const key = call ? swrKeyOf(call) : null;
  const listed = useSWR(key, () => send(call!), {
    onErrorRetry: noPointlessRetry,
    revalidateOnFocus: false,
    fallbackData: props.initial && props.initial.key === key ? props.initial.page : undefined,
    revalidateOnMount: !(props.initial && props.initial.key === key),
  });

  const classes = useVendorClasses(props.slotClassifications, currentVendor, upstreamGameType(category), language, props.initialClasses ?? null);

  const chooseList = (value: string) => {
    const next = value as ListType;
    if ((next === 'fav' || next === 'recent') && guard) {
      if (guard.kind === 'login') openLogin('required');
      else void ui.warn(t('real_account_needed'));
    }
    go({ list: next });
  };

  const page = listed.data;
  const list = listOf(state, category);
  const filtersShown = list === 'all';
  const memberList = list === 'fav' || list === 'recent';

  return (
    <div className={styles.lobby} data-testid="lobby" data-category={category} data-ready={ready || undefined}>
      {vendors.length > 0 && (
        <nav aria-label={t('vendors_label')} className={styles.vendors} data-testid="lobby-vendors">
          <Carousel
            label={t('vendors_label')}
            slideSize="auto"
            gap={8}
            arrowsAbove={VENDOR_ARROWS_ABOVE}
            testIds={{ prev: 'lobby-vendors-prev', next: 'lobby-vendors-next' }}
          >
            {vendors.map((vendor) => (
              <button
                key={vendor.vassalage}
                type="button"
                className={styles.vendor}
                aria-pressed={vendor.vassalage === currentVendor}
                disabled={!ready}
                onClick={() => go({ vendor: vendor.vassalage === vendors[0]?.vassalage ? '' : vendor.vassalage, classify: '' })}
                data-testid="lobby-vendor"
                data-vendor={vendor.vassalage}
              >
                {vendor.logo && <Img src={vendor.logo} alt="" width={60} height={20} fit="contain" className={styles.vendorLogo} />}
                <span>{vendor.name}</span>
              </button>
            ))}
          </Carousel>
        </nav>
      )}

      <div ref={topRef} className={styles.bar}>
        <Tabs
          label={t('list_label')}
          value={list}
          onValueChange={chooseList}
          activation="manual"
          testId="lobby-list"
          items={listTypesOf(category).map((type) => ({ value: type, label: t(`list_${type}`), disabled: !ready, testId: `lobby-list-${type}` }))}
        />
        {filtersShown && (
          <div className={styles.filters}>
            <label className={styles.search}>
              <Icon name="SEARCH" size={18} />
              <span className="visually-hidden">{t('search_label')}</span>
              <input
                type="search"
                disabled={!ready}
                value={draft}
                maxLength={50}
                placeholder={t('search_placeholder')}
                onChange={(e) => setDraft(e.target.value)}
                data-testid="lobby-search"
              />
            </label>
            <label className={styles.select}>
              <span>{t('min_bet')}</span>
              <select disabled={!ready} value={state.minBet} onChange={(e) => go({ minBet: e.target.value })} data-testid="lobby-min-bet">
                <option value="">{t('all')}</option>
                {MIN_BETS.map((bet) => (
                  <option key={bet} value={bet}>
                    {bet}
                  </option>
                ))}
              </select>
            </label>
            {classes.length > 0 && (
              <label className={styles.select}>
                <span>{t('classify')}</span>
                <select disabled={!ready} value={state.classify} onChange={(e) => go({ classify: e.target.value })} data-testid="lobby-classify">
                  <option value="">{t('all')}</option>
                  {classes.map((c) => (
                    <option key={c.key} value={c.key}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        )}
      </div>

      <section aria-label={tTypes(category)} aria-busy={listed.isLoading} className={styles.results}>
        {memberList && session !== undefined && !member ? (
          <EmptyState
            title={guard?.kind === 'real-account-needed' ? t('real_account_needed') : tErrors('session_expired')}
            action={
              guard?.kind === 'login' ? (
                <button type="button" className="button" onClick={() => openLogin('required')} data-testid="lobby-login">
                  {t('login')}
                </button>
              ) : undefined
            }
            testId="lobby-member-only"
          />
        ) : listed.error && !page ? (
          <ErrorState message={t('error')} onRetry={() => void listed.mutate()} retrying={listed.isValidating} testId="lobby-error" />
        ) : !page ? (
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: pageSizeOf(category) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while the games load: no data, nothing to tell apart
              <li key={i} className={styles.placeholder} />
            ))}
          </ul>
        ) : page.games.length === 0 ? (
          <EmptyState title={t('empty')} testId="lobby-empty" />
        ) : (
          <>
            {/* The list's heading (its tiles' names are h3): the count of games found. */}
            <h2 className={styles.total} data-testid="lobby-total">
              {t('total', { count: page.total })}
            </h2>
            <ul className={styles.grid} data-testid="lobby-games">
              {page.games.map((game) => (
                <li key={game.nodeId}>
                  <GameTile
                    game={game}
                    vendor={marks.get(game.vassalage)}
                    action={category === 'PVP' ? { label: t('rooms'), onPress: () => setRoomsOf(game), testId: 'game-tile-rooms' } : undefined}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={state.page}
              pageCount={page.totalPages}
              onPageChange={(p) => {
                go({ page: p });
                topRef.current?.scrollIntoView({ block: 'start' });
              }}
              testId="lobby-pagination"
            />
          </>
        )}
      </section>
      {roomsOf && <PvpRoomsModal game={roomsOf} onClose={() => setRoomsOf(null)} />}
    </div>
  );
}

/** The classification filter's options: the slot list for RNG, else the current vendor's classes of the type. */
function useVendorClasses(
  slot: string[] | null,
  vendor: string,
  gameType: string,
  language: string,
  initial: { key: string; types: VendorClasses } | null,
): { key: string; name: string }[] {
  const t = useTranslations('lobby');
  const call = slot === null && vendor ? games.vendorGameTypes(vendor, language) : null;
  const drawn = initial !== null && initial.key === call?.path;
  const types = useSWR(call?.path ?? null, () => send(call!), {
    onErrorRetry: noPointlessRetry,
    revalidateOnFocus: false,
    fallbackData: drawn ? initial.types : undefined,
    revalidateOnMount: !drawn,
  });
  if (slot) return slot.map((key) => ({ key, name: t(`classify_${key}` as 'classify_JACKPOT') }));
  return types.data?.[gameType] ?? [];
}
