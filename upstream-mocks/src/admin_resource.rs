//! The machinery of `/__admin/content/<kind>`: one resource per kind of site content (banners,
//! notices, help, resources, home feeds, …) that a test or an integrator reads with `GET`, replaces
//! with `PUT`, clears with `DELETE` and puts back to the demo seed with `POST …/reset`, for one
//! merchant (`?merchant=`, which may be left out while the mock serves only one).
//!
//! Each kind is a [`Resource`] and lives beside its data (`content::admin`, `system::admin`,
//! `games::pinned`); [`ContentAdmin`] turns a list of kinds into routes. `crate::admin` guards them
//! with the admin token and marks every write as a configuration change, so the pre-rendered
//! system status is rebuilt.

use std::sync::Arc;

use axum::Router;
use axum::extract::{RawQuery, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use parking_lot::Mutex;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::input::Payload;
use crate::input::Query;
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Db, Mock};

/// A kind of site content the admin manages.
pub trait Resource: 'static {
    /// Its name in the path: `/__admin/content/<NAME>`.
    const NAME: &'static str;
    /// The query parameter (besides `merchant`) that narrows a call to part of the kind, if any
    /// (`group` for banners, `type` for notices).
    const SCOPE: Option<&'static str> = None;
    /// What the [`SCOPE`](Self::SCOPE) parameter names; the default is the whole kind.
    type Scope: Default + Send;
    /// What every call answers: the kind's content in the upstream's shape.
    type View: Serialize;
    /// What `PUT` takes.
    type Body: DeserializeOwned + Send;

    /// Reads the scope parameter's value.
    fn scope(value: &str) -> Result<Self::Scope, Fail> {
        Err(Fail::bad_param(format!("{} takes no scope, not '{value}'", Self::NAME)))
    }
    fn read(mock: &Mock, db: &Db, scope: &Self::Scope) -> Self::View;
    /// Checks the whole body before changing anything: a refused body leaves the content as it was.
    fn replace(mock: &Mock, db: &mut Db, scope: &Self::Scope, body: Self::Body) -> Result<(), Fail>;
    fn clear(db: &mut Db, scope: &Self::Scope);
    /// Back to the demo seed.
    fn reset(db: &mut Db);
}

/// The routes of a list of kinds, plus `GET /content` (their names) and `POST /content/reset`.
pub struct ContentAdmin {
    router: Router<Arc<Mock>>,
    kinds: Vec<Kind>,
}

/// A kind's name and how to put it back to the seed.
struct Kind {
    name: &'static str,
    reset: fn(&mut Db),
}

impl Default for ContentAdmin {
    fn default() -> Self {
        Self { router: Router::new(), kinds: Vec::new() }
    }
}

impl ContentAdmin {
    /// Adds a kind: `GET`/`PUT`/`DELETE /content/<name>` and `POST /content/<name>/reset`.
    pub fn kind<R: Resource>(mut self) -> Self {
        let path = format!("/content/{}", R::NAME);
        self.router = self
            .router
            .route(&path, get(read::<R>).put(replace::<R>).delete(clear::<R>))
            .route(&format!("{path}/reset"), post(reset::<R>));
        self.kinds.push(Kind { name: R::NAME, reset: R::reset });
        self
    }

    pub fn into_router(self) -> Router<Arc<Mock>> {
        let kinds = Arc::new(self.kinds);
        let names: Vec<&'static str> = kinds.iter().map(|kind| kind.name).collect();
        self.router.route("/content", get(move || async move { Answer(names) })).route(
            "/content/reset",
            post(move |State(mock): State<Arc<Mock>>, RawQuery(raw): RawQuery| async move {
                reset_all(&mock, raw.as_deref(), &kinds)
            }),
        )
    }
}

/// The merchant a call names, or the only one the mock serves.
pub fn merchant_db<'a>(mock: &'a Mock, merchant: Option<&str>) -> Result<(&'a str, &'a Mutex<Db>), Fail> {
    match merchant {
        Some(code) => mock
            .databases()
            .find(|(known, _)| known.as_str() == code)
            .map(|(known, db)| (known.as_str(), db))
            .ok_or_else(|| Fail::new(StatusCode::NOT_FOUND, "merchant.not.exist", format!("No merchant '{code}'"))),
        None => {
            let mut all = mock.databases();
            match (all.next(), all.next()) {
                (Some((code, db)), None) => Ok((code.as_str(), db)),
                _ => Err(Fail::bad_param("This mock serves several merchants: name one with ?merchant=")),
            }
        }
    }
}

/// The database and scope a call names; a parameter the kind does not take is refused, so a typo
/// never widens a write to the whole kind.
fn target<'a, R: Resource>(mock: &'a Mock, raw: Option<&str>) -> Result<(&'a Mutex<Db>, R::Scope), Fail> {
    let params = query(raw, R::SCOPE)?;
    let scope = match R::SCOPE.and_then(|name| params.text(name)) {
        Some(value) => R::scope(value)?,
        None => R::Scope::default(),
    };
    Ok((merchant_db(mock, params.text("merchant"))?.1, scope))
}

/// The query of an admin call that takes `merchant` and, for some kinds, a scope parameter.
fn query(raw: Option<&str>, scope: Option<&str>) -> Result<Query, Fail> {
    let params = Query::parse(raw)?;
    if let Some(unknown) = params.names().find(|name| *name != "merchant" && Some(*name) != scope) {
        let takes = scope.map(|scope| format!("merchant and {scope}")).unwrap_or_else(|| "merchant".into());
        return Err(Fail::bad_param(format!("Unknown parameter '{unknown}': this call takes {takes}")));
    }
    Ok(params)
}

async fn read<R: Resource>(State(mock): State<Arc<Mock>>, RawQuery(raw): RawQuery) -> Reply<R::View> {
    let (db, scope) = target::<R>(&mock, raw.as_deref())?;
    Ok(Answer(R::read(&mock, &db.lock(), &scope)))
}

async fn replace<R: Resource>(
    State(mock): State<Arc<Mock>>,
    RawQuery(raw): RawQuery,
    Payload(body): Payload<R::Body>,
) -> Reply<R::View> {
    let (db, scope) = target::<R>(&mock, raw.as_deref())?;
    let mut db = db.lock();
    R::replace(&mock, &mut db, &scope, body)?;
    Ok(Answer(R::read(&mock, &db, &scope)))
}

async fn clear<R: Resource>(State(mock): State<Arc<Mock>>, RawQuery(raw): RawQuery) -> Reply<R::View> {
    let (db, scope) = target::<R>(&mock, raw.as_deref())?;
    let mut db = db.lock();
    R::clear(&mut db, &scope);
    Ok(Answer(R::read(&mock, &db, &scope)))
}

async fn reset<R: Resource>(State(mock): State<Arc<Mock>>, RawQuery(raw): RawQuery) -> Reply<R::View> {
    let params = query(raw.as_deref(), None)?;
    let (_, db) = merchant_db(&mock, params.text("merchant"))?;
    let mut db = db.lock();
    R::reset(&mut db);
    Ok(Answer(R::read(&mock, &db, &R::Scope::default())))
}

fn reset_all(mock: &Mock, raw: Option<&str>, kinds: &[Kind]) -> Reply<Value> {
    let params = query(raw, None)?;
    let (merchant, db) = merchant_db(mock, params.text("merchant"))?;
    let mut db = db.lock();
    for kind in kinds {
        (kind.reset)(&mut db);
    }
    let names: Vec<&str> = kinds.iter().map(|kind| kind.name).collect();
    Ok(Answer(json!({ "merchant": merchant, "reset": names })))
}

/// Refuses a body entry: `what[index]: why`, so the caller finds the entry at once.
pub fn bad_entry(what: &str, index: usize, why: impl std::fmt::Display) -> Fail {
    Fail::bad_param(format!("{what}[{index}]: {why}"))
}

/// Whether a link is absolute (`scheme:…`, e.g. `https://…`, `itms-services://…`, `mailto:…`).
pub fn is_absolute_link(link: &str) -> bool {
    link.split_once(':').is_some_and(|(scheme, rest)| {
        !rest.is_empty()
            && scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
    })
}

/// Whether a link is an image a browser can fetch (`http://` or `https://`).
pub fn is_web_link(link: &str) -> bool {
    let lower = link.to_ascii_lowercase();
    (lower.starts_with("http://") || lower.starts_with("https://")) && link.len() > "https://".len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_told_apart() {
        assert!(is_absolute_link("https://line.me/R/ti/p/@x"));
        assert!(is_absolute_link("itms-services://?action=download-manifest"));
        assert!(is_absolute_link("javascript:alert(1)"), "hostile links are stored: the front must defuse them");
        assert!(!is_absolute_link("/promotions") && !is_absolute_link("line.me") && !is_absolute_link("1:2"));
        assert!(is_web_link("http://127.0.0.1:9090/assets/promotions/1.svg"));
        assert!(!is_web_link("promotions/1.svg") && !is_web_link("ftp://x/y.png") && !is_web_link("https://"));
    }
}
