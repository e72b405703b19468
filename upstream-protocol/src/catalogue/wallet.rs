//! The member's money.

use super::Call;

pub(super) const CALLS: &[Call] =
    &[Call::get("/wps/v2/wallets/balance", "COMM3", "the member's balance per wallet and in total").token()];
