/**
 * A quiet ambient hum (two detuned low oscillators through a low-pass), scaled by the Settings volume.
 * Browsers only allow audio after a user gesture, so nothing starts until the first pointer or key.
 */
export class AmbientAudio {
  private ctx: AudioContext | null = null;
  private gain: GainNode | null = null;
  private volume = 0.7;
  private readonly start = () => this.begin();

  constructor(private readonly target: EventTarget = window) {
    target.addEventListener('pointerdown', this.start, { once: true });
    target.addEventListener('keydown', this.start, { once: true });
  }

  /** 0–100 from GET /api/settings. */
  setVolume(v: number) {
    this.volume = Math.min(100, Math.max(0, v)) / 100;
    if (this.gain && this.ctx) this.gain.gain.setTargetAtTime(this.level(), this.ctx.currentTime, 0.2);
  }

  get running() {
    return this.ctx?.state === 'running';
  }

  private level() {
    return 0.05 * this.volume * this.volume; // perceptual curve; 0.05 keeps it a background hum
  }

  private begin() {
    if (this.ctx || typeof AudioContext === 'undefined') return;
    const ctx = new AudioContext();
    const gain = ctx.createGain();
    gain.gain.value = 0;
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = 320;
    for (const [f, type] of [
      [55, 'sine'],
      [55.4, 'triangle'],
      [110.3, 'sine'],
    ] as const) {
      const o = ctx.createOscillator();
      o.type = type;
      o.frequency.value = f;
      o.connect(filter);
      o.start();
    }
    filter.connect(gain).connect(ctx.destination);
    gain.gain.setTargetAtTime(this.level(), ctx.currentTime, 0.8);
    this.ctx = ctx;
    this.gain = gain;
  }

  dispose() {
    this.target.removeEventListener('pointerdown', this.start);
    this.target.removeEventListener('keydown', this.start);
    void this.ctx?.close();
    this.ctx = null;
  }
}
