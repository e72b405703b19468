//! Points mall, promotions, rewards, missions, mailbox and feedback (spec 001 §7 "Points" and
//! "Agent, contracts and salary" for the promotion raffle).

use super::{Call, Method, UPLOAD_BODY};

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/relay/MCSFE_getPointBalance", "COMM3", "the member's points").token(),
    Call::get("/wps/relay/MCSFE_getPointRewards", "COMM3", "rewards in the points mall").optional_token(),
    Call::get("/wps/relay/MCSFE_getPointConfig", "COMM3", "point conversion ratios per type").token(),
    Call::post("/wps/relay/passwordCheck/MCSFE_redeemPoints", "COMM3", "redeem points for a reward (password-checked)")
        .token()
        .encrypted(),
    Call::post("/wps/relay/passwordCheck/MCSFE_convertPoints", "COMM3", "convert points to money (password-checked)")
        .token()
        .encrypted(),
    Call::get("/wps/relay/MCSFE_getRedeemHistory", "COMM3", "the member's redemptions").token(),
    Call::get("/wps/relay/MCSFE_getPointTransactions", "COMM3", "the member's point movements").token(),
    Call::get("/wps/relay/PROMOFE_getPromotions", "COMM3", "promotions with the member's status in each")
        .optional_token(),
    Call::get("/wps/relay/PROMOFE_getPromotionDetail", "COMM3", "one promotion").optional_token(),
    Call::post("/wps/relay/PROMOFE_applyPromotion", "COMM3", "apply to a promotion: remark and up to 3 images")
        .token()
        .max_body(UPLOAD_BODY),
    Call::post("/wps/relay/PROMOFE_claimTicket", "COMM3", "claim a promotion's reward").token(),
    Call::post("/wps/relay/PROMOFE_raffle", "COMM3", "draw a raffle ticket (wheel, golden egg, red envelope)").token(),
    Call::get("/wps/relay/MCSFE_getRewardCenter", "COMM3", "rewards waiting to be claimed").token(),
    Call::post("/wps/relay/MCSFE_claimReward", "COMM3", "claim a reward").token(),
    Call::get("/wps/relay/MCSFE_getMissionSummary", "COMM3", "the member's missions and progress").token(),
    Call::get("/wps/relay/MCSFE_getMissionLeaderboard", "COMM3", "mission leaderboard").optional_token(),
    Call::post("/wps/relay/MCSFE_claimMission", "COMM3", "claim a finished mission's reward").token(),
    Call::get("/wps/relay/EMFE_getInboxList", "COMM3", "the member's messages").token(),
    Call::get("/wps/relay/EMFE_getInboxUnreadCount", "COMM3", "unread messages (a bare number)").token(),
    Call::post("/wps/relay/EMFE_markInboxRead", "COMM3", "mark messages read").token(),
    Call::with_body("/wps/relay/EMFE_deleteInbox", &[Method::Delete], "COMM3", "delete messages").token(),
    Call::put("/wps/feedback", "COMM3", "send feedback (at most 140 characters)").optional_token(),
];
