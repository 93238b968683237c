/**
 * The astrophotography planner (issue 35, item 5): which catalogue objects cross a camera's field pointed at a target
 * during a window, and the clean sub-windows. The optics presets live here because the web's picker and the server's
 * validation read the same list; their angles are computed by @cosmos/astro fieldFromOptics.
 */
import { z } from 'zod';
import { IsoDateTime } from './iso-time.ts';
import { ObserverStation } from './celestial.ts';

export interface OpticsPreset {
  id: string;
  kind: 'camera' | 'telescope';
  /** Shown as is: a product-neutral description of sensor and optics. */
  label: string;
  sensorWidthMm: number;
  sensorHeightMm: number;
  focalMm: number;
}

/** Common sensor formats behind common lenses and telescopes (focal length as used, reducers included). */
export const OPTICS_PRESETS: readonly OpticsPreset[] = [
  { id: 'ff-14', kind: 'camera', label: 'Full frame · 14 mm', sensorWidthMm: 36, sensorHeightMm: 24, focalMm: 14 },
  { id: 'ff-24', kind: 'camera', label: 'Full frame · 24 mm', sensorWidthMm: 36, sensorHeightMm: 24, focalMm: 24 },
  { id: 'ff-50', kind: 'camera', label: 'Full frame · 50 mm', sensorWidthMm: 36, sensorHeightMm: 24, focalMm: 50 },
  { id: 'ff-135', kind: 'camera', label: 'Full frame · 135 mm', sensorWidthMm: 36, sensorHeightMm: 24, focalMm: 135 },
  { id: 'ff-200', kind: 'camera', label: 'Full frame · 200 mm', sensorWidthMm: 36, sensorHeightMm: 24, focalMm: 200 },
  { id: 'apsc-300', kind: 'camera', label: 'APS-C · 300 mm', sensorWidthMm: 23.5, sensorHeightMm: 15.6, focalMm: 300 },
  {
    id: 'm43-400',
    kind: 'camera',
    label: 'Micro Four Thirds · 400 mm',
    sensorWidthMm: 17.3,
    sensorHeightMm: 13,
    focalMm: 400,
  },
  {
    id: 'refractor-80-480',
    kind: 'telescope',
    label: '80 mm refractor f/6 (480 mm) · APS-C',
    sensorWidthMm: 23.5,
    sensorHeightMm: 15.6,
    focalMm: 480,
  },
  {
    id: 'newton-200-800',
    kind: 'telescope',
    label: '200 mm Newtonian f/4 (800 mm) · full frame',
    sensorWidthMm: 36,
    sensorHeightMm: 24,
    focalMm: 800,
  },
  {
    id: 'sct-8-2032',
    kind: 'telescope',
    label: '8″ Schmidt-Cassegrain (2032 mm) · 1″ sensor',
    sensorWidthMm: 13.2,
    sensorHeightMm: 8.8,
    focalMm: 2032,
  },
  {
    id: 'sct-8-1280',
    kind: 'telescope',
    label: '8″ Schmidt-Cassegrain, f/6.3 reducer (1280 mm) · APS-C',
    sensorWidthMm: 23.5,
    sensorHeightMm: 15.6,
    focalMm: 1280,
  },
];

/** Longest window one request may search (hours): a night's imaging session. */
export const FIELD_PLANNER_MAX_HOURS = 12;

const Deg = (min: number, max: number) => z.number().min(min).max(max);

export const FieldOfViewInput = z.discriminatedUnion('shape', [
  z.object({
    shape: z.literal('rect'),
    // Up to 120°: a 14 mm lens on full frame sees 104° × 81° (the tangent plane holds fields well past that).
    widthDeg: Deg(0.01, 120),
    heightDeg: Deg(0.01, 120),
    rotationDeg: Deg(-360, 360).default(0).describe("the frame's up side from north through east"),
  }),
  z.object({ shape: z.literal('circle'), diameterDeg: Deg(0.01, 120) }),
]);

export const FieldTargetInput = z.union([
  z.object({ name: z.string().trim().min(1).max(60).describe('a star, planet, Messier object or deep-sky name') }),
  z.object({ raDeg: Deg(0, 360).describe('J2000'), decDeg: Deg(-90, 90).describe('J2000') }),
]);

export const FieldPlanBody = z.object({
  target: FieldTargetInput,
  fov: FieldOfViewInput,
  from: IsoDateTime,
  to: IsoDateTime,
  minCleanMinutes: z.number().min(0).max(600).default(5).describe('shortest clean sub-window reported'),
  minAltitudeDeg: Deg(0, 80).default(10).describe("crossings are searched while the field's centre is this high"),
  locationId: z.string().uuid().optional(),
});
export type FieldPlanBody = z.input<typeof FieldPlanBody>;

export const FieldPlanExportBody = FieldPlanBody.extend({ format: z.enum(['csv', 'ics']) });
export type FieldPlanExportBody = z.input<typeof FieldPlanExportBody>;

const Window = z.object({ start: z.string(), end: z.string() });

export const FieldCrossingRow = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string().describe('enters the field'),
  end: z.string().describe('leaves the field'),
  clippedStart: z.boolean().describe('already in the field when the search began'),
  clippedEnd: z.boolean().describe('still in the field when the search ended'),
  closestTime: z.string(),
  separationDeg: z.number().describe("closest approach to the field's centre"),
  azimuthDeg: z.number(),
  elevationDeg: z.number(),
  magnitude: z.number().nullable().describe('brightest predicted while in the field; null in the Earth\u2019s umbra'),
  sigma: z.number().nullable().describe('1 σ of the magnitude'),
  sunlit: z.boolean(),
});
export type FieldCrossingRow = z.infer<typeof FieldCrossingRow>;

export const FieldPlan = z.object({
  station: ObserverStation,
  target: z.object({ name: z.string().nullable(), raDeg: z.number(), decDeg: z.number() }),
  fov: z.object({ widthDeg: z.number(), heightDeg: z.number(), shape: z.enum(['rect', 'circle']) }),
  from: z.string(),
  to: z.string(),
  fieldUp: z.array(Window).describe("when the field's centre is at least minAltitudeDeg high"),
  clean: z.array(Window).describe('no sunlit object crosses the field; at least minCleanMinutes long'),
  crossings: z.array(FieldCrossingRow),
  satellites: z.number().describe('catalogue objects searched'),
  computeMs: z.number(),
});
export type FieldPlan = z.infer<typeof FieldPlan>;
