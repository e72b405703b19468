//! The fields of upstream answers the front reads ([`crate::catalogue::Call::reads`]), and a check of
//! an answer against them.
//!
//! A field is a path into the answer's `value` (the whole answer on the bare lottery gateway): names
//! joined by `.`, a name ending in `[]` stepping into every element of a list
//! (`data.lanes[].cards[].vassalage`). The BFF counts an answer that lacks a field or has it with
//! another type (`bff_upstream_shape_mismatch_total`), the doctor reports it before a brand goes live,
//! and the mock's dialects leave optional ones out ([`remove`]).

use serde::Serialize;
use serde_json::Value;

/// The type a field is read as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Kind {
    /// A JSON string.
    Text,
    /// A JSON number.
    Number,
    /// A number, or text that reads as one (`"12.50"`): the front takes either.
    Numeric,
    /// `true` or `false`.
    Flag,
    /// A JSON array.
    List,
    /// A JSON object.
    Object,
    /// An id: text or a number.
    Id,
}

impl Kind {
    /// Whether a present value has this type (`null` is absent, never a type).
    pub fn accepts(self, value: &Value) -> bool {
        match self {
            Kind::Text => value.is_string(),
            Kind::Number => value.is_number(),
            Kind::Numeric => value.is_number() || value.as_str().is_some_and(|t| t.trim().parse::<f64>().is_ok()),
            Kind::Flag => value.is_boolean(),
            Kind::List => value.is_array(),
            Kind::Object => value.is_object(),
            Kind::Id => value.is_string() || value.is_number(),
        }
    }
}

/// A field the front reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Field {
    /// Where the field sits in the answer's `value`, dot-separated.
    pub path: &'static str,
    /// The JSON type it must have.
    pub kind: Kind,
    /// Without it the front cannot show the answer at all; an optional one only leaves a part out.
    pub required: bool,
}

impl Field {
    /// A field the front cannot do without.
    pub const fn required(path: &'static str, kind: Kind) -> Self {
        Self { path, kind, required: true }
    }

    /// A field the front can leave out.
    pub const fn optional(path: &'static str, kind: Kind) -> Self {
        Self { path, kind, required: false }
    }
}

/// How an answer differs from a field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mismatch {
    /// Absent or `null` (in the answer, or in some element of a list on the way).
    Missing,
    /// Present with another type: the JSON type found.
    Type(&'static str),
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mismatch::Missing => f.write_str("missing"),
            Mismatch::Type(found) => write!(f, "a {found}"),
        }
    }
}

/// The JSON type of a value, as people say it.
pub fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "list",
        Value::Object(_) => "object",
    }
}

/// The fields `value` does not have as declared, each once (the first element that differs decides).
/// A field under a list is checked in every element; an empty list has nothing to check.
pub fn check<'a>(fields: &'a [Field], value: &Value) -> Vec<(&'a Field, Mismatch)> {
    let mut found = Vec::new();
    for field in fields {
        let mut values = Vec::new();
        let complete = collect(value, &segments(field.path), &mut values);
        if !complete {
            found.push((field, Mismatch::Missing));
        } else if let Some(wrong) = values.iter().find(|v| !field.kind.accepts(v)) {
            found.push((field, Mismatch::Type(type_name(wrong))));
        }
    }
    found
}

/// A path's steps: a name, and whether it steps into a list's elements.
fn segments(path: &str) -> Vec<(&str, bool)> {
    path.split('.')
        .filter(|s| !s.is_empty())
        .map(|s| s.strip_suffix("[]").map_or((s, false), |name| (name, true)))
        .collect()
}

/// Gathers the values at the end of `steps`; false when one is absent on the way (`null` counts as absent).
fn collect<'v>(value: &'v Value, steps: &[(&str, bool)], out: &mut Vec<&'v Value>) -> bool {
    let Some(((name, each), rest)) = steps.split_first() else {
        if value.is_null() {
            return false;
        }
        out.push(value);
        return true;
    };
    let next = match value.get(name) {
        Some(Value::Null) | None => return false,
        Some(next) => next,
    };
    if !*each {
        return collect(next, rest, out);
    }
    match next {
        // The list itself is checked by the field naming it; its elements here.
        Value::Array(items) => items.iter().all(|item| collect(item, rest, out)),
        other if rest.is_empty() => {
            out.push(other);
            true
        }
        _ => false,
    }
}

/// Removes the field at `path` wherever it occurs (in every element under a `[]` step); true when
/// something was removed. The mock's dialects leave optional fields out with it.
pub fn remove(value: &mut Value, path: &str) -> bool {
    remove_at(value, &segments(path))
}

fn remove_at(value: &mut Value, steps: &[(&str, bool)]) -> bool {
    let Some(((name, each), rest)) = steps.split_first() else { return false };
    let Some(object) = value.as_object_mut() else { return false };
    if rest.is_empty() && !*each {
        return object.remove(*name).is_some();
    }
    match object.get_mut(*name) {
        Some(Value::Array(items)) if *each => {
            items.iter_mut().fold(false, |removed, item| remove_at(item, rest) | removed)
        }
        Some(next) if !*each => remove_at(next, rest),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    const FIELDS: &[Field] = &[
        Field::required("data.lanes", Kind::List),
        Field::required("data.lanes[].cards[].vassalage", Kind::Text),
        Field::optional("data.lanes[].cards[].gameType", Kind::Text),
        Field::optional("total", Kind::Numeric),
        Field::optional("id", Kind::Id),
    ];

    #[test]
    fn an_answer_as_declared_has_no_mismatch() {
        let value = json!({"data": {"lanes": [{"cards": [{"vassalage": "PG", "gameType": "RNG"}]}, {"cards": []}]},
            "total": "12", "id": 7});
        assert!(check(FIELDS, &value).is_empty());
    }

    #[test]
    fn a_missing_field_and_another_type_are_named_once_each() {
        let value = json!({"data": {"lanes": [{"cards": [{"vassalage": 9}, {"vassalage": "JL"}, {"gameType": "LIVE"}]}]},
            "total": "many", "id": null});
        let found: Vec<(&str, Mismatch)> = check(FIELDS, &value).into_iter().map(|(f, m)| (f.path, m)).collect();
        assert_eq!(
            found,
            [
                ("data.lanes[].cards[].vassalage", Mismatch::Missing),
                ("data.lanes[].cards[].gameType", Mismatch::Missing),
                ("total", Mismatch::Type("string")),
                ("id", Mismatch::Missing),
            ]
        );
        let no_lanes: Vec<&str> = check(FIELDS, &json!({"data": {}})).into_iter().map(|(f, _)| f.path).collect();
        assert_eq!(no_lanes[..2], ["data.lanes", "data.lanes[].cards[].vassalage"]);
        assert_eq!(check(FIELDS[..1].as_ref(), &json!("not an object")).len(), 1);
    }

    #[test]
    fn fields_are_removed_wherever_they_occur() {
        let mut value = json!({"info": {"analytics": {"gtagId": "G-1"}, "email": "x"}, "list": [{"vo": {"iconUrl": "a", "gameName": "b"}}, {"vo": {"gameName": "c"}}]});
        assert!(remove(&mut value, "info.analytics"));
        assert!(remove(&mut value, "list[].vo.iconUrl"));
        assert!(!remove(&mut value, "info.nothing"));
        assert_eq!(
            value,
            json!({"info": {"email": "x"}, "list": [{"vo": {"gameName": "b"}}, {"vo": {"gameName": "c"}}]})
        );
    }
}
