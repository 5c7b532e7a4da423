/**
 * A short two-note chime for a new order, made by the Web Audio API: no sound file to load. The
 * browser lets a page play sound only after the person has touched it: the board unlocks it on
 * the first click or key press anywhere on the page (sound is on unless muted, ADR 0028); the
 * context made then is kept and reused.
 */
let context: AudioContext | null = null;

/** Called from the click that turns sound on: makes (or resumes) the audio context. */
function unlockChime(): void {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  void context.resume();
}

/**
 * Unlocks the chime on the first click, tap or key press anywhere on the page; answers how to stop
 * listening. `onUnlocked` is told once it happened.
 */
export function unlockChimeOnGesture(onUnlocked: () => void): () => void {
  // The click, not the pointer going down: what the page shows changes once it is unlocked, and a
  // change between down and up would move the button being pressed from under the pointer.
  const events = ['click', 'keydown'] as const;
  const unlock = () => {
    unlockChime();
    stop();
    onUnlocked();
  };
  const stop = () => {
    for (const e of events) document.removeEventListener(e, unlock, true);
  };
  for (const e of events) document.addEventListener(e, unlock, true);
  return stop;
}

export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [i, frequency] of [880, 1175].entries()) {
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    const at = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    tone.connect(gain).connect(context.destination);
    tone.start(at);
    tone.stop(at + 0.32);
  }
}
