import { firstStr, isObj, num, str, type Obj } from '../bff/parse';

/** A game as every list of the upstream gives it (spec 001 §3 "Game"), normalised. */
export interface Game {
  nodeId: string;
  gameId: string;
  gameType: string;
  /** The vendor code (`PG`, `JL`, …). */
  vassalage: string;
  /** The first of gameName, displayName, nodeName, title; else the game's code; else ''. */
  name: string;
  /** The tile image: the first of iconUrl, showIcon, lagerIcon, url. */
  image: string;
  /** The vendor's default art, shown when the image fails. */
  defaultImage: string;
  /** 0 = has a free trial (spec 001 §2 "Game tile"). */
  supportPlay: number | null;
  /** `VASSALAGE` = opens a list of sub-games (spec 001 §4). */
  isGame: string;
  minBet: number | null;
  /** The lottery play type a lottery item opens at (spec 001 §4 "Launch routing"), or ''. */
  defaultPlayType: string;
  /** The vendor's account type the launch names (spec 001 §3 "Launch items"), or ''. */
  accountTypeName: string;
}

/**
 * A game of any list. Only the node id is required: a game without a name or picture is still a usable tile
 * (its code stands for the name, the default art for the picture).
 */
export function parseGame(o: Obj): Game | null {
  const nodeId = str(o.nodeId);
  if (!nodeId) return null;
  const gameId = firstStr(o, ['gameId', 'gameCode', 'code']);
  return {
    nodeId,
    gameId,
    gameType: str(o.gameType).toUpperCase(),
    vassalage: firstStr(o, ['vassalage', 'vendor', 'accountTypeName']),
    name: firstStr(o, ['gameName', 'displayName', 'nodeName', 'title']) || gameId,
    image: firstStr(o, ['iconUrl', 'showIcon', 'lagerIcon', 'url']),
    defaultImage: str(o.defaultIcon),
    supportPlay: num(o.supportPlay),
    isGame: str(o.isGame),
    minBet: num(o.minBet),
    defaultPlayType: str(o.defaultPlayType),
    accountTypeName: str(o.accountTypeName),
  };
}

/** A popular football match (spec 001 §3 "Hot match"), with the game its bet button starts. */
export interface HotMatch {
  matchId: string;
  title: string;
  /** Epoch milliseconds. */
  matchTime: number;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  game: LaunchTarget;
}

/** What launching needs to know of a game (a hot match's bet button launches its sportsbook game). */
export type LaunchTarget = Pick<Game, 'nodeId' | 'gameId' | 'gameType' | 'vassalage' | 'name'> &
  Partial<Pick<Game, 'isGame' | 'defaultPlayType' | 'accountTypeName'>> & {
    /** A card game's room (spec 001 §7 "PVP rooms, PVP launch"): its minimum bet applies. */
    roomId?: string;
  };

export function parseHotMatch(o: Obj): HotMatch | null {
  const matchTime = num(o.matchTime);
  const homeTeam = str(o.homeTeam);
  const awayTeam = str(o.awayTeam);
  if (matchTime === null || !homeTeam || !awayTeam) return null;
  return {
    matchId: str(o.matchId) || `${homeTeam}-${awayTeam}-${matchTime}`,
    title: str(o.title),
    matchTime,
    homeTeam,
    awayTeam,
    homeTeamImageUrl: str(o.homeTeamImageUrl),
    awayTeamImageUrl: str(o.awayTeamImageUrl),
    game: { nodeId: str(o.nodeId), gameId: str(o.gameId), gameType: str(o.gameType) || 'SPORTS', vassalage: str(o.vassalage), name: str(o.title) },
  };
}

/** One latest win (spec 000 §3 "Winner board entry": `value.list[].vo`). */
export interface Win {
  gameName: string;
  customerName: string;
  winAmount: number;
  iconUrl: string;
  /** Epoch milliseconds, when given. */
  winTime: number | null;
}

export function parseWin(entry: Obj): Win | null {
  const vo = isObj(entry.vo) ? entry.vo : entry;
  const winAmount = num(vo.winAmount);
  const gameName = firstStr(vo, ['gameName', 'nodeName']);
  if (winAmount === null || !gameName) return null;
  return { gameName, customerName: str(vo.customerName), winAmount, iconUrl: str(vo.iconUrl), winTime: num(vo.winTime) };
}

/** A vendor card of a category lane (protocol §5 "Game vendors"). */
export interface Vendor {
  vassalage: string;
  name: string;
  gameType: string;
  /** The small logo. */
  logo: string;
  isHot: boolean;
}

export function parseVendor(o: Obj, laneTitle: string): Vendor | null {
  const vassalage = str(o.vassalage);
  if (!vassalage) return null;
  return {
    vassalage,
    name: firstStr(o, ['displayName', 'accountTypeName', 'vassalage']),
    gameType: (str(o.gameType) || laneTitle).toUpperCase(),
    logo: firstStr(o, ['smallIcon', 'h5Icon', 'mobileSmallIcon', 'lagerIcon']),
    isHot: num(o.isHot) === 1,
  };
}

/** A vendor as a game tile shows it: its name and logo. */
export interface VendorMark {
  name: string;
  logo: string;
}

/** Each vendor's mark by vendor code (a vendor listed in several categories has one logo). */
export function vendorMarks(vendors: readonly Vendor[]): Map<string, VendorMark> {
  const marks = new Map<string, VendorMark>();
  for (const v of vendors) if (!marks.has(v.vassalage)) marks.set(v.vassalage, { name: v.name, logo: v.logo });
  return marks;
}

/** A room of a card game (spec 001 §7 "PVP rooms"). */
export interface PvpRoom {
  roomId: string;
  name: string;
  minBet: number | null;
  maxBet: number | null;
  players: number | null;
  freeSeats: number | null;
}

export function parsePvpRoom(o: Obj): PvpRoom | null {
  const roomId = str(o.roomId);
  if (!roomId) return null;
  return {
    roomId,
    name: firstStr(o, ['roomName', 'name']) || roomId,
    minBet: num(o.minBet),
    maxBet: num(o.maxBet),
    players: num(o.players),
    freeSeats: num(o.freeSeats),
  };
}

/** One logo per vendor, in lane order (a vendor appears in several lanes): the footer's carousel. */
export function uniqueLogos(vendors: readonly Vendor[]): Vendor[] {
  const seen = new Set<string>();
  return vendors.filter((v) => v.logo && !seen.has(v.vassalage) && seen.add(v.vassalage));
}
