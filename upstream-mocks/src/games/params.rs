//! The games area's own parameters, read through the input kit ([`crate::input::Query`]): money
//! amounts, game types, the merchant and client a launch names.

use super::catalogue::GameType;
use crate::input::Query;
use crate::reply::Fail;

/// Readers only this area needs.
pub trait GameParams {
    /// An amount of money with at most two decimals, in hundredths.
    fn money(&self, name: &str) -> Result<Option<i64>, Fail>;
    /// A game type (`RNG`, `LIVE`, …).
    fn game_type(&self, name: &str) -> Result<Option<GameType>, Fail>;
    /// The merchant named in the parameters must be the one in the `Merchant` header.
    fn check_merchant(&self, names: &[&str], merchant: &str) -> Result<(), Fail>;
    /// `platform` (a comma list of `html5`, `html5-desktop`, `flash`) and `clientType` must be sane.
    fn check_client(&self) -> Result<(), Fail>;
}

impl GameParams for Query {
    fn money(&self, name: &str) -> Result<Option<i64>, Fail> {
        self.text(name)
            .map(|v| {
                parse_money(v).ok_or_else(|| Fail::bad_param(format!("{name} must be an amount like 0.5, not '{v}'")))
            })
            .transpose()
    }

    fn game_type(&self, name: &str) -> Result<Option<GameType>, Fail> {
        self.text(name)
            .map(|v| GameType::parse(v).ok_or_else(|| Fail::bad_param(format!("{name} '{v}' is not a game type"))))
            .transpose()
    }

    fn check_merchant(&self, names: &[&str], merchant: &str) -> Result<(), Fail> {
        for name in names {
            if let Some(given) = self.text(name)
                && given != merchant
            {
                return Err(Fail::bad_param(format!("{name} '{given}' is not this merchant")));
            }
        }
        Ok(())
    }

    fn check_client(&self) -> Result<(), Fail> {
        if let Some(platform) = self.text("platform") {
            for part in platform.split(',').map(str::trim) {
                if !["html5", "html5-desktop", "flash", "h5", "pc", "mobile"].contains(&part) {
                    return Err(Fail::bad_param(format!("platform '{part}' is not known")));
                }
            }
        }
        self.number::<u32>("clientType")?;
        Ok(())
    }
}

/// `"0.75"` → 75; at most two decimals, not negative.
pub fn parse_money(text: &str) -> Option<i64> {
    let (whole, fraction) = text.trim().split_once('.').unwrap_or((text.trim(), ""));
    if whole.is_empty() && fraction.is_empty() || fraction.len() > 2 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: i64 = if whole.is_empty() { 0 } else { whole.parse().ok().filter(|w| *w >= 0)? };
    let fraction: i64 = format!("{fraction:0<2}").parse().ok()?;
    whole.checked_mul(100)?.checked_add(fraction)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_has_two_decimals_at_most() {
        assert_eq!(parse_money("0.75"), Some(75));
        assert_eq!(parse_money("0.1"), Some(10));
        assert_eq!(parse_money("12"), Some(1200));
        assert_eq!(parse_money(".5"), Some(50));
        for bad in ["", ".", "0.105", "-1", "1e3", "abc", "1.-5"] {
            assert_eq!(parse_money(bad), None, "{bad}");
        }
    }
}
