'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/Icon';
import { Modal } from '@/components/ui/Modal';
import { clampOffset, maxOffset, offsetAfterDrag, offsetAfterKey, sliderKey } from '@/lib/access/slider';
import { send } from '@/lib/bff/browser';
import { access } from '@/lib/bff/calls';
import { isBffError, type BffError } from '@/lib/bff/errors';
import type { HumanChallenge } from '@/lib/bff/calls/access';
import { useErrorText } from './use-error-text';
import styles from './SliderCheck.module.css';

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'checking' } | { kind: 'error'; error: BffError | null };

/**
 * The slider human check: a picture with a gap and a piece to slide into it, answered to the BFF, which
 * decides (position within tolerance, not too fast, each picture answered once). Pointer: drag the handle and
 * let go. Keyboard: arrow keys move the piece, Enter answers. A wrong answer brings a new picture.
 */
export function SliderCheck({ onDone }: { onDone: (passed: boolean) => void }) {
  const t = useTranslations('access');
  const errorText = useErrorText();
  const [challenge, setChallenge] = useState<HumanChallenge | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [offset, setOffset] = useState(0);
  const [failed, setFailed] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  // When the visitor began moving the piece (the BFF refuses answers given too fast).
  const startedAt = useRef<number | null>(null);
  const drag = useRef<{ pointerId: number; startX: number; startOffset: number } | null>(null);

  const load = useCallback(async () => {
    setStatus({ kind: 'loading' });
    setOffset(0);
    startedAt.current = null;
    try {
      setChallenge(await send(access.humanCheck()));
      setStatus({ kind: 'ready' });
    } catch (err) {
      setChallenge(null);
      setStatus({ kind: 'error', error: isBffError(err) ? err : null });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const max = challenge ? maxOffset(challenge.width, challenge.pieceSize) : 0;
  const ready = status.kind === 'ready' && challenge !== null;

  async function answer(x: number) {
    if (!ready) return;
    const durationMs = startedAt.current === null ? 0 : Math.round(performance.now() - startedAt.current);
    setStatus({ kind: 'checking' });
    try {
      await send(access.answerHumanCheck(challenge.id, { x, durationMs }));
      onDone(true);
    } catch (err) {
      if (isBffError(err) && err.kind === 'rejected') {
        // Wrong place, too fast or expired: each picture is answered once, so a new one.
        setFailed(true);
        await load();
      } else {
        setStatus({ kind: 'error', error: isBffError(err) ? err : null });
      }
    }
  }

  function begin() {
    startedAt.current ??= performance.now();
    setFailed(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!ready) return;
    const action = sliderKey(event.key, event.shiftKey);
    if (action === null) return;
    event.preventDefault();
    if (action === 'submit') {
      void answer(offset);
      return;
    }
    const next = offsetAfterKey(offset, action, max);
    if (next !== null) {
      begin();
      setOffset(next);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!ready || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startOffset: offset };
    begin();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId || !challenge) return;
    const shown = stageRef.current?.getBoundingClientRect().width ?? 0;
    setOffset(offsetAfterDrag(d.startOffset, event.clientX - d.startX, shown, challenge.width, max));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!challenge) return;
    const shown = stageRef.current?.getBoundingClientRect().width ?? 0;
    void answer(offsetAfterDrag(d.startOffset, event.clientX - d.startX, shown, challenge.width, max));
  }

  const percent = (px: number, of: number) => `${(px / of) * 100}%`;

  return (
    <Modal open title={t('human_check_title')} onClose={() => onDone(false)} size="sm" closeOnCover={false} testId="human-check-modal">
      <div className={styles.check} data-testid="human-check" data-challenge-id={challenge?.id ?? ''} data-status={status.kind}>
        <p id="human-check-hint" className={styles.hint}>
          {t('human_check_hint')}
        </p>
        <div
          ref={stageRef}
          className={styles.stage}
          dir="ltr"
          style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}`, maxInlineSize: `${challenge.width}px` } : undefined}
          aria-busy={status.kind === 'loading'}
        >
          {challenge && (
            <>
              {/* biome-ignore lint/performance/noImgElement: an inline PNG (a data: URL) from the BFF, not an optimisable file */}
              <img className={styles.background} src={challenge.background} alt={t('human_check_image')} draggable={false} />
              {/* biome-ignore lint/performance/noImgElement: the puzzle piece, an inline PNG from the BFF like the picture */}
              <img
                className={styles.piece}
                src={challenge.piece}
                alt=""
                draggable={false}
                style={{
                  insetInlineStart: percent(offset, challenge.width),
                  insetBlockStart: percent(challenge.pieceY, challenge.height),
                  inlineSize: percent(challenge.pieceSize, challenge.width),
                }}
              />
            </>
          )}
          {status.kind === 'error' && (
            <div className={styles.overlay} role="alert" data-testid="human-check-error">
              <p>{errorText(status.error)}</p>
              <button type="button" className="button" onClick={() => void load()} data-testid="human-check-retry">
                {t('human_check_new')}
              </button>
            </div>
          )}
        </div>
        <div className={styles.track} dir="ltr" style={challenge ? { maxInlineSize: `${challenge.width}px` } : undefined}>
          <div className={styles.fill} style={{ inlineSize: challenge ? percent(offset, challenge.width) : 0 }} />
          <div
            className={styles.handle}
            role="slider"
            tabIndex={0}
            data-autofocus
            aria-label={t('human_check_slider')}
            aria-describedby="human-check-hint"
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={offset}
            aria-disabled={!ready}
            style={{ insetInlineStart: challenge ? percent(offset, challenge.width) : 0 }}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              drag.current = null;
              setOffset((x) => clampOffset(x, max));
            }}
            data-testid="human-check-handle"
          >
            <Icon name="CHEVRON_END" size={18} />
          </div>
        </div>
        <div className={styles.footer}>
          <p className={styles.message} aria-live="polite" data-testid="human-check-message">
            {status.kind === 'checking' ? t('human_check_checking') : failed ? t('human_check_failed') : ''}
          </p>
          <button
            type="button"
            className={styles.refresh}
            onClick={() => void load()}
            disabled={status.kind === 'loading' || status.kind === 'checking'}
            aria-label={t('human_check_new')}
            data-testid="human-check-refresh"
          >
            <Icon name="REFRESH" size={18} />
          </button>
        </div>
      </div>
    </Modal>
  );
}
