//! Points mall, promotions, rewards, missions, mailbox and feedback (spec 001 §7 "Points" and
//! "Agent, contracts and salary" for the promotion raffle).
//!
//! Paths follow the public desktop bundles' link tables where those show the call (points:
//! `MCSFE_getPointBalance` … `ODSFE2_MemTransDet`, module `PTSYS3`; the raffle
//! `MCSFE_claimRafflePromotion`, `REWCEN3`; missions `MCSFE_getMissionSummaryDetails`, `MISSIONLB3`;
//! feedback `FEEDBACK3`) and public scripts (the reward centre's `PROMOFE_getClaimTicketList` and
//! `PROMOFE_claimTicket`, `MCSFE_claimIssuedPromotion`). `MCSFE_getRafflePromotionStatus` (`REWCEN3`) is in
//! the same link table as the raffle's claim; its answer was not seen, and the mock's (the raffle's chances,
//! prizes and the member's draws) is Veneer's assumption (upstream-mocks/docs/rewards.md). The promotion list, detail and apply, the
//! mission claim and the inbox list, mark-read and delete were not seen and keep descriptive names,
//! as do the calls the spec names without a path: common feedback, promotion participation and the
//! Zalo / WhatsApp contact bonus.

use super::{Call, Method, UPLOAD_BODY};
use crate::switches::Switch;

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/relay/MCSFE_getPointBalance", "PTSYS3", "the member's points").token().real_account(),
    Call::get("/wps/relay/MCSFE_getPointReward", "PTSYS3", "rewards in the points mall").optional_token(),
    Call::get("/wps/relay/MCSFE_getPointConfig", "PTSYS3", "point earning and conversion ratios per type").token(),
    Call::post(
        "/wps/relay/passwordCheck/MCSFE_redeemPointReward",
        "PTSYS3",
        "redeem points for a reward (password-checked)",
    )
    .token()
    .encrypted()
    .replay_guarded(),
    Call::post("/wps/relay/passwordCheck/MCSFE_convertPoint", "PTSYS3", "convert points to money (password-checked)")
        .token()
        .encrypted()
        .real_account()
        .replay_guarded(),
    Call::get("/wps/relay/MCSFE_getRedeemPointList", "PTSYS3", "the member's redemptions").token().real_account(),
    Call::get("/wps/relay/ODSFE2_MemTransDet", "MEMTRANS3", "the member's point movements").token().real_account(),
    Call::get("/wps/relay/PROMOFE_getPromotions", "COMM3", "promotions with the member's status in each")
        .optional_token(),
    Call::get("/wps/relay/PROMOFE_getPromotionDetail", "COMM3", "one promotion").optional_token().html(&["content"]),
    Call::post("/wps/relay/PROMOFE_applyPromotion", "COMM3", "apply to a promotion: remark and up to 3 images")
        .token()
        .max_body(UPLOAD_BODY)
        .real_account()
        .replay_guarded(),
    Call::post(
        "/wps/relay/MCSFE_claimIssuedPromotion",
        "REWCEN3",
        "claim the bonus of an issued or finished promotion",
    )
    .token(),
    Call::post(
        "/wps/relay/MCSFE_claimRafflePromotion",
        "REWCEN3",
        "draw a raffle ticket (wheel, golden egg, red envelope)",
    )
    .token()
    .replay_guarded(),
    Call::get(
        "/wps/relay/MCSFE_getRafflePromotionStatus",
        "REWCEN3",
        "a raffle's prizes, the member's chances and their draws",
    )
    .token()
    .real_account(),
    Call::get("/wps/relay/PROMOFE_getClaimTicketList", "REWCEN3", "reward centre: tickets waiting to be claimed")
        .part_of(Switch::RewardCentre)
        .token()
        .real_account(),
    Call::post("/wps/relay/PROMOFE_claimTicket", "REWCEN3", "claim a reward-centre ticket")
        .part_of(Switch::RewardCentre)
        .token()
        .real_account()
        .replay_guarded(),
    Call::get("/wps/relay/MCSFE_getMissionSummaryDetails", "MISSIONLB3", "the member's missions and progress")
        .part_of(Switch::Missions)
        .token()
        .real_account(),
    Call::get("/wps/relay/MCSFE_getMissionLeaderboard", "MISSIONLB3", "a mission's leaderboard")
        .part_of(Switch::Missions)
        .token(),
    Call::post("/wps/relay/MCSFE_claimMission", "MISSIONLB3", "claim a finished mission's reward")
        .part_of(Switch::Missions)
        .token()
        .real_account(),
    Call::get("/wps/relay/EMFE_getInboxList", "COMM3", "the member's messages").token(),
    Call::get("/wps/relay/EMFE_getInboxUnreadCount", "COMM3", "unread messages (a bare number)").token(),
    Call::post("/wps/relay/EMFE_markInboxRead", "COMM3", "mark messages read").token(),
    Call::with_body("/wps/relay/EMFE_deleteInbox", &[Method::Delete], "COMM3", "delete messages").token(),
    Call::put("/wps/feedback", "FEEDBACK3", "send feedback (at most 140 characters)").optional_token(),
    Call::get(
        "/wps/relay/MCSFE_getReferralInvitations",
        "COMM3",
        "the members who registered with the member's referral code",
    )
    .token()
    .real_account(),
    Call::put("/wps/common/feedback", "COMM3", "common feedback: a visitor's text with a contact").optional_token(),
    Call::get("/wps/relay/PROMOFE_getParticipation", "COMM3", "the promotions the member took part in")
        .token()
        .real_account(),
    Call::post(
        "/wps/relay/PROMOFE_redeemContactBonus",
        "PTSYS3",
        "redeem the contact bonus with a Zalo or WhatsApp number ID",
    )
    .token()
    .real_account(),
];
