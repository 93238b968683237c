export * from './common.ts';
export * from './auth.ts';
export * from './settings.ts';
export * from './billing.ts';
export * from './content.ts';
export * from './vr.ts';
export * from './socket.ts';
export * from './celestial.ts';
