//! The machinery of the site content kinds under `/__admin/<area>/<kind>`: one resource per kind of
//! site content (banners, notices, help, resources, home feeds, …) that a test or an integrator reads
//! with `GET`, replaces with `PUT`, clears with `DELETE` and puts back to the demo seed with
//! `POST …/reset`, for one merchant (`?merchant=`, which may be left out while the mock serves only
//! one).
//!
//! Each kind is a [`Resource`] and lives beside its data, under the area that owns that data:
//! banners and notices under `content` (`content::admin`), help, resources, customer service,
//! domains and site under `system` (`system::admin`), the home feeds under `games`
//! (`games::pinned`). [`ContentAdmin`] turns a list of kinds into admin calls ([`Call`]); a kind
//! outside `content` also answers at its old path `/content/<kind>` (deprecated). `crate::admin`
//! guards them with the admin token and marks every write as a configuration change, so the
//! pre-rendered system status is rebuilt.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{Method, StatusCode};
use parking_lot::Mutex;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::admin_call::{Call, ONE_MERCHANT, Param, with_aliases};
use crate::input::{Payload, Query};
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Db, Mock};

/// The area whose admin path kept every kind before each moved to its owner's.
const OLD_AREA: &str = "content";

/// A kind of site content the admin manages.
pub trait Resource: 'static {
    /// The area that owns its data: the first part of its path, `/__admin/<AREA>/<NAME>`.
    const AREA: &'static str;
    /// Its name in the path.
    const NAME: &'static str;
    /// The query parameter (besides `merchant`) that narrows a call to part of the kind, if any
    /// (`group` for banners, `type` for notices), and what it names.
    const SCOPE: Option<Param> = None;
    /// An example of the kind's content (JSON text): what `PUT` takes and every call answers.
    const EXAMPLE: &'static str;
    /// An example of what `PUT` takes, when it is not [`EXAMPLE`](Self::EXAMPLE).
    const PUT_EXAMPLE: Option<&'static str> = None;
    /// What `DELETE` answers: the kind with no content.
    const CLEARED: &'static str = "[]";
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
    /// The kind's content (or the scope's part of it), as every call answers it.
    fn read(mock: &Mock, db: &Db, scope: &Self::Scope) -> Self::View;
    /// Checks the whole body before changing anything: a refused body leaves the content as it was.
    fn replace(mock: &Mock, db: &mut Db, scope: &Self::Scope, body: Self::Body) -> Result<(), Fail>;
    /// Removes the kind's content (or the scope's part of it), as `DELETE` does.
    fn clear(db: &mut Db, scope: &Self::Scope);
    /// Back to the demo seed.
    fn reset(db: &mut Db);
}

/// The calls of a list of kinds, plus `GET /content` (every kind's name) and `POST /content/reset`.
#[derive(Default)]
pub struct ContentAdmin {
    calls: Vec<Call>,
    kinds: Vec<Kind>,
}

/// A kind's name and how to put it back to the seed.
struct Kind {
    name: &'static str,
    reset: fn(&mut Db),
}

impl ContentAdmin {
    /// Adds a kind: `GET`/`PUT`/`DELETE /<area>/<name>` and `POST /<area>/<name>/reset`.
    pub fn kind<R: Resource>(mut self) -> Self {
        let (kind, path) = (R::NAME, format!("/{}/{}", R::AREA, R::NAME));
        let mut query = vec![ONE_MERCHANT];
        query.extend(R::SCOPE);
        let put_body = R::PUT_EXAMPLE.unwrap_or(R::EXAMPLE);
        let calls = vec![
            Call::new(Method::GET, &path, &format!("The {kind} content (docs/{}.md)", R::AREA), R::EXAMPLE, read::<R>)
                .query(&query),
            Call::new(
                Method::PUT,
                &path,
                &format!("Replace the {kind} content (checked whole first)"),
                R::EXAMPLE,
                replace::<R>,
            )
            .query(&query)
            .body(put_body),
            Call::new(Method::DELETE, &path, &format!("No {kind} content"), R::CLEARED, clear::<R>).query(&query),
            Call::new(
                Method::POST,
                &format!("{path}/reset"),
                &format!("The {kind} content back to the seed"),
                R::EXAMPLE,
                reset::<R>,
            )
            .query(&[ONE_MERCHANT]),
        ];
        let old_prefix = format!("/{OLD_AREA}/");
        let moved = R::AREA != OLD_AREA;
        self.calls
            .extend(with_aliases(calls, |new| moved.then(|| new.replacen(&format!("/{}/", R::AREA), &old_prefix, 1))));
        self.kinds.push(Kind { name: R::NAME, reset: R::reset });
        self
    }

    /// The calls, with the two that span every kind (and so every area that has one).
    pub fn into_calls(self) -> Vec<Call> {
        let kinds = Arc::new(self.kinds);
        let names: Vec<&'static str> = kinds.iter().map(|kind| kind.name).collect();
        let mut calls = self.calls;
        calls.push(Call::new(
            Method::GET,
            "/content",
            "The names of every content kind, whichever area owns it (content, system, games)",
            r#"["banners", "notices", "help", "winners"]"#,
            move || async move { Answer(names) },
        ));
        calls.push(
            Call::new(
                Method::POST,
                "/content/reset",
                "Every content kind, whichever area owns it, back to the demo seed",
                r#"{"merchant": "veneerdemo", "reset": ["banners", "notices", "help", "winners"]}"#,
                move |State(mock): State<Arc<Mock>>, query: Query| async move { reset_all(&mock, &query, &kinds) },
            )
            .query(&[ONE_MERCHANT]),
        );
        calls
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
fn target<'a, R: Resource>(mock: &'a Mock, params: &Query) -> Result<(&'a Mutex<Db>, R::Scope), Fail> {
    let scope_name = R::SCOPE.map(|param| param.name);
    params.only(&[&["merchant"], scope_name.as_slice()].concat())?;
    let scope = match scope_name.and_then(|name| params.text(name)) {
        Some(value) => R::scope(value)?,
        None => R::Scope::default(),
    };
    Ok((merchant_db(mock, params.text("merchant"))?.1, scope))
}

async fn read<R: Resource>(State(mock): State<Arc<Mock>>, query: Query) -> Reply<R::View> {
    let (db, scope) = target::<R>(&mock, &query)?;
    Ok(Answer(R::read(&mock, &db.lock(), &scope)))
}

async fn replace<R: Resource>(
    State(mock): State<Arc<Mock>>,
    query: Query,
    Payload(body): Payload<R::Body>,
) -> Reply<R::View> {
    let (db, scope) = target::<R>(&mock, &query)?;
    let mut db = db.lock();
    R::replace(&mock, &mut db, &scope, body)?;
    Ok(Answer(R::read(&mock, &db, &scope)))
}

async fn clear<R: Resource>(State(mock): State<Arc<Mock>>, query: Query) -> Reply<R::View> {
    let (db, scope) = target::<R>(&mock, &query)?;
    let mut db = db.lock();
    R::clear(&mut db, &scope);
    Ok(Answer(R::read(&mock, &db, &scope)))
}

async fn reset<R: Resource>(State(mock): State<Arc<Mock>>, query: Query) -> Reply<R::View> {
    query.only(&["merchant"])?;
    let (_, db) = merchant_db(&mock, query.text("merchant"))?;
    let mut db = db.lock();
    R::reset(&mut db);
    Ok(Answer(R::read(&mock, &db, &R::Scope::default())))
}

fn reset_all(mock: &Mock, query: &Query, kinds: &[Kind]) -> Reply<Value> {
    query.only(&["merchant"])?;
    let (merchant, db) = merchant_db(mock, query.text("merchant"))?;
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
