/** Scene time: live (the wall clock) or a fixed instant that playback moves towards now. */
export class SceneClock {
  /** null = live (follows the wall clock). */
  private fixedTime: number | null = null;
  private playing = false;
  private speed = 1;

  get time(): number {
    return this.fixedTime ?? Date.now();
  }
  get isLive() {
    return this.fixedTime === null;
  }
  get isPlaying() {
    return this.playing;
  }

  set(ms: number | null) {
    this.fixedTime = ms === null || ms >= Date.now() - 500 ? null : ms;
  }
  setPlaying(p: boolean) {
    this.playing = p;
    if (p && this.fixedTime === null) this.fixedTime = Date.now() - 24 * 3600_000;
  }
  setSpeed(s: number) {
    this.speed = s;
  }

  /** One frame of playback; reaching the wall clock goes live and stops. */
  advance(realDt: number, simRate: number) {
    if (!this.playing || this.fixedTime === null) return;
    this.fixedTime += realDt * 1000 * this.speed * simRate;
    if (this.fixedTime >= Date.now()) {
      this.fixedTime = null;
      this.playing = false;
    }
  }
}
