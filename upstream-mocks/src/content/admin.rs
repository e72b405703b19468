//! `/__admin/content/banners` and `/__admin/content/notices`: banners and notices in the shape the
//! announcement calls answer, with what those answers leave out (every language, display window,
//! audience) so a test can make every one appear and disappear. HTML is stored as given: hostile
//! markup is the BFF's to sanitise.

use serde::{Deserialize, Serialize};

use super::{AnnouncementImage, Audience, BANNER_GROUPS, BannerRecord, NoticeRecord, NoticeType, group_rank, seed};
use crate::admin_call::Param;
use crate::admin_resource::{Resource, bad_entry, is_web_link};
use crate::base::now_ms;
use crate::locale::Localized;
use crate::reply::Fail;
use crate::state::{Db, Mock};

/// A banner as the admin reads and writes it: the answer's fields plus every language and the
/// display window. Left out on `PUT`: `bannerId` (the next free one), `groupName` (the `?group=`),
/// `url` (the group's own art), `sort` (the order given), `startDate` (now), `endDate` (never).
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct BannerEntry {
    /// The banner's id: one not in use when given, else the next free one.
    pub banner_id: Option<u32>,
    /// One of the thirteen route groups; with `?group=` it must be that group.
    pub group_name: Option<String>,
    /// The title: one text, or one per language (`{"en": …, "th": …, "lo": …, "km": …, "my": …}`).
    pub title: Localized,
    /// An `http(s)` image in place of the group's own art.
    pub url: Option<String>,
    /// A banner with a linkage type is clickable (`URL`).
    pub linkage_type: Option<String>,
    /// Where a click goes.
    pub linkage_url: Option<String>,
    /// Position within the group; the order given by default.
    pub sort: Option<u32>,
    /// When it starts to show, milliseconds since the epoch; now by default.
    pub start_date: Option<i64>,
    /// When it stops showing, milliseconds since the epoch, after `startDate`; never by default.
    pub end_date: Option<i64>,
}

/// Banners of every route group, or of one with `?group=w_rng`.
pub struct Banners;

impl Resource for Banners {
    const AREA: &'static str = "content";
    const NAME: &'static str = "banners";
    const EXAMPLE: &'static str = r#"[{"bannerId": 1, "groupName": "w_home", "title": {"en": "Welcome bonus", "th": "โบนัสต้อนรับ"}, "url": "http://127.0.0.1:9090/assets/banners/welcome.svg", "linkageType": "URL", "linkageUrl": "/promotions", "sort": 1, "startDate": 1792998964386, "endDate": null}]"#;
    const SCOPE: Option<Param> = Some(Param::text("group", "one banner group, e.g. w_rng"));
    type Scope = Option<String>;
    type View = Vec<BannerEntry>;
    type Body = Vec<BannerEntry>;

    fn scope(value: &str) -> Result<Option<String>, Fail> {
        known_group(value).map(Some)
    }

    fn read(mock: &Mock, db: &Db, group: &Option<String>) -> Vec<BannerEntry> {
        let mut banners: Vec<&BannerRecord> =
            db.content.banners.iter().filter(|b| group.as_ref().is_none_or(|g| *g == b.group)).collect();
        banners.sort_by_key(|b| (group_rank(&b.group), b.sort, b.id));
        banners
            .into_iter()
            .map(|b| BannerEntry {
                banner_id: Some(b.id),
                group_name: Some(b.group.clone()),
                title: b.title.clone(),
                url: Some(b.url(mock)),
                linkage_type: b.linkage_type.clone(),
                linkage_url: b.linkage_url.clone(),
                sort: Some(b.sort),
                start_date: Some(b.start_ms),
                end_date: b.end_ms,
            })
            .collect()
    }

    fn replace(_: &Mock, db: &mut Db, group: &Option<String>, body: Vec<BannerEntry>) -> Result<(), Fail> {
        let content = &mut db.content;
        let kept: Vec<BannerRecord> =
            content.banners.iter().filter(|b| group.as_ref().is_some_and(|g| *g != b.group)).cloned().collect();
        let mut ids = Ids::new(kept.iter().map(|b| b.id));
        let now = now_ms();
        let mut placed: Vec<(String, usize)> = Vec::new();
        let mut fresh = Vec::with_capacity(body.len());
        for (index, entry) in body.into_iter().enumerate() {
            let bad = |why: String| bad_entry("banners", index, why);
            let name = match (&entry.group_name, group) {
                (Some(given), Some(scope)) if given != scope => {
                    return Err(bad(format!("groupName {given} is outside ?group={scope}")));
                }
                (Some(given), _) => known_group(given).map_err(|e| bad(e.message))?,
                (None, Some(scope)) => scope.clone(),
                (None, None) => return Err(bad("groupName is required (or give ?group=)".into())),
            };
            let position = match placed.iter_mut().find(|(g, _)| *g == name) {
                Some((_, n)) => {
                    *n += 1;
                    *n
                }
                None => {
                    placed.push((name.clone(), 1));
                    1
                }
            };
            if let Some(url) = entry.url.as_deref().filter(|url| !is_web_link(url)) {
                return Err(bad(format!("url must be an http(s) image link, not '{url}'")));
            }
            if entry.linkage_type.as_deref().is_some_and(|t| t.trim().is_empty()) {
                return Err(bad("linkageType must not be blank (leave it out for a banner that is not a link)".into()));
            }
            let (start_ms, end_ms) = window(entry.start_date, entry.end_date, now).map_err(bad)?;
            let art_count = BANNER_GROUPS.iter().find(|(g, _)| *g == name).map_or(1, |(_, n)| *n);
            fresh.push(BannerRecord {
                id: ids.take(entry.banner_id).map_err(bad)?,
                art: ((position - 1) % art_count) as u32 + 1,
                group: name,
                title: entry.title,
                linkage_type: entry.linkage_type,
                linkage_url: entry.linkage_url,
                sort: entry.sort.unwrap_or(position as u32),
                start_ms,
                end_ms,
                image_url: entry.url,
            });
        }
        content.banners = kept.into_iter().chain(fresh).collect();
        Ok(())
    }

    fn clear(db: &mut Db, group: &Option<String>) {
        db.content.banners.retain(|b| group.as_ref().is_some_and(|g| *g != b.group));
    }

    fn reset(db: &mut Db) {
        seed::seed_banners(&mut db.content);
    }
}

fn known_group(name: &str) -> Result<String, Fail> {
    if BANNER_GROUPS.iter().any(|(g, _)| *g == name) {
        return Ok(name.to_owned());
    }
    let groups: Vec<&str> = BANNER_GROUPS.iter().map(|(g, _)| *g).collect();
    Err(Fail::bad_param(format!("Unknown banner group '{name}' ({})", groups.join(", "))))
}

/// A display window: from `startDate` (default now) until `endDate` (default never).
fn window(start: Option<i64>, end: Option<i64>, now: i64) -> Result<(i64, Option<i64>), String> {
    let start = start.unwrap_or(now);
    match end {
        Some(end) if end <= start => Err(format!("endDate {end} is not after startDate {start}")),
        _ => Ok((start, end)),
    }
}

/// Record ids: those given must be unused, the others are the next free ones.
struct Ids {
    used: std::collections::BTreeSet<u32>,
}

impl Ids {
    fn new(kept: impl Iterator<Item = u32>) -> Self {
        Self { used: kept.collect() }
    }

    fn take(&mut self, wanted: Option<u32>) -> Result<u32, String> {
        let id = wanted.unwrap_or_else(|| self.used.last().map_or(1, |last| last + 1));
        if id == 0 || !self.used.insert(id) {
            return Err(format!("id {id} is {}", if id == 0 { "not an id" } else { "used twice" }));
        }
        Ok(id)
    }
}

/// Who a notice is for, as the admin writes it: `"everyone"`, `"members"` (logged in),
/// `{"minRank": 5}` (VIP rank 5 and above) or `{"userNames": ["demo01"]}`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum AudienceEntry {
    /// `"everyone"`: logged in or not (the public call too).
    Everyone,
    /// `"members"`: logged-in members only.
    Members,
    /// `{"minRank": n}`: members of VIP rank `n` and above.
    MinRank(u32),
    /// `{"userNames": […]}`: these members only (unknown names are refused).
    UserNames(Vec<String>),
}

/// A notice as the admin reads and writes it: the answer's fields plus every language and the
/// audience. Left out on `PUT`: `id` (the next free one), `type` (the `?type=`), `content` (empty),
/// `startDate` (now), `endDate` (never), `announcementImages` (none), `audience` (everyone).
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct NoticeEntry {
    /// The notice's id: one not in use when given, else the next free one.
    pub id: Option<u32>,
    /// `PL`, `PU`, `PR` or `H`, sent as `type`; with `?type=` it must be that type.
    #[serde(rename = "type")]
    pub kind: Option<NoticeType>,
    /// The title: one text, or one per language.
    pub title: Localized,
    /// HTML, stored as given.
    pub content: Localized,
    /// When it starts to show, milliseconds since the epoch; now by default.
    pub start_date: Option<i64>,
    /// When it stops showing, milliseconds since the epoch, after `startDate`; never by default.
    pub end_date: Option<i64>,
    /// The notice's images, `[{"imageUrl": "https://…"}]`; none by default.
    pub announcement_images: Vec<AnnouncementImage>,
    /// Who it is shown to; everyone by default.
    pub audience: Option<AudienceEntry>,
}

/// Notices of every type, or of one with `?type=PU`.
pub struct Notices;

impl Resource for Notices {
    const AREA: &'static str = "content";
    const NAME: &'static str = "notices";
    const EXAMPLE: &'static str = r#"[{"id": 16, "type": "PU", "title": {"en": "Complete your profile", "th": "…"}, "content": {"en": "<p>Add your e-mail.</p>", "th": "…"}, "audience": {"userNames": ["demo01"]}, "startDate": 1795587364386, "endDate": null, "announcementImages": []}]"#;
    const SCOPE: Option<Param> = Some(Param::one_of("type", "one notice type", &["PL", "PU", "PR", "H"]));
    type Scope = Option<NoticeType>;
    type View = Vec<NoticeEntry>;
    type Body = Vec<NoticeEntry>;

    fn scope(value: &str) -> Result<Option<NoticeType>, Fail> {
        NoticeType::parse(value)
            .map(Some)
            .ok_or_else(|| Fail::bad_param(format!("Unknown notice type '{value}' (PL, PU, PR, H)")))
    }

    fn read(mock: &Mock, db: &Db, kind: &Option<NoticeType>) -> Vec<NoticeEntry> {
        let mut notices: Vec<&NoticeRecord> =
            db.content.notices.iter().filter(|n| kind.is_none_or(|k| k == n.kind)).collect();
        notices.sort_by_key(|n| (std::cmp::Reverse(n.start_ms), n.id));
        notices
            .into_iter()
            .map(|n| NoticeEntry {
                id: Some(n.id),
                kind: Some(n.kind),
                title: n.title.clone(),
                content: n.content.clone(),
                start_date: Some(n.start_ms),
                end_date: n.end_ms,
                announcement_images: n.image_urls(mock).map(|image_url| AnnouncementImage { image_url }).collect(),
                audience: Some(audience_entry(db, &n.audience)),
            })
            .collect()
    }

    fn replace(_: &Mock, db: &mut Db, scope: &Option<NoticeType>, body: Vec<NoticeEntry>) -> Result<(), Fail> {
        let kept: Vec<NoticeRecord> =
            db.content.notices.iter().filter(|n| scope.is_some_and(|k| k != n.kind)).cloned().collect();
        let mut ids = Ids::new(kept.iter().map(|n| n.id));
        let now = now_ms();
        let mut fresh = Vec::with_capacity(body.len());
        for (index, entry) in body.into_iter().enumerate() {
            let bad = |why: String| bad_entry("notices", index, why);
            let kind = match (entry.kind, *scope) {
                (Some(given), Some(scope)) if given != scope => {
                    return Err(bad(format!("type {given:?} is outside ?type={scope:?}")));
                }
                (Some(kind), _) | (None, Some(kind)) => kind,
                (None, None) => return Err(bad("type is required: PL, PU, PR or H (or give ?type=)".into())),
            };
            let images: Vec<String> = entry.announcement_images.into_iter().map(|i| i.image_url).collect();
            if let Some(image) = images.iter().find(|image| !is_web_link(image)) {
                return Err(bad(format!("imageUrl must be an http(s) image link, not '{image}'")));
            }
            let (start_ms, end_ms) = window(entry.start_date, entry.end_date, now).map_err(bad)?;
            fresh.push(NoticeRecord {
                id: ids.take(entry.id).map_err(bad)?,
                kind,
                title: entry.title,
                content: entry.content,
                images,
                start_ms,
                end_ms,
                audience: audience(db, entry.audience).map_err(bad)?,
            });
        }
        db.content.notices = kept.into_iter().chain(fresh).collect();
        Ok(())
    }

    fn clear(db: &mut Db, scope: &Option<NoticeType>) {
        db.content.notices.retain(|n| scope.is_some_and(|k| k != n.kind));
    }

    fn reset(db: &mut Db) {
        seed::seed_notices(&mut db.content);
    }
}

fn audience(db: &Db, entry: Option<AudienceEntry>) -> Result<Audience, String> {
    Ok(match entry.unwrap_or(AudienceEntry::Everyone) {
        AudienceEntry::Everyone => Audience::Everyone,
        AudienceEntry::Members => Audience::Members,
        AudienceEntry::MinRank(rank) => Audience::MinRank(rank),
        AudienceEntry::UserNames(names) => Audience::Only(
            names
                .iter()
                .map(|name| db.member_by_name(name).map(|m| m.id).ok_or_else(|| format!("no member '{name}'")))
                .collect::<Result<_, _>>()?,
        ),
    })
}

fn audience_entry(db: &Db, audience: &Audience) -> AudienceEntry {
    match audience {
        Audience::Everyone => AudienceEntry::Everyone,
        Audience::Members => AudienceEntry::Members,
        Audience::MinRank(rank) => AudienceEntry::MinRank(*rank),
        Audience::Only(ids) => AudienceEntry::UserNames(
            ids.iter().filter_map(|id| db.members.get(id)).map(|m| m.username.clone()).collect(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_given_must_be_free_and_the_others_follow_the_last() {
        let mut ids = Ids::new([3, 7].into_iter());
        assert_eq!(ids.take(None), Ok(8));
        assert_eq!(ids.take(Some(1)), Ok(1));
        assert!(ids.take(Some(7)).is_err());
        assert!(ids.take(Some(0)).is_err());
        assert_eq!(ids.take(None), Ok(9));
    }

    #[test]
    fn a_window_must_end_after_it_starts() {
        assert_eq!(window(None, None, 10), Ok((10, None)));
        assert_eq!(window(Some(5), Some(6), 10), Ok((5, Some(6))));
        assert!(window(Some(5), Some(5), 10).is_err());
    }
}
