import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field } from '../../components/ui/Field';
import { QrCode, qrSvgDataUrl } from '../../components/ui/QrCode';
import { SafeHtml, sanitisedByBff } from '../../components/ui/SafeHtml';
import { Skeleton } from '../../components/ui/Skeleton';
import { renderUi } from './render';

describe('Field', () => {
  it('ties label, hint and error to the control', () => {
    renderUi(
      <Field label="Username" hint="6 to 16 letters or digits" error="Please enter your username." required testId="reg-username">
        {(control) => <input {...control} name="username" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /^Username/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['6 to 16 letters or digits', 'Please enter your username.']);
    expect(screen.getByTestId('reg-username-error').textContent).toBe('Please enter your username.');
  });

  it('without an error the control is neither invalid nor described by one', () => {
    renderUi(<Field label="Password">{(control) => <input {...control} type="password" />}</Field>);
    const input = screen.getByLabelText('Password');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-required')).toBe(false);
  });
});

describe('QrCode', () => {
  it('draws the value black on white, with the default size and margin, as an image with its label', async () => {
    renderUi(<QrCode value="https://veneer.example/down?os=android" label="Android download" />);
    const box = screen.getByTestId('qr-code');
    expect(box.style.width).toBe('200px');
    expect(box.style.padding).toBe('20px');
    // Labelled while the encoder loads, then the code itself carries the label.
    expect(box.getAttribute('aria-label')).toBe('Android download');
    await waitFor(() => expect(box.querySelector('img')).not.toBeNull());
    const image = screen.getByRole('img', { name: 'Android download' });
    expect(image.tagName).toBe('IMG');
    expect(box.hasAttribute('aria-label')).toBe(false);
    expect(image.getAttribute('width')).toBe('160');
    const svg = decodeURIComponent(image.getAttribute('src')!.replace('data:image/svg+xml,', ''));
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('#000000');
    expect(svg).toContain('#ffffff');
  });

  it('is 80px in the side bar, with a centred logo at a fifth of the code', async () => {
    renderUi(<QrCode value="https://veneer.example/down?os=ios" label="iOS download" size={80} margin={4} logoSrc="/bff/brand/icon.png" />);
    await waitFor(() => expect(screen.getByTestId('qr-code').querySelector('img')).not.toBeNull());
    const logo = screen.getByTestId('qr-code').querySelector('img[alt=""]')!;
    expect(logo.getAttribute('src')).toBe('/bff/brand/icon.png');
    expect(logo.getAttribute('width')).toBe(String(Math.round(72 * 0.2)));
  });

  it('encodes the same value to the same code, and a different value to another', async () => {
    const a = await qrSvgDataUrl('https://a.example');
    expect(await qrSvgDataUrl('https://a.example')).toBe(a);
    expect(await qrSvgDataUrl('https://b.example')).not.toBe(a);
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised upstream HTML as markup in a styled div', () => {
    renderUi(<SafeHtml html={sanitisedByBff('<h3>Terms</h3><p>Play <a href="/help#term">fair</a>.</p>')} testId="notice" />);
    const box = screen.getByTestId('notice');
    expect(box.tagName).toBe('DIV');
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'fair' }).getAttribute('href')).toBe('/help#term');
  });
});

describe('states', () => {
  it('EmptyState says there is nothing, in the page language', () => {
    renderUi(<EmptyState />, { locale: 'th' });
    expect(screen.getByTestId('empty-state').textContent).toBe('ยังไม่มีรายการ');
  });

  it('ErrorState shows the message and retries', async () => {
    const retry = vi.fn();
    renderUi(<ErrorState message="Winners could not be loaded." onRetry={retry} />);
    expect(screen.getByText('Winners could not be loaded.').getAttribute('aria-live')).toBe('polite');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState shows the retry busy while it runs', async () => {
    renderUi(<ErrorState onRetry={() => {}} retrying />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', true));
    expect(screen.getByTestId('error-state').textContent).toContain('This could not be loaded.');
  });

  it('Skeleton is hidden from screen readers and draws the asked lines', () => {
    renderUi(<Skeleton lines={3} height={12} />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.children).toHaveLength(3);
    expect((skeleton.children[2] as HTMLElement).style.width).toBe('60%');
  });
});
