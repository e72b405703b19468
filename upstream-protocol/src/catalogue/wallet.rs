//! The member's money: balance, wallets, transfers, deposits, withdrawals and records
//! (spec 001 §7 "Member and wallet").

use super::{Call, UPLOAD_BODY};
use crate::shape::{Field, Kind};
use crate::switches::Switch;

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/v2/wallets/balance", "COMM3", "the member's balance per wallet and in total").token().reads(&[
        Field::required("value.sumBalance", Kind::Numeric),
        Field::optional("value.currency", Kind::Text),
        Field::optional("value.currencySymbol", Kind::Text),
        Field::optional("value.balance", Kind::List),
    ]),
    Call::get("/wps/member/info/funds/consolidated", "COMM3", "contract flags (salary and dividend switches)")
        .token()
        .real_account()
        .reads(&[
            Field::required("value", Kind::Object),
            Field::optional("value.divtypereq", Kind::Numeric),
            Field::optional("value.dailysalreqtype", Kind::Numeric),
            Field::optional("value.contracthoursalreq", Kind::Numeric),
            Field::optional("value.realtimesalreqtype", Kind::Numeric),
        ]),
    Call::get("/wps/relay/GCS_merchantWallet", "COMM3", "whether the merchant runs a single wallet").token(),
    // FUNDTRANS3 as in the desktop link table; the older client sends a form body, which the mock accepts too.
    Call::post("/wps/relay/GCS_walletTransfer", "FUNDTRANS3", "move money between the member's wallets")
        .token()
        .real_account()
        .replay_guarded(),
    Call::post("/wps/relay/MCSFE_transferToUpline", "COMM3", "send money to the member's upline")
        .token()
        .real_account()
        .replay_guarded(),
    Call::get("/wps/relay/MCSFE_getDepositSettings", "COMM3", "deposit channels and limits").token(),
    Call::post("/wps/relay/MCSFE_submitDeposit", "COMM3", "request a deposit").token().real_account().replay_guarded(),
    Call::get("/wps/relay/MCSFE_getDepositRecords", "COMM3", "the member's deposits").token().real_account(),
    // The mock's path: the upstream's call to set the payment password was not seen.
    Call::post("/wps/member/paymentPassword", "PASS3", "set or change the payment password")
        .token()
        .encrypted()
        .real_account(),
    Call::get("/wps/relay/MCSFE_getWithdrawSettings", "COMM3", "withdrawal limits and bank cards").token(),
    Call::get("/wps/relay/MCSFE_getBankList", "COMM3", "the banks a bank card may be at").token(),
    Call::post("/wps/relay/MCSFE_addBankCard", "COMM3", "add a bank card").token().real_account(),
    Call::post("/wps/relay/MCSFE_deleteBankCard", "COMM3", "remove a bank card").token().real_account(),
    Call::post("/wps/relay/passwordCheck/MCSFE_submitWithdraw", "COMM3", "request a withdrawal (password-checked)")
        .token()
        .encrypted()
        .real_account()
        .replay_guarded(),
    Call::get("/wps/relay/MCSFE_getWithdrawRecords", "COMM3", "the member's withdrawals with their confirmation state")
        .token()
        .real_account(),
    Call::post(
        "/wps/relay/MCSFE_confirmWithdraw",
        "COMM3",
        "confirm a withdrawal: received, not received (proof), partly",
    )
    .token()
    .max_body(UPLOAD_BODY)
    .real_account()
    .replay_guarded(),
    Call::get("/wps/relay/MCSFE_getTransactionHistory", "COMM3", "account record").token().real_account(),
    Call::get("/wps/relay/MCSFE_getBetHistory", "COMM3", "betting record").token().real_account(),
    Call::get("/wps/relay/MCSFE_getProfitLoss", "COMM3", "personal profit and loss").token().real_account(),
    Call::get("/wps/relay/MCSFE_getBonusDetails", "COMM3", "bonus details").token().real_account(),
    Call::get("/wps/relay/MCSFE_getManualRebate", "MANPLAYREB3", "rebate the member can claim by hand")
        .part_of(Switch::ManualRebate)
        .token()
        .real_account(),
    Call::post("/wps/relay/MCSFE_claimManualRebate", "MANPLAYREB3", "claim the manual rebate")
        .part_of(Switch::ManualRebate)
        .token()
        .real_account(),
];
