/**
 * Reading the notice titles aloud (spec 000 §4 "Other": the notice audio player starts not playing and toggles)
 * with the browser's speech synthesis, only in a voice of the page's language: a voice of another language reads
 * Thai or Arabic titles as noise or skips them, so without one the control says it cannot read aloud here.
 */

/** Other tags browsers give a language's voices (Filipino for Tagalog; Indonesian's old code). */
const ALIASES: Record<string, readonly string[]> = { tl: ['tl', 'fil'], id: ['id', 'in'], he: ['he', 'iw'] };

/** The voice to read `locale`'s text with: one of its language (the browser's default first, then one on this device), or null. */
export function pickVoice<V extends Pick<SpeechSynthesisVoice, 'lang' | 'default' | 'localService'>>(voices: readonly V[], locale: string): V | null {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  const accepted = ALIASES[language] ?? [language];
  const matching = voices.filter((v) => accepted.includes(v.lang.toLowerCase().split(/[-_]/)[0] ?? ''));
  return matching.find((v) => v.default) ?? matching.find((v) => v.localService) ?? matching[0] ?? null;
}

/**
 * The browser's voices: Chromium lists none until it has loaded them (`voiceschanged`), so an empty list is
 * waited on for up to `waitMs`; a browser with none at all answers an empty list then.
 */
export function loadVoices(speech: SpeechSynthesis, waitMs = 1000): Promise<SpeechSynthesisVoice[]> {
  const now = speech.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      speech.removeEventListener('voiceschanged', done);
      resolve(speech.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    speech.addEventListener('voiceschanged', done);
  });
}

/** A voice of the page's language in this browser, or null (no speech synthesis, or no voice for it). */
export async function voiceFor(locale: string): Promise<SpeechSynthesisVoice | null> {
  const speech = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!speech || typeof SpeechSynthesisUtterance === 'undefined') return null;
  return pickVoice(await loadVoices(speech), locale);
}
