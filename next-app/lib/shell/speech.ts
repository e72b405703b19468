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

/** The page's language named in itself ("ไทย", "English"), for the message that no voice reads it. */
export function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** A press that is still looking for a voice: a second press then does nothing. */
let starting = false;

/**
 * The audio control's press while it is off (the component keeps only `playing` and the way to stop, so the
 * page's first load carries none of this): reads `titles` aloud one after the other in a voice of `locale`,
 * putting the way to stop in `stop` and telling `setPlaying`; without such a voice nothing is read and
 * `unavailable` gets the language's name. The reading ends by itself after the last title, or when the engine
 * gives up (then `unavailable` too; our own stop, which the engine reports as `interrupted` or `canceled`, is no failure).
 */
export async function startReading(
  titles: readonly string[],
  locale: string,
  stop: { current: (() => void) | null },
  setPlaying: (playing: boolean) => void,
  unavailable: (language: string) => void,
): Promise<void> {
  if (starting || stop.current) return;
  starting = true;
  const voice = await voiceFor(locale).finally(() => {
    starting = false;
  });
  if (!voice) return unavailable(languageName(locale));
  const speech = window.speechSynthesis;
  let live = true;
  const end = (failed: boolean) => {
    if (!live) return;
    live = false;
    stop.current = null;
    setPlaying(false);
    if (failed) {
      speech.cancel();
      unavailable(languageName(locale));
    }
  };
  titles.forEach((title, index) => {
    const utterance = new SpeechSynthesisUtterance(title);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    if (index === titles.length - 1) utterance.onend = () => end(false);
    utterance.onerror = (event) => {
      if (event.error !== 'interrupted' && event.error !== 'canceled') end(true);
    };
    speech.speak(utterance);
  });
  stop.current = () => {
    live = false;
    speech.cancel();
  };
  setPlaying(true);
}
