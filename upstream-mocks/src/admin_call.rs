//! One admin call as a row: its description (method, path, summary, parameters, examples) and its
//! handler. The admin router ([`router`]) and the OpenAPI document (`admin_openapi`) are both made
//! from the same rows, so a route exists if and only if it is described. Each area describes its own
//! calls next to their handlers (`admin_calls()` in its admin module); `crate::admin` gathers them.
//! The pieces every area's admin shares (the `?merchant=` a call applies to and the per-merchant loop
//! behind it, the clocks' shape and how they move, and the read, set and reset calls of a settable clock,
//! [`clock_calls`]) live here too, so that the areas' admin modules import this table and never the
//! composition itself.

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::handler::Handler;
use axum::http::{Method, StatusCode};
use axum::routing::{MethodFilter, MethodRouter, on};
use parking_lot::Mutex;
use serde::{Deserialize, Serialize};

use crate::input::{Payload, QueryFields};
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Db, Mock};

/// A query parameter: its name, what it does and the values it takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Param {
    /// The parameter's name, e.g. `merchant`.
    pub name: &'static str,
    /// What it does, for the description.
    pub what: &'static str,
    /// The values it takes.
    pub values: Values,
}

/// The values a query parameter takes (its schema in the description).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Values {
    /// Any text (a blank value counts as absent).
    Text,
    /// `true` or `false`.
    Flag,
    /// One of these codes.
    OneOf(&'static [&'static str]),
}

impl Param {
    /// A parameter taking any text.
    pub const fn text(name: &'static str, what: &'static str) -> Self {
        Self { name, what, values: Values::Text }
    }

    /// A parameter taking `true` or `false`.
    pub const fn flag(name: &'static str, what: &'static str) -> Self {
        Self { name, what, values: Values::Flag }
    }

    /// A parameter taking one of `values`.
    pub const fn one_of(name: &'static str, what: &'static str, values: &'static [&'static str]) -> Self {
        Self { name, what, values: Values::OneOf(values) }
    }
}

/// `?merchant=` of a call that applies to every merchant unless told otherwise.
pub const MERCHANT: Param = Param::text("merchant", "one merchant's code; every merchant the mock serves when absent");
/// `?merchant=` of a call that applies to one merchant.
pub const ONE_MERCHANT: Param =
    Param::text("merchant", "the merchant's code; needed only when the mock serves several");

/// One admin call.
#[derive(Debug, Clone)]
pub struct Call {
    /// The HTTP method.
    pub method: Method,
    /// Under `/__admin`, with `{name}` for path parameters.
    pub path: String,
    /// One line saying what the call does.
    pub summary: String,
    /// Query parameters and what they do.
    pub query: Vec<Param>,
    /// The names of the query parameters the call cannot do without.
    pub required: Vec<&'static str>,
    /// An example body (JSON text), when the call takes one.
    pub body: Option<&'static str>,
    /// An example of the envelope's `value` (JSON text), or of the whole answer when `bare`.
    pub answer: &'static str,
    /// The answer is not in the envelope (lists read by tests and tools as they are).
    pub bare: bool,
    /// The body may also be TOML (`Content-Type` other than JSON).
    pub takes_toml: bool,
    /// When the call answers 409: why, and its `errorCode`.
    pub conflict: Option<(&'static str, &'static str)>,
    /// For an old path kept working: the path to use instead (the call is described as deprecated).
    pub replaced_by: Option<String>,
    /// What answers it: a route for this method only.
    pub handler: MethodRouter<Arc<Mock>>,
}

impl Call {
    /// A call answered by `handler`.
    ///
    /// # Panics
    /// On a method axum cannot route by (`CONNECT`, an extension method): a mistake in the table,
    /// which every test building the admin router shows at once.
    pub fn new<H, T>(method: Method, path: &str, summary: &str, answer: &'static str, handler: H) -> Self
    where
        H: Handler<T, Arc<Mock>>,
        T: 'static,
    {
        #[expect(clippy::expect_used, reason = "admin calls are declared in code, each with a standard HTTP method")]
        let filter = MethodFilter::try_from(method.clone()).expect("an admin call uses a standard HTTP method");
        Self {
            method,
            path: path.to_owned(),
            summary: summary.to_owned(),
            query: Vec::new(),
            required: Vec::new(),
            body: None,
            answer,
            bare: false,
            takes_toml: false,
            conflict: None,
            replaced_by: None,
            handler: on(filter, handler),
        }
    }

    /// Adds query parameters the call takes.
    pub fn query(mut self, query: &[Param]) -> Self {
        self.query.extend_from_slice(query);
        self
    }

    /// Query parameters the call cannot do without (described as required).
    pub fn requires(mut self, query: &[Param]) -> Self {
        self.required.extend(query.iter().map(|param| param.name));
        self.query(query)
    }

    /// Sets the example body (JSON text) of a call that takes one.
    pub fn body(mut self, body: &'static str) -> Self {
        self.body = Some(body);
        self
    }

    /// Marks the answer as not in the envelope.
    pub fn bare(mut self) -> Self {
        self.bare = true;
        self
    }

    /// The body may also be sent as TOML.
    pub fn or_toml(mut self) -> Self {
        self.takes_toml = true;
        self
    }

    /// The call answers 409 with `code` when `why`.
    pub fn conflict(mut self, why: &'static str, code: &'static str) -> Self {
        self.conflict = Some((why, code));
        self
    }

    /// The same call at an older path, kept working and described as deprecated.
    pub fn alias(&self, old_path: &str) -> Self {
        Self { path: old_path.to_owned(), replaced_by: Some(self.path.clone()), ..self.clone() }
    }
}

/// The calls and, for each, the same call at its old path.
pub fn with_aliases(calls: Vec<Call>, old_path: impl Fn(&str) -> Option<String>) -> Vec<Call> {
    let aliases: Vec<Call> = calls.iter().filter_map(|call| old_path(&call.path).map(|old| call.alias(&old))).collect();
    calls.into_iter().chain(aliases).collect()
}

/// The router of a list of calls: calls sharing a path become one route. Two calls with the same
/// method and path would make axum panic here, at start (`tests/it/admin_api.rs` checks there are none).
pub fn router(calls: Vec<Call>) -> Router<Arc<Mock>> {
    let mut paths: BTreeMap<String, MethodRouter<Arc<Mock>>> = BTreeMap::new();
    for call in calls {
        let merged = match paths.remove(&call.path) {
            Some(routed) => routed.merge(call.handler),
            None => call.handler,
        };
        paths.insert(call.path, merged);
    }
    paths.into_iter().fold(Router::new(), |router, (path, route)| router.route(&path, route))
}

/// An example of the clocks' answers (lottery, agency).
pub const CLOCKS: &str = r#"[{"merchant": "veneerdemo", "offsetMs": 0, "nowMs": 1795304461137}]"#;

/// A merchant's clock of one area (lottery, agency), as its admin call answers.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Clock {
    /// The merchant's code.
    pub merchant: String,
    /// Added to the wall clock.
    pub offset_ms: i64,
    /// The area's clock now, epoch ms.
    pub now_ms: i64,
}

/// One area's clock in a merchant's database, as that area's admin calls move it (lottery, agency).
pub struct AreaClock {
    /// The area's offset from the wall clock, milliseconds.
    pub offset: fn(&mut Db) -> &mut i64,
    /// The area's time once its clock has moved, epoch ms, after whatever the area does when it moves
    /// (the agency settles the periods that closed on the way, so balances read elsewhere agree at once).
    pub moved: fn(&mut Db) -> i64,
}

/// The body of a clock's `PUT` (lottery, rewards): the offset to use, or the moment the clock should read now.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct SetClock {
    /// The offset to use, or…
    offset_ms: Option<i64>,
    /// …the moment the clock should read now (epoch ms).
    at_ms: Option<i64>,
}

impl SetClock {
    /// The offset asked for: exactly one of the two, within [`MAX_CLOCK_OFFSET_MS`].
    fn offset(&self) -> Result<i64, Fail> {
        match (self.offset_ms, self.at_ms) {
            (Some(offset), None) => clock_offset_within(offset),
            (None, Some(at)) => clock_offset_within(at.saturating_sub(crate::base::now_ms())),
            _ => Err(Fail::bad_param("Give exactly one of offsetMs and atMs")),
        }
    }
}

/// How far a settable clock may move from the wall clock, either way: ten years, enough for any test and no
/// overflow in the areas' date arithmetic.
const MAX_CLOCK_OFFSET_MS: i64 = 10 * 366 * 86_400_000;

/// `offset`, or the refusal when it is beyond [`MAX_CLOCK_OFFSET_MS`].
pub fn clock_offset_within(offset: i64) -> Result<i64, Fail> {
    if offset.abs() > MAX_CLOCK_OFFSET_MS {
        return Err(Fail::bad_param("The clock may move at most ten years either way"));
    }
    Ok(offset)
}

/// An area whose clock the admin reads, sets (`PUT {"offsetMs"}` or `{"atMs"}`) and puts back on the wall clock
/// (`DELETE`), all by [`clock_calls`]: the lottery, the rewards.
pub trait SettableClock: Send + Sync + 'static {
    /// The area's clock in a merchant's database.
    const CLOCK: AreaClock;
}

/// The `GET`, `PUT` and `DELETE` rows of area `C`'s clock, `/<area>/clock` ("The lottery clock", …).
pub fn clock_calls<C: SettableClock>(area: &str) -> Vec<Call> {
    let path = format!("/{area}/clock");
    vec![
        Call::new(Method::GET, &path, &format!("The {area} clock"), CLOCKS, read_clock::<C>).query(&[MERCHANT]),
        Call::new(
            Method::PUT,
            &path,
            &format!("Set the {area} clock: offsetMs, or atMs (what it should read now)"),
            CLOCKS,
            set_clock::<C>,
        )
        .query(&[MERCHANT])
        .body(r#"{"offsetMs": 600000}"#),
        Call::new(Method::DELETE, &path, &format!("The {area} clock at the wall clock"), CLOCKS, reset_clock::<C>)
            .query(&[MERCHANT]),
    ]
}

async fn read_clock<C: SettableClock>(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<Clock>> {
    move_clocks(&mock, &which, &C::CLOCK, Ok)
}

/// `PUT {"offsetMs": n}` or `{"atMs": t}`: sets the clock.
async fn set_clock<C: SettableClock>(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(body): Payload<SetClock>,
) -> Reply<Vec<Clock>> {
    let offset = body.offset()?;
    move_clocks(&mock, &which, &C::CLOCK, |_| Ok(offset))
}

/// `DELETE`: the wall clock again.
async fn reset_clock<C: SettableClock>(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<Clock>> {
    move_clocks(&mock, &which, &C::CLOCK, |_| Ok(0))
}

/// Sets `clock` to `new_offset(its offset)` in every merchant `which` names and answers each merchant's
/// clock. Every merchant's new offset is worked out before any moves, so a refusal changes nothing.
pub fn move_clocks(
    mock: &Mock,
    which: &AdminMerchant,
    clock: &AreaClock,
    new_offset: impl Fn(i64) -> Result<i64, Fail>,
) -> Reply<Vec<Clock>> {
    for (_, db) in merchants(mock, which.merchant.as_deref())? {
        new_offset(*(clock.offset)(&mut db.lock()))?;
    }
    each_merchant(mock, which, |merchant, db| {
        let offset = new_offset(*(clock.offset)(db))?;
        *(clock.offset)(db) = offset;
        Ok(Clock { merchant: merchant.to_owned(), offset_ms: offset, now_ms: (clock.moved)(db) })
    })
}

/// Answers `row` of each merchant's database `which` names, in merchant-code order, each under its
/// database's lock; the first refusal is the answer.
pub fn each_merchant<T>(
    mock: &Mock,
    which: &AdminMerchant,
    mut row: impl FnMut(&str, &mut Db) -> Result<T, Fail>,
) -> Reply<Vec<T>> {
    merchants(mock, which.merchant.as_deref())?
        .into_iter()
        .map(|(merchant, db)| row(merchant, &mut db.lock()))
        .collect::<Result<_, _>>()
        .map(Answer)
}

/// The `?merchant=` of an admin call: one merchant, or every merchant when absent. Any other
/// parameter is refused: a misspelt `?merchnt=` must not widen a write to every merchant.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdminMerchant {
    /// The one merchant to act on (`?merchant=`); every merchant when absent.
    pub merchant: Option<String>,
}

/// The databases an admin call applies to, in merchant-code order, so a call's answer lists the
/// merchants in that order without sorting it (404 when the named merchant is not served).
pub(crate) fn merchants<'a>(mock: &'a Mock, wanted: Option<&str>) -> Result<Vec<(&'a String, &'a Mutex<Db>)>, Fail> {
    let mut all: Vec<_> = mock.databases().filter(|(code, _)| wanted.is_none_or(|w| w == code.as_str())).collect();
    if all.is_empty() {
        return Err(Fail::new(StatusCode::NOT_FOUND, "merchant.not.exist", "No such merchant"));
    }
    all.sort_by_key(|(code, _)| *code);
    Ok(all)
}
