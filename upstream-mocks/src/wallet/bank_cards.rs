//! The member's bank cards (payout accounts): the banks a card may be at, adding one and removing one. The
//! cards themselves are listed by `MCSFE_getWithdrawSettings` ([`super::withdraw::settings`]); the upstream's
//! add and remove calls were not seen, so paths and fields are the mock's, with the checks a real payout
//! system makes: a bank it pays to, the account number as that bank writes it, the holder's name matching the
//! member's real name, one account on one site account only.

use serde::{Deserialize, Serialize};

use super::withdraw::{BankCard, BankCardView, WithdrawStatus};
use super::{catch_up, localized, real_member, refusal};
use crate::base::{MemberId, now_ms};
use crate::input::Payload;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// Refusals of these calls.
pub mod code {
    /// The bank code is not one of [`BANKS`](super::BANKS).
    pub const UNKNOWN_BANK: &str = "bank_not_supported";
    /// The account number is not exactly the bank's number of digits.
    pub const ACCOUNT_NO: &str = "bank_account_no_format";
    /// The holder's name is not 2 to 50 characters.
    pub const ACCOUNT_NAME: &str = "bank_account_name_format";
    /// The holder's name is not the member's real name.
    pub const NAME_MISMATCH: &str = "bank_account_name_mismatch";
    /// That account at that bank is already on file (any member's).
    pub const CARD_EXISTS: &str = "bank_card_exists";
}

/// Cards a member may keep.
pub const MAX_CARDS: usize = 5;
/// Holder names are 2 to 50 characters.
const NAME_CHARS: std::ops::RangeInclusive<usize> = 2..=50;

/// A bank the merchant pays out to, and how many digits its account numbers have.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Bank {
    /// The bank's short code, e.g. `KBANK`.
    pub bank_code: &'static str,
    /// The bank's name as members see it (Thai, with the English short name).
    pub bank_name: &'static str,
    /// Digits in an account number at this bank.
    pub account_length: usize,
}

const fn bank(bank_code: &'static str, bank_name: &'static str, account_length: usize) -> Bank {
    Bank { bank_code, bank_name, account_length }
}

/// Thai banks: 10-digit accounts, 12 at the Government Savings Bank and BAAC.
pub const BANKS: &[Bank] = &[
    bank("KBANK", "ธนาคารกสิกรไทย (KBank)", 10),
    bank("SCB", "ธนาคารไทยพาณิชย์ (SCB)", 10),
    bank("BBL", "ธนาคารกรุงเทพ (BBL)", 10),
    bank("KTB", "ธนาคารกรุงไทย (KTB)", 10),
    bank("BAY", "ธนาคารกรุงศรีอยุธยา (BAY)", 10),
    bank("TTB", "ธนาคารทหารไทยธนชาต (ttb)", 10),
    bank("GSB", "ธนาคารออมสิน (GSB)", 12),
    bank("BAAC", "ธ.ก.ส. (BAAC)", 12),
    bank("UOB", "ธนาคารยูโอบี (UOB)", 10),
    bank("CIMB", "ธนาคารซีไอเอ็มบี ไทย (CIMB Thai)", 10),
];

impl BankCard {
    /// The card as the member's lists show it (account number masked).
    pub fn view(&self) -> BankCardView {
        BankCardView {
            bank_card_id: self.id,
            bank_code: self.bank_code.clone(),
            bank_name: self.bank_name.clone(),
            account_name: self.account_name.clone(),
            account_no: self.masked_no(),
            is_default: self.is_default,
        }
    }
}

/// A member's cards as lists show them, the default first.
pub fn views(db: &Db, member_id: MemberId) -> Vec<BankCardView> {
    let mut cards: Vec<&BankCard> = db.wallet.bank_cards.iter().filter(|c| c.member_id == member_id).collect();
    cards.sort_by_key(|c| (!c.is_default, c.id));
    cards.into_iter().map(BankCard::view).collect()
}

/// `GET /wps/relay/MCSFE_getBankList`: the banks a card may be at.
pub async fn banks(ctx: Ctx) -> Reply<&'static [Bank]> {
    ctx.member()?;
    Ok(Answer(BANKS))
}

/// Names compare without case and with runs of spaces as one.
fn same_name(a: &str, b: &str) -> bool {
    let norm = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
    norm(a) == norm(b)
}

/// The real name a member gave at registration, if any. Registration details are the access area's;
/// [`crate::app`] hands their reader to [`super::routes`], so this area never reaches into that one.
pub type RegisteredName = fn(&Db, MemberId) -> Option<String>;

/// The member's real name: given at registration, else the holder of a card already on file (the first
/// card fixes it).
fn real_name(db: &Db, member_id: MemberId, registered: RegisteredName) -> Option<String> {
    registered(db, member_id)
        .or_else(|| db.wallet.bank_cards.iter().find(|c| c.member_id == member_id).map(|c| c.account_name.clone()))
}

/// The body of `MCSFE_addBankCard`; every field is required.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct AddCard {
    /// Code of the bank, one of `MCSFE_getBankList`'s (case does not matter).
    pub bank_code: Option<String>,
    /// The account number, digits only.
    pub account_no: Option<String>,
    /// The holder's name as the bank has it; must be the member's real name.
    pub account_name: Option<String>,
}

/// `POST /wps/relay/MCSFE_addBankCard` `{bankCode, accountNo, accountName}` → the new card. The first card is
/// the default.
pub async fn add(ctx: Ctx, registered: RegisteredName, Payload(req): Payload<AddCard>) -> Reply<BankCardView> {
    let id = ctx.member()?;
    let (Some(bank_code), Some(account_no), Some(account_name)) = (req.bank_code, req.account_no, req.account_name)
    else {
        return Err(Fail::bad_param("bankCode, accountNo and accountName are required"));
    };
    let say = |en: &str, th: &str| localized(&ctx, en, th).to_owned();
    let mut db = ctx.db().lock();
    catch_up(&mut db, now_ms());
    real_member(&db, id)?;
    let bank = BANKS.iter().find(|b| b.bank_code.eq_ignore_ascii_case(bank_code.trim())).ok_or_else(|| {
        Fail::business(code::UNKNOWN_BANK, say("Withdrawals cannot be paid to this bank", "ไม่รองรับการถอนเงินเข้าธนาคารนี้"))
    })?;
    if account_no.len() != bank.account_length || !account_no.bytes().all(|b| b.is_ascii_digit()) {
        let (en, th) = (
            format!("The account number at this bank has {} digits", bank.account_length),
            format!("เลขบัญชีของธนาคารนี้มี {} หลัก", bank.account_length),
        );
        return Err(
            Fail::business(code::ACCOUNT_NO, say(&en, &th)).with_value(serde_json::json!({"field": "accountNo"}))
        );
    }
    let account_name = account_name.trim().to_owned();
    if !NAME_CHARS.contains(&account_name.chars().count()) {
        return Err(Fail::business(
            code::ACCOUNT_NAME,
            say("The account name is 2 to 50 characters", "ชื่อบัญชียาว 2 ถึง 50 ตัวอักษร"),
        )
        .with_value(serde_json::json!({"field": "accountName"})));
    }
    if real_name(&db, id, registered).is_some_and(|real| !same_name(&real, &account_name)) {
        return Err(Fail::business(
            code::NAME_MISMATCH,
            say(
                "The account name must be your real name, as on your other cards",
                "ชื่อบัญชีต้องตรงกับชื่อจริงของคุณ เช่นเดียวกับบัตรอื่น",
            ),
        )
        .with_value(serde_json::json!({"field": "accountName"})));
    }
    let cards = db.wallet.bank_cards.iter().filter(|c| c.member_id == id).count();
    if cards >= MAX_CARDS {
        let (en, th) = (format!("At most {MAX_CARDS} bank cards"), format!("เพิ่มบัตรได้สูงสุด {MAX_CARDS} ใบ"));
        return Err(Fail::business(refusal::LIMIT_REACHED, say(&en, &th)));
    }
    if db.wallet.bank_cards.iter().any(|c| c.bank_code == bank.bank_code && c.account_no == account_no) {
        return Err(Fail::business(code::CARD_EXISTS, say("This account is already registered", "บัญชีนี้ถูกลงทะเบียนแล้ว"))
            .with_value(serde_json::json!({"field": "accountNo"})));
    }
    let card = BankCard {
        id: db.ledger.next_id(),
        member_id: id,
        bank_code: bank.bank_code.into(),
        bank_name: bank.bank_name.into(),
        account_name,
        account_no,
        is_default: cards == 0,
    };
    let view = card.view();
    db.wallet.bank_cards.push(card);
    Ok(Answer(view))
}

/// The body of `MCSFE_deleteBankCard`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RemoveCard {
    /// Id of the member's card to remove, a number or a numeric string.
    #[serde(default, deserialize_with = "crate::input::id")]
    pub bank_card_id: Option<u64>,
}

/// `POST /wps/relay/MCSFE_deleteBankCard` `{bankCardId}` → the cards left. A card a withdrawal is still being
/// paid to stays; when the default goes, the oldest card left becomes the default.
pub async fn remove(ctx: Ctx, Payload(req): Payload<RemoveCard>) -> Reply<Vec<BankCardView>> {
    let id = ctx.member()?;
    let card_id = crate::input::required(req.bank_card_id, "bankCardId")?;
    let say = |en: &str, th: &str| localized(&ctx, en, th).to_owned();
    let mut db = ctx.db().lock();
    catch_up(&mut db, now_ms());
    real_member(&db, id)?;
    let index = db
        .wallet
        .bank_cards
        .iter()
        .position(|c| c.id == card_id && c.member_id == id)
        .ok_or_else(|| Fail::business(refusal::NOT_FOUND, say("No such bank card", "ไม่พบบัตรธนาคารนี้")))?;
    if db.wallet.withdrawals.iter().any(|w| w.bank_card_id == card_id && w.status == WithdrawStatus::Pending) {
        return Err(Fail::business(
            refusal::WRONG_STATE,
            say("A withdrawal to this card is still being reviewed", "มีรายการถอนเงินเข้าบัตรนี้ที่กำลังตรวจสอบ"),
        ));
    }
    let removed = db.wallet.bank_cards.remove(index);
    if removed.is_default
        && let Some(next) = db.wallet.bank_cards.iter_mut().filter(|c| c.member_id == id).min_by_key(|c| c.id)
    {
        next.is_default = true;
    }
    Ok(Answer(views(&db, id)))
}
