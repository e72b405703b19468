//! The one way in: every handler reads what a client sent through this kit, so bad input always gets
//! `request_param_err` in the upstream's envelope (never axum's plain-text rejection) and each kind of
//! value is read, and refused, the same way in every area.
//!
//! - [`Query`]: the query string (or a JSON object's fields) as named text, with checked readers;
//!   [`QueryFields`] deserialises it into a struct.
//! - [`Payload`] (JSON), [`Form`] (form-encoded) and [`JsonOrForm`] (either): request bodies.
//! - [`amount`], [`id`] (`deserialize_with` helpers) and [`required`] for body fields;
//!   [`ChangePassword`], the one body shape two areas share. A body whose fields are all optional
//!   says so once, on the struct (`#[derive(Default)]`, `#[serde(default)]`); the handler then names
//!   what it needs with [`required`].
//!
//! # Input rules
//!
//! Named text (a query string, a form body, a JSON object read as a [`Query`]) is read one way
//! everywhere, whichever reader or struct takes it:
//!
//! - **A repeated name: the last occurrence decides** (`pageSize=5&pageSize=1` is `1`). Before this
//!   kit the areas disagreed (some readers took the first, some the last, a form struct refused the
//!   body); the real gateway is Spring Boot, which joins a repeated text parameter with commas and
//!   converts only the first of a repeated number, so a client should never repeat a name: the mock
//!   picks one simple answer rather than copy that.
//! - **An empty or blank value counts as absent** (`minBet=`, `pageNo=%20`): the call's default
//!   applies, and a required parameter is missing. This is Spring's reading of an empty optional
//!   number (null), which fronts rely on (`minBet=` for "all"); the mock applies it to text too. A
//!   last occurrence that is empty makes the parameter absent (`pageSize=1&pageSize=`).
//! - **Values are trimmed.** JSON bodies read into a struct are typed instead: `null` or a missing
//!   field is absent, and `""` is a value the field's own check judges.
//!
//! `tests/it/input_rules.rs` pins these through real calls (a query, a query read into a struct, a
//! form body).

use std::str::FromStr;

use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::header;
use axum::http::request::Parts;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer};
use serde_json::Value;

use crate::reply::Fail;

/// The largest page any list answers.
pub const MAX_PAGE_SIZE: usize = 500;

/// Named text parameters, from a query string or a JSON object. Empty values count as absent (fronts
/// send `minBet=` for "all"); when a name repeats, the last value wins.
#[derive(Debug, Default, Clone)]
pub struct Query(Vec<(String, String)>);

impl<S: Send + Sync> FromRequestParts<S> for Query {
    type Rejection = Fail;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Self::parse(parts.uri.query())
    }
}

impl Query {
    /// Parameters of a raw query string.
    pub fn parse(raw: Option<&str>) -> Result<Self, Fail> {
        Self::urlencoded(raw.unwrap_or_default().as_bytes())
            .map_err(|e| Fail::bad_param(format!("Invalid query string: {e}")))
    }

    /// Parameters of URL-encoded text: a query string or a form body.
    fn urlencoded(raw: &[u8]) -> Result<Self, serde_urlencoded::de::Error> {
        serde_urlencoded::from_bytes::<Vec<(String, String)>>(raw).map(Self)
    }

    /// Builds one from pairs (tests and internal callers).
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Self {
        Self(pairs.into_iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect())
    }

    /// Parameters of a JSON object body; strings, numbers and booleans are all read as text.
    pub fn from_json(body: &Value) -> Result<Self, Fail> {
        let Some(object) = body.as_object() else {
            return Err(Fail::bad_param("The request body must be a JSON object"));
        };
        let fields = object
            .iter()
            .filter_map(|(name, value)| {
                let text = match value {
                    Value::Null => return None,
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                Some((name.clone(), text))
            })
            .collect();
        Ok(Self(fields))
    }

    /// Adds `other`'s parameters, replacing same-named ones.
    pub fn merge(mut self, other: Query) -> Self {
        self.0.extend(other.0);
        self
    }

    /// The names of the parameters given.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(name, _)| name.as_str())
    }

    /// A text parameter, trimmed; `None` when absent or empty.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.0.iter().rev().find(|(key, _)| key == name).map(|(_, value)| value.trim()).filter(|v| !v.is_empty())
    }

    /// A required text parameter.
    pub fn required(&self, name: &str) -> Result<&str, Fail> {
        self.text(name).ok_or_else(|| Fail::bad_param(format!("{name} is required")))
    }

    /// A parameter that must parse as `T` when present.
    pub fn number<T: FromStr>(&self, name: &str) -> Result<Option<T>, Fail> {
        self.text(name)
            .map(|v| v.parse::<T>().map_err(|_| Fail::bad_param(format!("{name} must be a whole number, not '{v}'"))))
            .transpose()
    }

    /// The first of several spellings that is present (`pageNo` or `page`).
    pub fn number_of<T: FromStr>(&self, names: &[&str]) -> Result<Option<T>, Fail> {
        for name in names {
            if let Some(value) = self.number(name)? {
                return Ok(Some(value));
            }
        }
        Ok(None)
    }

    /// A whole number in `min..=max`, when present.
    pub fn within<T: FromStr + PartialOrd + std::fmt::Display + Copy>(
        &self,
        name: &str,
        min: T,
        max: T,
    ) -> Result<Option<T>, Fail> {
        match self.text(name) {
            None => Ok(None),
            Some(text) => text.parse::<T>().ok().filter(|n| (min..=max).contains(n)).map(Some).ok_or_else(|| {
                Fail::bad_param(format!("{name} must be a whole number from {min} to {max}, not '{text}'"))
            }),
        }
    }

    /// `pageNo`/`page`/`pageNum` (1 to 4294967295) and `pageSize`/`size` (1 to [`MAX_PAGE_SIZE`]),
    /// as the game and agent lists bound them; out of range is refused, never wrapped or clamped.
    pub fn paging(&self) -> Result<(Option<usize>, Option<usize>), Fail> {
        let within_first = |names: &[&str], max: usize| -> Result<Option<usize>, Fail> {
            let name = names.iter().copied().find(|name| self.text(name).is_some()).unwrap_or(names[0]);
            self.within(name, 1, max)
        };
        let page = within_first(&["pageNo", "page", "pageNum"], u32::MAX as usize)?;
        let size = within_first(&["pageSize", "size"], MAX_PAGE_SIZE)?;
        Ok((page, size))
    }

    /// A yes/no parameter: `1`/`0`, `true`/`false`, `Y`/`N`.
    pub fn flag(&self, name: &str) -> Result<Option<bool>, Fail> {
        self.text(name)
            .map(|v| match v.to_ascii_lowercase().as_str() {
                "1" | "true" | "y" => Ok(true),
                "0" | "false" | "n" => Ok(false),
                _ => Err(Fail::bad_param(format!("{name} must be 1 or 0, not '{v}'"))),
            })
            .transpose()
    }

    /// The parameters as a struct whose fields are all text (`Option<String>`); unknown names (such
    /// as the `t=` cache buster) are ignored unless the struct denies them.
    pub fn fields<T: DeserializeOwned>(&self) -> Result<T, Fail> {
        serde_json::from_value(self.object(|text| Value::String(text.to_owned())))
            .map_err(|e| Fail::bad_param(format!("Invalid query string: {e}")))
    }

    /// The parameters as a JSON object under the kit's rules: each name once, with what [`Query::text`]
    /// reads for it (the last value, trimmed), an empty one left out.
    fn object(&self, value: impl Fn(&str) -> Value) -> Value {
        let object = self.names().filter_map(|name| self.text(name).map(|text| (name.to_owned(), value(text))));
        Value::Object(object.collect())
    }
}

/// The query string deserialised into `T` through [`Query::fields`].
pub struct QueryFields<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for QueryFields<T> {
    type Rejection = Fail;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Query::parse(parts.uri.query())?.fields().map(QueryFields)
    }
}

/// A JSON request body (blank reads as `{}`), refused in the upstream's shape when malformed.
pub struct Payload<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Payload<T> {
    type Rejection = Fail;

    async fn from_request(req: Request, _: &S) -> Result<Self, Self::Rejection> {
        let bytes = body_bytes(req).await?;
        let text = if bytes.iter().all(u8::is_ascii_whitespace) { &b"{}"[..] } else { &bytes[..] };
        serde_json::from_slice(text).map(Payload).map_err(invalid_body)
    }
}

/// The parameters of a call the upstream takes in either shape (the hot game list: the specification's
/// `GET` with a query string, the observed `POST` with a JSON body): the query's, then the body's fields.
pub struct QueryOrBody(pub Query);

impl<S: Send + Sync> FromRequest<S> for QueryOrBody {
    type Rejection = Fail;

    async fn from_request(req: Request, _: &S) -> Result<Self, Self::Rejection> {
        let query = Query::parse(req.uri().query())?;
        let bytes = body_bytes(req).await?;
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Ok(Self(query));
        }
        let body: Value = serde_json::from_slice(&bytes).map_err(invalid_body)?;
        Ok(Self(query.merge(Query::from_json(&body)?)))
    }
}

/// A form-encoded request body (`/wps/member/password/email`).
pub struct Form<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Form<T> {
    type Rejection = Fail;

    async fn from_request(req: Request, _: &S) -> Result<Self, Self::Rejection> {
        let bytes = body_bytes(req).await?;
        let fields = Query::urlencoded(&bytes).map_err(invalid_form)?;
        serde_json::from_value(fields.object(|text| Value::String(text.to_owned()))).map(Form).map_err(invalid_body)
    }
}

/// A body that is JSON, or form-encoded as the older client sends wallet transfers (protocol §1.2).
/// Form values that read as numbers become JSON numbers, so one struct serves both.
pub struct JsonOrForm<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonOrForm<T> {
    type Rejection = Fail;

    async fn from_request(req: Request, _: &S) -> Result<Self, Self::Rejection> {
        let is_form = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim_start().to_ascii_lowercase().starts_with("application/x-www-form-urlencoded"));
        let bytes = body_bytes(req).await?;
        let value = if is_form {
            Query::urlencoded(&bytes).map_err(invalid_form)?.object(|text| {
                serde_json::from_str::<serde_json::Number>(text)
                    .map_or_else(|_| Value::String(text.to_owned()), Value::Number)
            })
        } else if bytes.iter().all(u8::is_ascii_whitespace) {
            Value::Object(Default::default())
        } else {
            serde_json::from_slice(&bytes).map_err(invalid_body)?
        };
        serde_json::from_value(value).map(JsonOrForm).map_err(invalid_body)
    }
}

/// The whole body; the gateway has already bounded its size.
async fn body_bytes(req: Request) -> Result<bytes::Bytes, Fail> {
    axum::body::to_bytes(req.into_body(), usize::MAX)
        .await
        .map_err(|_| Fail::bad_param("The request body could not be read"))
}

fn invalid_body(error: serde_json::Error) -> Fail {
    Fail::bad_param(format!("Invalid request body: {error}"))
}

fn invalid_form(error: serde_urlencoded::de::Error) -> Fail {
    Fail::bad_param(format!("Invalid form body: {error}"))
}

/// The password-change body, shared by the login password (access) and the payment password
/// (wallet) calls: `{oldPassword, newPassword, confirmNewPassword}`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ChangePassword {
    /// The current password (for the payment password, only once one is set).
    pub old_password: Option<String>,
    /// The new password.
    pub new_password: Option<String>,
    /// The new password again; must match.
    pub confirm_new_password: Option<String>,
}

/// An amount in hundredths from a JSON number or a numeric string: positive, at most 2 decimals.
pub fn parse_amount(value: &Value) -> Result<i64, String> {
    let text = match value {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_owned(),
        _ => return Err("amount must be a number".into()),
    };
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !(fraction.is_empty() || digits(fraction)) {
        return Err(format!("{text:?} is not a positive amount"));
    }
    if fraction.len() > 2 {
        return Err(format!("{text} has more than 2 decimals"));
    }
    if whole.len() > 10 {
        return Err(format!("{text} is too large"));
    }
    let whole: i64 = whole.parse().map_err(|_| format!("{text} is not an amount"))?;
    let fraction: i64 = format!("{fraction:0<2}").parse().map_err(|_| format!("{text} is not an amount"))?;
    let cents = whole * 100 + fraction;
    if cents <= 0 {
        return Err("amount must be greater than 0".into());
    }
    Ok(cents)
}

/// `#[serde(deserialize_with = "input::amount")]` for `Option<i64>` cents.
pub fn amount<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<i64>, D::Error> {
    match Option::<Value>::deserialize(deserializer)? {
        None | Some(Value::Null) => Ok(None),
        Some(value) => parse_amount(&value).map(Some).map_err(serde::de::Error::custom),
    }
}

/// `#[serde(deserialize_with = "input::id")]`: an id sent as a number or as a numeric string.
pub fn id<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    match Option::<Value>::deserialize(deserializer)? {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => {
            n.as_u64().map(Some).ok_or_else(|| serde::de::Error::custom("id must be a whole number"))
        }
        Some(Value::String(s)) => {
            s.trim().parse().map(Some).map_err(|_| serde::de::Error::custom(format!("{s:?} is not an id")))
        }
        Some(_) => Err(serde::de::Error::custom("id must be a number")),
    }
}

/// A required field, or 400 `request_param_err` naming it.
pub fn required<T>(value: Option<T>, name: &str) -> Result<T, Fail> {
    value.ok_or_else(|| Fail::bad_param(format!("{name} is required")))
}

// ---------------------------------------------------------------------------------------------
// What the admin and journal calls need besides the rest.

impl Query {
    /// Refuses a parameter not in `allowed`, so a typo never widens a call (an admin `DELETE` of one
    /// group's banners must not clear them all).
    pub fn only(&self, allowed: &[&str]) -> Result<(), Fail> {
        match self.names().find(|name| !allowed.contains(name)) {
            None => Ok(()),
            Some(unknown) => {
                let takes = match allowed {
                    [] => "no parameters".to_owned(),
                    [one] => one.to_string(),
                    [first @ .., last] => format!("{} and {last}", first.join(", ")),
                };
                Err(Fail::bad_param(format!("Unknown parameter '{unknown}': this call takes {takes}")))
            }
        }
    }
}

/// A JSON request body that must be there: unlike [`Payload`], a blank body is refused rather than
/// read as `{}` (an admin `PUT` that replaces a whole document never means "all defaults" by accident).
pub struct Document<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Document<T> {
    type Rejection = Fail;

    async fn from_request(req: Request, _: &S) -> Result<Self, Self::Rejection> {
        let bytes = body_bytes(req).await?;
        serde_json::from_slice(&bytes).map(Document).map_err(invalid_body)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn amounts_are_positive_with_at_most_two_decimals() {
        assert_eq!(parse_amount(&json!(100)), Ok(10_000));
        assert_eq!(parse_amount(&json!(12.5)), Ok(1_250));
        assert_eq!(parse_amount(&json!("0.01")), Ok(1));
        assert_eq!(parse_amount(&json!(" 300.10 ")), Ok(30_010));
        for bad in [json!(0), json!(-5), json!(1.005), json!("1e3"), json!("abc"), json!(true), json!(".5")] {
            assert!(parse_amount(&bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn parameters_read_the_same_from_a_query_or_a_json_object() {
        let query = Query::parse(Some("pageNo=2&minBet=&name=%20a%20&pageNo=3")).unwrap();
        assert_eq!(query.text("name"), Some("a"));
        assert_eq!(query.text("minBet"), None, "an empty value is absent");
        assert_eq!(query.number::<u32>("pageNo").unwrap(), Some(3), "the last value wins");
        let body = Query::from_json(&json!({"pageNo": 2, "flag": true, "gone": null})).unwrap();
        assert_eq!(body.number::<u32>("pageNo").unwrap(), Some(2));
        assert_eq!(body.flag("flag").unwrap(), Some(true));
        assert_eq!(body.text("gone"), None);
        assert!(Query::from_json(&json!([1])).is_err());
    }

    #[test]
    fn bad_values_are_refused_naming_the_parameter() {
        let query = Query::from_pairs([("size", "5000"), ("pageNo", "first"), ("pageSize", "0"), ("on", "maybe")]);
        let message = |fail: Fail| (fail.code, fail.message);
        assert_eq!(
            message(query.within("size", 40u32, 1000).unwrap_err()),
            ("request_param_err", "size must be a whole number from 40 to 1000, not '5000'".into())
        );
        assert!(message(query.number::<u32>("pageNo").unwrap_err()).1.starts_with("pageNo must be a whole number"));
        assert!(query.paging().is_err());
        assert!(query.flag("on").is_err());
        assert_eq!(query.within("absent", 1u32, 100).unwrap(), None);
    }

    #[test]
    fn fields_fill_a_struct_and_ignore_unknown_names() {
        #[derive(Deserialize)]
        struct Which {
            merchant: Option<String>,
        }
        let which: Which = Query::from_pairs([("merchant", "veneerdemo"), ("t", "1")]).fields().unwrap();
        assert_eq!(which.merchant.as_deref(), Some("veneerdemo"));
        let none: Which = Query::default().fields().unwrap();
        assert_eq!(none.merchant, None);
        // The same rules as the readers: the last occurrence decides, an empty value is absent.
        let last: Which = Query::parse(Some("merchant=a&merchant=%20b%20")).unwrap().fields().unwrap();
        assert_eq!(last.merchant.as_deref(), Some("b"));
        let empty: Which = Query::parse(Some("merchant=a&merchant=")).unwrap().fields().unwrap();
        assert_eq!(empty.merchant, None);
    }
}
