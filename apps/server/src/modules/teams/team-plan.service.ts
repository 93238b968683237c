/**
 * What the entitlements module asks the teams module: whether a user borrows Enterprise from a team. Apart from
 * teams.service.ts because that file imports entitlements (one file each way would be an import cycle).
 */
export { inActiveEnterpriseTeam } from './teams.repository.ts';
