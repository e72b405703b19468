//! Balance and wallets: the balance per wallet, whether the merchant runs a single wallet, transfers
//! between the member's main and game wallets, and transfers to the member's upline.

use serde::{Deserialize, Serialize};

use super::{
    GAME_WALLETS, MAIN_WALLET, caught_up, caught_up_for_real_member, insufficient, post, real_member, refusal,
};
use crate::base::{MemberId, money};
use crate::input::Payload;
use crate::input::{self, JsonOrForm, Query, required};
use crate::ledger::TxKind;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// One wallet and its balance, a row of the balance answer.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WalletBalance {
    /// Account type of the wallet: 2 the main wallet, 11–16 a vendor's game wallet.
    pub account_type_id: i32,
    /// `MAIN`, or the game wallet's vendor code (`PG`, `SPB`, …).
    pub account_type_name: String,
    /// What the wallet holds, in the member's currency with two decimals.
    pub avail_balance: f64,
}

/// The balance answer: the total and each wallet (`GET /wps/v2/wallets/balance`, also inside transfer answers).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Balance {
    /// Total over every wallet of the member, even when only one wallet is asked for.
    pub sum_balance: f64,
    /// The member's currency code, e.g. `THB`.
    pub currency: String,
    /// The currency's sign for display, e.g. `฿`.
    pub currency_symbol: String,
    /// The wallets asked for: the main wallet first, then the game wallets.
    pub balance: Vec<WalletBalance>,
}

/// Every wallet of the member with its balance in hundredths: the main wallet first, then (unless
/// the merchant runs a single wallet) each game wallet.
pub fn wallets_of(db: &Db, member_id: MemberId) -> Vec<(i32, String, i64)> {
    let main = db.members.get(&member_id).map(|m| m.balance_cents).unwrap_or_default();
    let mut wallets = vec![(MAIN_WALLET, "MAIN".to_owned(), main)];
    if !db.wallet.is_single {
        let own = db.wallet.game_wallets.get(&member_id);
        for &(id, vendor) in GAME_WALLETS {
            let cents = own.and_then(|w| w.get(&id)).copied().unwrap_or_default();
            wallets.push((id, vendor.to_owned(), cents));
        }
    }
    wallets
}

/// The balance answer for a member (also returned by transfers).
pub fn balance_of(db: &Db, member_id: MemberId, only: Option<i32>) -> Result<Balance, Fail> {
    let member = db.members.get(&member_id).ok_or_else(Fail::not_logged_in)?;
    let wallets = wallets_of(db, member_id);
    let sum: i64 = wallets.iter().map(|w| w.2).sum();
    let rows = wallets
        .into_iter()
        .filter(|w| only.is_none_or(|id| id == w.0))
        .map(|(id, name, cents)| WalletBalance {
            account_type_id: id,
            account_type_name: name,
            avail_balance: money(cents),
        })
        .collect();
    Ok(Balance {
        sum_balance: money(sum),
        currency: member.currency.clone(),
        currency_symbol: member.currency_symbol.clone(),
        balance: rows,
    })
}

/// `GET /wps/v2/wallets/balance?typeId=0`: `typeId` 0 (or none) lists every wallet, another id
/// only that wallet; `sumBalance` is always the total.
pub async fn balance(ctx: Ctx, query: Query) -> Reply<Balance> {
    let id = ctx.member()?;
    let only = query.number::<i32>("typeId")?.filter(|t| *t != 0);
    let (db, _) = caught_up(&ctx);
    if let Some(type_id) = only
        && !wallets_of(&db, id).iter().any(|w| w.0 == type_id)
    {
        return Err(Fail::bad_param(format!("typeId {type_id} is not one of the member's wallets")));
    }
    Ok(Answer(balance_of(&db, id, only)?))
}

/// A wallet the member has, without its balance (`GCS_merchantWallet`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WalletKind {
    /// Account type of the wallet: 2 the main wallet, 11–16 a vendor's game wallet.
    pub account_type_id: i32,
    /// `MAIN`, or the game wallet's vendor code.
    pub account_type_name: String,
}

/// The answer of `GCS_merchantWallet`: the merchant's wallet mode and the member's wallets.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MerchantWallet {
    /// `true` when the merchant runs only the main wallet (transfers are refused).
    pub is_single: bool,
    /// The member's wallets, the main wallet first.
    pub wallets: Vec<WalletKind>,
}

/// `GET /wps/relay/GCS_merchantWallet` → `value.isSingle`.
pub async fn merchant_wallet(ctx: Ctx) -> Reply<MerchantWallet> {
    let id = ctx.member()?;
    let db = ctx.db().lock();
    let wallets = wallets_of(&db, id)
        .into_iter()
        .map(|(account_type_id, account_type_name, _)| WalletKind { account_type_id, account_type_name })
        .collect();
    Ok(Answer(MerchantWallet { is_single: db.wallet.is_single, wallets }))
}

/// The body of `GCS_walletTransfer`: one side the main wallet, the other a game wallet.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct TransferRequest {
    /// Account type the money leaves.
    pub from_account_type_id: Option<i32>,
    /// Account type the money goes to.
    pub to_account_type_id: Option<i32>,
    /// Amount to move, sent in the currency with up to two decimals; held here in hundredths.
    #[serde(deserialize_with = "input::amount")]
    pub amount: Option<i64>,
}

/// The answer of a wallet transfer.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TransferDone {
    /// Id of the ledger movement of the main wallet.
    pub transaction_id: u64,
    /// Amount moved, two decimals.
    pub amount: f64,
    /// Every wallet's balance after the transfer.
    pub balance: Balance,
}

/// `POST /wps/relay/GCS_walletTransfer` `{fromAccountTypeId, toAccountTypeId, amount}`, as JSON or
/// form-encoded: one side is the main wallet, the other a game wallet; never more than available.
pub async fn wallet_transfer(ctx: Ctx, JsonOrForm(req): JsonOrForm<TransferRequest>) -> Reply<TransferDone> {
    let id = ctx.member()?;
    let from = required(req.from_account_type_id, "fromAccountTypeId")?;
    let to = required(req.to_account_type_id, "toAccountTypeId")?;
    let amount = required(req.amount, "amount")?;
    let (mut db, now) = caught_up_for_real_member(&ctx, id)?;
    if db.wallet.is_single {
        return Err(Fail::business(
            refusal::SINGLE_WALLET,
            "This site uses a single wallet: there is nothing to transfer",
        ));
    }
    let vendor_of = |type_id: i32| GAME_WALLETS.iter().find(|w| w.0 == type_id).map(|w| w.1);
    let (game, to_game) = match (from == MAIN_WALLET, to == MAIN_WALLET) {
        (true, false) => (to, true),
        (false, true) => (from, false),
        (true, true) => return Err(Fail::bad_param("fromAccountTypeId and toAccountTypeId must differ")),
        (false, false) => {
            return Err(Fail::bad_param("Transfers go between the main wallet (2) and one game wallet"));
        }
    };
    let vendor = vendor_of(game).ok_or_else(|| Fail::bad_param(format!("{game} is not a wallet account type")))?;
    let game_balance = db.wallet.game_wallets.get(&id).and_then(|w| w.get(&game)).copied().unwrap_or_default();
    let (signed, remark) = if to_game {
        (-amount, format!("Main wallet → {vendor}"))
    } else {
        if game_balance < amount {
            return Err(insufficient());
        }
        (amount, format!("{vendor} → Main wallet"))
    };
    post(&mut db, id, TxKind::WalletTransfer, signed, &remark, now)?;
    *db.wallet.game_wallets.entry(id).or_default().entry(game).or_default() -= signed;
    let transaction_id = db.ledger.transactions.last().map(|t| t.id).unwrap_or_default();
    Ok(Answer(TransferDone { transaction_id, amount: money(amount), balance: balance_of(&db, id, None)? }))
}

/// The body of `MCSFE_transferToUpline`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct UplineTransferRequest {
    /// Amount to send to the upline, at least 1.00; held here in hundredths.
    #[serde(deserialize_with = "input::amount")]
    pub amount: Option<i64>,
    /// A note for both sides' records, at most 140 characters.
    pub remark: Option<String>,
}

/// The answer of a transfer to the upline.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UplineTransferDone {
    /// Id of the ledger movement that debited the member.
    pub transaction_id: u64,
    /// Amount sent, two decimals.
    pub amount: f64,
    /// User name of the upline who received it.
    pub upline_name: String,
    /// The member's main wallet balance after the transfer, two decimals.
    pub balance: f64,
}

/// The smallest transfer to an upline.
pub const MIN_UPLINE_TRANSFER_CENTS: i64 = 100;

/// `POST /wps/relay/MCSFE_transferToUpline` `{amount, remark?}`: from the member's main wallet to
/// the upline's; members without an upline are refused.
pub async fn transfer_to_upline(ctx: Ctx, Payload(req): Payload<UplineTransferRequest>) -> Reply<UplineTransferDone> {
    let id = ctx.member()?;
    let amount = required(req.amount, "amount")?;
    let remark = req.remark.unwrap_or_default();
    if remark.chars().count() > 140 {
        return Err(Fail::business(refusal::TEXT_TOO_LONG, "The remark is longer than 140 characters"));
    }
    if amount < MIN_UPLINE_TRANSFER_CENTS {
        return Err(Fail::business(refusal::AMOUNT_OUT_OF_RANGE, "The smallest transfer is 1.00"));
    }
    let (mut db, now) = caught_up(&ctx);
    let member = real_member(&db, id)?;
    let (username, upline) = (member.username.clone(), member.upline);
    let upline = upline
        .filter(|u| db.members.contains_key(u))
        .ok_or_else(|| Fail::business(refusal::NO_UPLINE, "Your account has no upline to transfer to"))?;
    let upline_name = db.members.get(&upline).map(|m| m.username.clone()).unwrap_or_default();
    let note = if remark.is_empty() { String::new() } else { format!(": {remark}") };
    let balance = post(&mut db, id, TxKind::TransferToUpline, -amount, &format!("To upline {upline_name}{note}"), now)?;
    let transaction_id = db.ledger.transactions.last().map(|t| t.id).unwrap_or_default();
    post(&mut db, upline, TxKind::TransferFromDownline, amount, &format!("From downline {username}{note}"), now)?;
    crate::events::notify(
        &mut *db,
        upline,
        crate::events::Notice::TransferFromDownline { username: username.clone(), amount_cents: amount },
        now,
    );
    Ok(Answer(UplineTransferDone { transaction_id, amount: money(amount), upline_name, balance: money(balance) }))
}
