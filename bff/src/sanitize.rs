//! Upstream HTML made safe once, before any page render or browser sees it.
//!
//! The call catalogue names the keys whose string values are HTML (`Call::html`); every such value,
//! wherever it sits in the answer (nested lists, help articles' `children`), is cleaned by one
//! ammonia policy written below. Scripts, styles, frames, event handlers and `javascript:` links
//! never survive; ordinary formatting, links (with `rel="noopener noreferrer"`), images and tables do.

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

use bytes::Bytes;
use serde_json::Value;

/// Elements upstream notices, promotions and help articles may use.
const TAGS: &[&str] = &[
    "a",
    "abbr",
    "b",
    "blockquote",
    "br",
    "caption",
    "center",
    "code",
    "col",
    "colgroup",
    "dd",
    "del",
    "div",
    "dl",
    "dt",
    "em",
    "figcaption",
    "figure",
    "font",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "i",
    "img",
    "ins",
    "li",
    "mark",
    "ol",
    "p",
    "pre",
    "q",
    "s",
    "small",
    "span",
    "strike",
    "strong",
    "sub",
    "sup",
    "table",
    "tbody",
    "td",
    "tfoot",
    "th",
    "thead",
    "tr",
    "u",
    "ul",
];

/// Attributes allowed on any of them.
const ANY_TAG_ATTRIBUTES: &[&str] = &["title", "lang", "dir", "align", "style"];

/// Attributes allowed on one element.
const TAG_ATTRIBUTES: &[(&str, &[&str])] = &[
    ("a", &["href", "hreflang"]),
    ("img", &["src", "alt", "width", "height"]),
    ("td", &["colspan", "rowspan", "valign", "width"]),
    ("th", &["colspan", "rowspan", "valign", "width", "scope"]),
    ("col", &["span", "width"]),
    ("table", &["width", "border", "cellpadding", "cellspacing"]),
    ("ol", &["start", "type"]),
    ("font", &["color", "size"]),
];

/// CSS properties a `style` attribute may keep (colours and text layout; nothing that loads or positions).
const STYLE_PROPERTIES: &[&str] = &[
    "color",
    "background-color",
    "text-align",
    "font-weight",
    "font-style",
    "font-size",
    "text-decoration",
    "line-height",
];

/// Schemes a link or image may use; anything else (`javascript:`, `data:`, `vbscript:`) is dropped.
const URL_SCHEMES: &[&str] = &["http", "https", "mailto", "tel"];

/// Elements removed together with everything inside them.
const REMOVED_WITH_CONTENT: &[&str] = &["script", "style", "iframe", "object", "embed", "template", "noscript"];

static POLICY: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::empty();
    let tag_attributes: HashMap<&str, HashSet<&str>> =
        TAG_ATTRIBUTES.iter().map(|(tag, attributes)| (*tag, attributes.iter().copied().collect())).collect();
    builder
        .tags(TAGS.iter().copied().collect())
        .generic_attributes(ANY_TAG_ATTRIBUTES.iter().copied().collect())
        .tag_attributes(tag_attributes)
        .filter_style_properties(STYLE_PROPERTIES.iter().copied().collect())
        .url_schemes(URL_SCHEMES.iter().copied().collect())
        .url_relative(ammonia::UrlRelative::PassThrough)
        .clean_content_tags(REMOVED_WITH_CONTENT.iter().copied().collect())
        .link_rel(Some("noopener noreferrer"))
        .strip_comments(true);
    builder
});

/// One fragment of upstream HTML, cleaned.
pub fn clean(html: &str) -> String {
    POLICY.clean(html).to_string()
}

/// The answer with every value under `keys` cleaned; `None` when there is nothing to change (not
/// JSON, or no such key), so the caller keeps the bytes it has.
pub fn clean_answer(keys: &[&str], body: &[u8]) -> Option<Bytes> {
    if keys.is_empty() {
        return None;
    }
    let mut json: Value = serde_json::from_slice(body).ok()?;
    if !clean_values(&mut json, keys) {
        return None;
    }
    Some(json.to_string().into_bytes().into())
}

/// Cleans in place; whether anything was found.
fn clean_values(value: &mut Value, keys: &[&str]) -> bool {
    match value {
        Value::Object(map) => {
            let mut found = false;
            for (key, value) in map.iter_mut() {
                match value {
                    Value::String(html) if keys.contains(&key.as_str()) => {
                        *html = clean(html);
                        found = true;
                    }
                    _ => found |= clean_values(value, keys),
                }
            }
            found
        }
        Value::Array(items) => items.iter_mut().fold(false, |found, item| clean_values(item, keys) | found),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_html_comes_out_inert() {
        let hostile = concat!(
            r#"<p onclick="steal()">Hi<script>alert(1)</script></p>"#,
            r#"<a href="javascript:alert(2)">x</a><a href="JaVaScRiPt:alert(3)">y</a>"#,
            r#"<iframe src="https://evil.example"></iframe><style>body{display:none}</style>"#,
            r#"<img src="x" onerror="alert(4)"><svg><script>alert(5)</script></svg>"#,
            r#"<form action="/steal"><input name="p"></form><object data="x"></object>"#,
            r#"<a href="data:text/html,<script>alert(6)</script>">z</a><div style="background:url(javascript:alert(7))">s</div>"#,
        );
        let out = clean(hostile).to_ascii_lowercase();
        for bad in [
            "<script",
            "onclick",
            "onerror",
            "javascript:",
            "<iframe",
            "<style",
            "<form",
            "<input",
            "<object",
            "<svg",
            "data:",
            "url(",
        ] {
            assert!(!out.contains(bad), "{bad} survived in {out}");
        }
        assert!(out.contains("<p>hi</p>"), "{out}");
    }

    #[test]
    fn ordinary_formatting_links_images_and_tables_survive() {
        let html = concat!(
            r#"<h3>Refer a friend</h3><ul><li><b>Bold</b> and <em>em</em></li></ul>"#,
            r#"<p style="color: red; position: fixed">red</p><a href="https://brand.example/promo">link</a>"#,
            r#"<img src="https://cdn.example/a.png" alt="A" width="10"><table><tr><td colspan="2">cell</td></tr></table>"#,
        );
        let out = clean(html);
        assert!(out.contains("<h3>Refer a friend</h3><ul><li><b>Bold</b> and <em>em</em></li></ul>"), "{out}");
        assert!(out.contains(r#"style="color:red""#) && !out.contains("position"), "{out}");
        assert!(out.contains(r#"<a href="https://brand.example/promo" rel="noopener noreferrer">link</a>"#), "{out}");
        assert!(out.contains(r#"<img src="https://cdn.example/a.png" alt="A" width="10">"#), "{out}");
        assert!(out.contains(r#"<td colspan="2">cell</td>"#), "{out}");
    }

    #[test]
    fn every_named_key_is_cleaned_wherever_it_sits() {
        let body = serde_json::json!({"success": true, "value": [
            {"title": "<b>t</b>", "content": "<p>a<script>x</script></p>", "children": [
                {"content": "<img src=x onerror=alert(1)>", "children": []}]}]});
        let cleaned = clean_answer(&["content"], body.to_string().as_bytes()).unwrap();
        let json: Value = serde_json::from_slice(&cleaned).unwrap();
        assert_eq!(json["value"][0]["content"], "<p>a</p>");
        assert_eq!(json["value"][0]["children"][0]["content"], r#"<img src="x">"#);
        assert_eq!(json["value"][0]["title"], "<b>t</b>", "only the catalogued keys are HTML");
        assert!(clean_answer(&["content"], b"{\"value\":1}").is_none());
        assert!(clean_answer(&["content"], b"not json").is_none());
        assert!(clean_answer(&[], body.to_string().as_bytes()).is_none());
    }
}
