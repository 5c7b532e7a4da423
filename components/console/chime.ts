/**
 * A short two-note chime for a new order, made by the Web Audio API: no sound file to load. The
 * browser lets a page play sound only after the person has touched it, which the board's "sound
 * on" button is; the context made then is kept and reused.
 */
let context: AudioContext | null = null;

/** Called from the click that turns sound on: makes (or resumes) the audio context. */
export function unlockChime(): void {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  void context.resume();
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
