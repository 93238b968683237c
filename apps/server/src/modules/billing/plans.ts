// The plan catalogue is product data both apps and the seed read, so it is written once in @cosmos/contracts.
export { PLANS, PLAN_RANK } from '@cosmos/contracts';

export const centsToUsd = (cents: number) => cents / 100;
