import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { GoldenEgg } from '../../components/activities/GoldenEgg';
import type { GameProps } from '../../components/activities/game';
import { PrizeWheel } from '../../components/activities/PrizeWheel';
import { RedEnvelope } from '../../components/activities/RedEnvelope';
import { segmentAt } from '../../lib/activities/wheel';
import { renderUi } from './render';

const prizes = [
  { index: 0, name: '฿8', amount: 8 },
  { index: 1, name: '฿18', amount: 18 },
  { index: 2, name: '฿88', amount: 88 },
  { index: 3, name: '฿288', amount: 288 },
  { index: 4, name: '฿888', amount: 888 },
];
const drawn = { amount: 288, prize: '฿288', prizeIndex: 3, time: 1, balance: 12633.67, chancesLeft: 1 };

function props(over: Partial<GameProps> = {}): GameProps {
  return { prizes, drawn: null, choice: null, phase: 'ready', motion: true, canPlay: true, onPlay: vi.fn(), onRevealed: vi.fn(), ...over };
}

/** The wheel's rotation as its style says, in degrees. */
const rotation = (wheel: HTMLElement) => Number(/rotate\((-?[\d.]+)deg\)/.exec(wheel.style.transform)?.[1]);

describe('PrizeWheel', () => {
  it('shows every prize as a segment and names them for screen readers', () => {
    renderUi(<PrizeWheel {...props()} />);
    expect(screen.getAllByTestId('activity-wheel-segment').map((s) => s.textContent)).toEqual(['฿8', '฿18', '฿88', '฿288', '฿888']);
    expect(screen.getByRole('img', { name: 'Prize wheel: ฿8, ฿18, ฿88, ฿288, ฿888' })).toBeTruthy();
  });

  it('spins to the drawn prize and says so only once it has stopped', () => {
    const onRevealed = vi.fn();
    const { rerender } = renderUi(<PrizeWheel {...props({ onRevealed })} />);
    rerender(<PrizeWheel {...props({ onRevealed, drawn, phase: 'revealing' })} />);
    const wheel = screen.getByTestId('activity-wheel');
    expect(wheel.dataset.spinning).toBe('true');
    expect(rotation(wheel)).toBeGreaterThanOrEqual(5 * 360);
    expect(segmentAt(rotation(wheel), prizes.length)).toBe(3);
    expect(onRevealed).not.toHaveBeenCalled();
    fireEvent.transitionEnd(wheel, { propertyName: 'transform' });
    expect(onRevealed).toHaveBeenCalled();
  });

  it('without motion stands on the prize at once, without a transition', () => {
    const onRevealed = vi.fn();
    const { rerender } = renderUi(<PrizeWheel {...props({ onRevealed, motion: false })} />);
    rerender(<PrizeWheel {...props({ onRevealed, motion: false, drawn, phase: 'revealing' })} />);
    const wheel = screen.getByTestId('activity-wheel');
    expect(onRevealed).toHaveBeenCalled();
    expect(wheel.dataset.spinning).toBeUndefined();
    expect(rotation(wheel)).toBeLessThan(360);
    expect(segmentAt(rotation(wheel), prizes.length)).toBe(3);
  });

  it('does not turn for a prize it cannot find on the wheel, and says the result at once', () => {
    const onRevealed = vi.fn();
    const { rerender } = renderUi(<PrizeWheel {...props({ onRevealed })} />);
    rerender(<PrizeWheel {...props({ onRevealed, drawn: { ...drawn, prize: 'A car', prizeIndex: 9 }, phase: 'revealing' })} />);
    expect(rotation(screen.getByTestId('activity-wheel'))).toBe(0);
    expect(onRevealed).toHaveBeenCalled();
  });

  it('plays on a press only when it may', () => {
    const onPlay = vi.fn();
    const { rerender } = renderUi(<PrizeWheel {...props({ onPlay, canPlay: false })} />);
    const spin = screen.getByRole('button', { name: 'Spin' });
    expect(spin.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(spin);
    expect(onPlay).not.toHaveBeenCalled();
    rerender(<PrizeWheel {...props({ onPlay })} />);
    fireEvent.click(spin);
    expect(onPlay).toHaveBeenCalledTimes(1);
  });
});

describe('GoldenEgg', () => {
  it('offers eggs to pick by name; the picked one cracks on the prize drawn', () => {
    const onPlay = vi.fn();
    const { rerender } = renderUi(<GoldenEgg {...props({ onPlay })} />);
    const eggs = screen.getByRole('group', { name: 'Pick a golden egg to crack' });
    expect(eggs.querySelectorAll('button')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Egg 3' }));
    expect(onPlay).toHaveBeenCalledWith(3);
    rerender(<GoldenEgg {...props({ onPlay, drawn, choice: 3, phase: 'shown' })} />);
    const third = screen.getByRole('button', { name: 'Egg 3' });
    expect(third.dataset.cracked).toBe('true');
    expect(third.textContent).toContain('฿288');
    expect(document.querySelectorAll('[data-cracked]')).toHaveLength(1);
  });

  it('without motion shows the prize at once', () => {
    const onRevealed = vi.fn();
    renderUi(<GoldenEgg {...props({ onRevealed, motion: false, drawn, choice: 1, phase: 'revealing' })} />);
    expect(onRevealed).toHaveBeenCalled();
  });
});

describe('RedEnvelope', () => {
  it('opens on the amount paid once its animation ends, or at once without motion', () => {
    const onRevealed = vi.fn();
    const { rerender } = renderUi(<RedEnvelope {...props({ onRevealed })} />);
    const envelope = screen.getByRole('button', { name: 'Open the red envelope' });
    expect(screen.getByTestId('activity-prize').textContent).toBe('');
    rerender(<RedEnvelope {...props({ onRevealed, drawn, phase: 'revealing' })} />);
    expect(envelope.dataset.open).toBe('true');
    expect(screen.getByTestId('activity-prize').textContent).toContain('฿288');
    expect(onRevealed).not.toHaveBeenCalled();
    // jsdom has no AnimationEvent (React then listens under the prefixed name): an event carrying the card's
    // animation, its name hashed by the CSS module.
    const card = screen.getByTestId('activity-prize');
    act(() => {
      for (const type of ['animationend', 'webkitAnimationEnd']) {
        card.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { animationName: 'RedEnvelope-module__x__open-card' }));
      }
    });
    expect(onRevealed).toHaveBeenCalled();

    const still = vi.fn();
    rerender(<RedEnvelope {...props({ onRevealed: still, motion: false, drawn: { ...drawn }, phase: 'revealing' })} />);
    expect(still).toHaveBeenCalled();
  });
});
