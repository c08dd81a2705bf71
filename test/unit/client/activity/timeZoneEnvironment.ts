import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JsdomWithFetch from '../../jsdomWithFetch';

/**
 * The screen-test environment plus a global `setViewerTimeZone(zone)`, for the viewer's local days.
 * Jest gives tests a copy of process.env, where setting TZ moves no clock; this sets the
 * worker's own (Node hands it to the date library at once) and restores it when the file is done.
 */
export default class TimeZoneEnvironment extends JsdomWithFetch {
  private readonly original = process.env.TZ;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.global.setViewerTimeZone = (zone: string) => {
      process.env.TZ = zone;
    };
  }

  override async teardown() {
    if (this.original === undefined) delete process.env.TZ;
    else process.env.TZ = this.original;
    await super.teardown();
  }
}
