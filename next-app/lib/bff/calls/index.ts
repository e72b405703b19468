/** One function per BFF call, by area. Send them with `send` (browser) or `fetchPublic` (server). */
export * as games from './games';
export * as member from './member';
export * as password from './password';
export * as access from './access';
export * as register from './register';
export * as site from './site';
export * as lottery from './lottery';
export * as community from './community';
export * as mall from './mall';
export * as promotions from './promotions';
export * as raffles from './raffles';
export * as records from './records';
export * as feedback from './feedback';
export * as money from './money';
export * as agent from './agent';
export * as agentTeam from './agent-team';
export * as agentPay from './agent-pay';
