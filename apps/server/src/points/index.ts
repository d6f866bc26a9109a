// The points ledger of members: what the counter's flows (sale, cancel, corrections, gift exchanges) import.
export { earnedPoints, lockMember, postPoints, reversePoints, type MemberPoints, type PointsContext, type PointsMove } from './points.ts';
