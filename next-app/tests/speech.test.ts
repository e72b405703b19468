import { describe, expect, it } from 'vitest';
import { pickVoice } from '../lib/shell/speech';

describe('the notice audio voice', () => {
  const voice = (lang: string, extra: { default?: boolean; localService?: boolean } = {}) => ({
    lang,
    default: extra.default ?? false,
    localService: extra.localService ?? false,
  });

  it('takes only a voice of the page language, the default first, then one on the device', () => {
    const voices = [voice('en-US', { default: true }), voice('th-TH'), voice('th-TH', { localService: true })];
    expect(pickVoice(voices, 'th')).toBe(voices[2]);
    expect(pickVoice([voice('th_TH'), voice('th-TH', { default: true })], 'th')?.default).toBe(true);
    expect(pickVoice(voices, 'en')).toBe(voices[0]);
  });

  it('answers none when the browser has no voice for the language, never another language', () => {
    expect(pickVoice([], 'th')).toBeNull();
    expect(pickVoice([voice('en-US', { default: true }), voice('zh-CN')], 'th')).toBeNull();
  });

  it('knows the other tags of Tagalog and Indonesian', () => {
    expect(pickVoice([voice('fil-PH')], 'tl')?.lang).toBe('fil-PH');
    expect(pickVoice([voice('in-ID')], 'id')?.lang).toBe('in-ID');
    expect(pickVoice([voice('zh-TW')], 'zh')?.lang).toBe('zh-TW');
  });
});
