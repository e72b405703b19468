//! `next-app/lib/bff/generated.ts`, written from the OpenAPI document ([`crate::openapi`]): the types
//! of the BFF's own calls, the language table, the session-gone error codes, the feature switches and the
//! call catalogue; and from the Rust constants both sides use ([`write_shared_facts`]): every error code, the
//! headers the BFF sets for Next, the BFF's message keys, the registration fields and pattern catalogue.
//! `cargo run -p bff --bin bff-typescript` writes it; a test fails while the committed file is stale.
//!
//! The schemas are the subset utoipa writes (objects, arrays, enums, `oneOf`, `allOf`, nullable type
//! lists, maps). utoipa names a generic instantiation `Envelope_X`; here it is `Envelope<X>`, with the
//! generic interface written once from `Envelope_Value` (whose `value` may be anything).

use std::fmt::Write as _;

use serde_json::{Map, Value};

/// The command that writes the file, for the header and the staleness message.
pub const COMMAND: &str = "cargo run -p bff --bin bff-typescript";
/// Where the file lives, from the repository root.
pub const PATH: &str = "next-app/lib/bff/generated.ts";

/// Generic schemas utoipa instantiates per argument (`Envelope_Bootstrap`, …).
const GENERICS: &[&str] = &["Envelope"];

/// The catalogue facts the front reads (the rest of `x-veneer-call` is for the BFF and the mock).
const CATALOGUE_FIELDS: &[&str] =
    &["methods", "token", "crypt", "cache", "throttle", "humanCheck", "realAccount", "replayGuard"];

/// `config/brand.schema.json` as written: [`crate::config::brand_schema`], pretty, with a final line break.
pub fn brand_schema_text() -> String {
    let mut text = serde_json::to_string_pretty(&crate::config::brand_schema()).unwrap_or_default();
    text.push('\n');
    text
}

/// The whole file.
pub fn render(doc: &Value) -> String {
    let mut out = format!(
        "// Generated from the BFF's OpenAPI document (/bff/openapi.json) and the Rust constants both sides use, by `{COMMAND}`.\n\
         // Do not edit: change the Rust side and run the command again (a test fails while this file is stale).\n\
         /* eslint-disable */\n\n"
    );
    let schemas = doc["components"]["schemas"].as_object().cloned().unwrap_or_default();
    for (name, schema) in &schemas {
        if let Some(generic) = GENERICS.iter().find(|g| name.strip_prefix(*g).is_some_and(|rest| rest.starts_with('_')))
        {
            if name.ends_with("_Value") {
                write_generic(&mut out, generic, schema);
            }
            continue;
        }
        write_doc(&mut out, schema, "");
        match (schema.get("properties"), schema.get("allOf")) {
            (Some(_), None) => {
                let _ = writeln!(out, "export interface {name} {}\n", object(schema, ""));
            }
            _ => {
                let _ = writeln!(out, "export type {name} = {};\n", type_of(schema, ""));
            }
        }
    }
    write_own_calls(&mut out, doc);
    write_constants(&mut out, doc);
    write_shared_facts(&mut out);
    out
}

/// The facts the front shares with the Rust side that are not part of the OpenAPI document: written from the
/// constants themselves, so the front never types them.
fn write_shared_facts(out: &mut String) {
    use upstream_protocol::envelope::code;
    use upstream_protocol::registration::{FIELDS, PATTERNS};

    out.push('\n');
    // One constant per code, then the table of them: a bundler keeps only the constants the browser's code
    // imports, where it would keep a whole object however few of its properties were read.
    out.push_str("// Every error code of the protocol and of the BFF (upstream-protocol/src/envelope.rs `code`).\n");
    for (name, value, meaning) in code::ALL {
        let meaning: Vec<&str> = meaning.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        write_doc(out, &serde_json::json!({ "description": meaning.join("\n") }), "");
        let _ = writeln!(out, "export const ERROR_{name} = {};", literal(&Value::from(*value), ""));
    }
    out.push_str("/** The same codes as one table, by their constants' names. */\nexport const ERROR_CODES = {\n");
    for (name, _, _) in code::ALL {
        let _ = writeln!(out, "  {name}: ERROR_{name},");
    }
    out.push_str("} as const;\nexport type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];\n\n");
    let headers: Vec<(&str, Value, &str)> =
        crate::next_headers::ALL.iter().map(|(n, v, d)| (*n, Value::from(*v), *d)).collect();
    write_table(
        out,
        "The request headers only the BFF sets for Next (bff/src/next_headers.rs); a browser's copies never reach Next.",
        "NEXT_HEADERS",
        &headers,
    );
    out.push('\n');
    let messages: Vec<(&str, Value, &str)> =
        crate::messages::Key::ALL.iter().map(|key| (key.as_str(), Value::from(key.arguments().to_vec()), "")).collect();
    write_table(
        out,
        "The BFF's own texts (bff/src/messages.rs `Key`): each key of the locale files' `bff` namespace, with the `{name}` arguments its text takes.",
        "BFF_MESSAGES",
        &messages,
    );
    out.push_str("export type BffMessageKey = keyof typeof BFF_MESSAGES;\n\n");
    let _ = writeln!(
        out,
        "/** The fields of the registration payload (upstream-protocol/src/registration.rs), in the order the form shows them. */\n\
         export const REGISTER_FIELDS = {} as const;\n\
         export type RegisterField = (typeof REGISTER_FIELDS)[number];\n",
        literal(&Value::from(FIELDS.to_vec()), "")
    );
    let patterns: Vec<Value> = PATTERNS
        .iter()
        .map(|p| {
            serde_json::json!({
                "patternId": p.id,
                "acceptedPattern": p.regex,
                "minLength": p.min_length,
                "maxLength": p.max_length,
                "description": p.description,
            })
        })
        .collect();
    let _ = writeln!(
        out,
        "/**\n * The registration pattern catalogue (spec 000 §5; upstream-protocol/src/registration.rs): each pattern's id, its\n \
         * JavaScript regex without flags (`*`: any text), its default bounds, what it accepts. The upstream sends the\n \
         * same patterns in its registration settings.\n */\n\
         export const REGISTER_PATTERNS = {} as const;\n\n\
         /** The pattern catalogue's size: ids 0…{}. */\n\
         export const PATTERN_COUNT = {};",
        literal(&Value::Array(patterns), ""),
        PATTERNS.len() - 1,
        PATTERNS.len()
    );
}

/// `export const NAME = { key: value, … } as const;`, each entry with its description.
fn write_table(out: &mut String, description: &str, name: &str, entries: &[(&str, Value, &str)]) {
    let _ = writeln!(out, "/** {description} */\nexport const {name} = {{");
    for (key, value, doc) in entries {
        let doc: Vec<&str> = doc.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        write_doc(out, &serde_json::json!({ "description": doc.join("\n") }), "  ");
        let _ = writeln!(out, "  {}: {},", property_name(key), literal(value, "  "));
    }
    out.push_str("} as const;\n");
}

/// `export interface Envelope<T> {…}` with every property that may hold anything typed `T | null`
/// (utoipa drops the instantiated field's nullability; the envelope's `value` is `null` on failure).
fn write_generic(out: &mut String, name: &str, schema: &Value) {
    write_doc(out, schema, "");
    let body = object(schema, "").replace(": unknown;", ": T | null;");
    let _ = writeln!(out, "export interface {name}<T = unknown> {body}\n");
}

/// `BffCalls`: each own GET path with the type of its success answer.
fn write_own_calls(out: &mut String, doc: &Value) {
    out.push_str("/** The BFF's own calls (`GET`), each with its answer. */\nexport interface BffCalls {\n");
    for (path, item) in doc["paths"].as_object().into_iter().flatten() {
        let schema = &item["get"]["responses"]["200"]["content"]["application/json"]["schema"];
        if path.starts_with("/bff/") && !schema.is_null() {
            let _ = writeln!(out, "  '{path}': {};", type_of(schema, "  "));
        }
    }
    out.push_str("}\n\n");
}

/// The protocol facts: languages, session-gone and unreachable codes, the replay guard, the catalogue.
fn write_constants(out: &mut String, doc: &Value) {
    let languages = literal(&doc["x-veneer-languages"], "");
    let _ = writeln!(
        out,
        "/** Every language a brand may offer: our locale code, the upstream's code, its own name, its direction. */\n\
         export const LANGUAGES = {languages} as const satisfies readonly Language[];\n\
         export type LocaleCode = (typeof LANGUAGES)[number]['code'];\n"
    );
    // The same table's upstream codes alone: what the browser's calls need, without thirty native names.
    let upstream: serde_json::Map<String, Value> = doc["x-veneer-languages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|l| Some((l["code"].as_str()?.to_owned(), l["upstream"].clone())))
        .collect();
    let upstream = literal(&Value::Object(upstream), "");
    let _ = writeln!(
        out,
        "/** Each language's upstream code (`Language` header, `hisLang`), from the table above. */\n\
         export const UPSTREAM_LANGUAGE_CODES: Readonly<Record<LocaleCode, string>> = {upstream};\n"
    );
    let codes = literal(&doc["x-veneer-session-gone"], "");
    let _ = writeln!(
        out,
        "/** Error codes that mean \"this session is gone; log in again\" (as HTTP 401 does). */\n\
         export const SESSION_GONE_CODES = {codes} as const;\n"
    );
    let unreachable = literal(&doc["x-veneer-unreachable"], "");
    let _ = writeln!(
        out,
        "/** Error codes of the BFF meaning \"the upstream could not be reached\" (the network is at fault). */\n\
         export const UNREACHABLE_CODES = {unreachable} as const;\n"
    );
    let replay = literal(&doc["x-veneer-replay"], "");
    let _ = writeln!(
        out,
        "/** The money submits' replay guard: the header that carries one user action's key, and the BFF's refusals. */\n\
         export const REPLAY_GUARD = {replay} as const;\n"
    );
    let mut switches = Map::new();
    for declaration in doc["x-veneer-switches"].as_array().into_iter().flatten() {
        let mut fields = declaration.as_object().cloned().unwrap_or_default();
        if let Some(Value::String(name)) = fields.remove("switch") {
            switches.insert(name, Value::Object(fields));
        }
    }
    let _ = writeln!(
        out,
        "/**\n * Every feature switch (upstream-protocol/src/switches.rs): the white-label module ids it is read from, what\n          * is known of each (observed on the platform, specified, or invented for the mock), its value when the\n          * upstream says nothing, whether it guards something. `/bff/bootstrap`'s `features` holds each one's value.\n          */\n\
         export const SWITCHES = {} as const;\n\
         export type SwitchName = keyof typeof SWITCHES;\n",
        literal(&Value::Object(switches), "")
    );
    let mut entries = Map::new();
    let mut guarded = Vec::new();
    for (path, item) in doc["paths"].as_object().into_iter().flatten() {
        let call = item.as_object().and_then(|ops| ops.values().find_map(|op| op.get("x-veneer-call")));
        if let Some(call) = call {
            let picked = CATALOGUE_FIELDS.iter().map(|f| ((*f).to_owned(), call[*f].clone())).collect();
            entries.insert(path.clone(), Value::Object(picked));
            if call["replayGuard"] == Value::Bool(true) {
                guarded.push(Value::String(path.clone()));
            }
        }
    }
    let fields = CATALOGUE_FIELDS.iter().map(|f| format!("'{f}'")).collect::<Vec<_>>().join(" | ");
    let _ = writeln!(
        out,
        "/** What the front needs to know of each upstream call the BFF forwards; nothing else is forwarded. */\n\
         export type CatalogueEntry = Pick<Call, {fields}>;\n\
         export const CATALOGUE = {} as const satisfies Record<string, CatalogueEntry>;\n\
         export type CataloguePath = keyof typeof CATALOGUE;",
        literal(&Value::Object(entries), "")
    );
    let _ = writeln!(
        out,
        "\n/** The calls whose submits carry an idempotency key (`replayGuard`): the browser's code imports this list, not the\n \
         * whole catalogue (which would cost every page's first download about 5 KB). */\n\
         export const REPLAY_GUARDED_PATHS: readonly CataloguePath[] = {};",
        literal(&Value::Array(guarded), "")
    );
}

fn write_doc(out: &mut String, schema: &Value, indent: &str) {
    if let Some(text) = schema.get("description").and_then(Value::as_str).filter(|t| !t.is_empty()) {
        let text = text.replace("*/", "*\\/");
        let lines: Vec<&str> = text.lines().collect();
        if lines.len() == 1 {
            let _ = writeln!(out, "{indent}/** {} */", lines[0]);
        } else {
            let _ = writeln!(out, "{indent}/**");
            for line in lines {
                let _ = writeln!(out, "{indent} * {line}");
            }
            let _ = writeln!(out, "{indent} */");
        }
    }
}

/// `{ a: T; b?: U }` with each property's description.
fn object(schema: &Value, indent: &str) -> String {
    let required: Vec<&str> = schema["required"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
    let inner = format!("{indent}  ");
    let mut out = String::from("{\n");
    for (name, property) in schema["properties"].as_object().into_iter().flatten() {
        write_doc(&mut out, property, &inner);
        let optional = if required.contains(&name.as_str()) { "" } else { "?" };
        let _ = writeln!(out, "{inner}{}{optional}: {};", property_name(name), type_of(property, &inner));
    }
    out.push_str(indent);
    out.push('}');
    out
}

/// The TypeScript type of a schema.
fn type_of(schema: &Value, indent: &str) -> String {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        return reference_name(reference.rsplit('/').next().unwrap_or_default());
    }
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        return values.iter().map(|v| literal(v, indent)).collect::<Vec<_>>().join(" | ");
    }
    for (key, separator) in [("oneOf", " | "), ("anyOf", " | "), ("allOf", " & ")] {
        if let Some(parts) = schema.get(key).and_then(Value::as_array) {
            return parts.iter().map(|p| type_of(p, indent)).collect::<Vec<_>>().join(separator);
        }
    }
    let types: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(list) => list.iter().filter_map(Value::as_str).collect(),
        _ => return "unknown".into(),
    };
    types.iter().map(|t| single_type(t, schema, indent)).collect::<Vec<_>>().join(" | ")
}

fn single_type(kind: &str, schema: &Value, indent: &str) -> String {
    match kind {
        "string" => "string".into(),
        "integer" | "number" => "number".into(),
        "boolean" => "boolean".into(),
        "null" => "null".into(),
        "array" => {
            let item = type_of(&schema["items"], indent);
            if item.contains(' ') { format!("({item})[]") } else { format!("{item}[]") }
        }
        "object" => {
            let map = match schema.get("additionalProperties") {
                Some(Value::Bool(false)) | None => None,
                Some(Value::Bool(true)) => Some("Record<string, unknown>".to_owned()),
                Some(values) => Some(format!("Record<string, {}>", type_of(values, indent))),
            };
            match (schema.get("properties").is_some(), map) {
                (true, Some(map)) => format!("{} & {map}", object(schema, indent)),
                (true, None) => object(schema, indent),
                (false, Some(map)) => map,
                (false, None) => "Record<string, unknown>".into(),
            }
        }
        _ => "unknown".into(),
    }
}

/// `Envelope_Bootstrap` → `Envelope<Bootstrap>`; `Envelope_Value` → `Envelope<unknown>`.
fn reference_name(name: &str) -> String {
    for generic in GENERICS {
        if let Some(argument) = name.strip_prefix(generic).and_then(|rest| rest.strip_prefix('_')) {
            let argument = match argument {
                "Value" => "unknown",
                "String" => "string",
                other => other,
            };
            return format!("{generic}<{argument}>");
        }
    }
    name.to_owned()
}

fn property_name(name: &str) -> String {
    let plain = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if plain { name.to_owned() } else { format!("'{name}'") }
}

/// A JSON value as a TypeScript literal (pretty, single-quoted strings).
fn literal(value: &Value, indent: &str) -> String {
    match value {
        Value::String(s) => format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'")),
        Value::Array(items) if items.iter().all(|i| !i.is_object() && !i.is_array()) => {
            format!("[{}]", items.iter().map(|i| literal(i, indent)).collect::<Vec<_>>().join(", "))
        }
        Value::Array(items) => {
            let inner = format!("{indent}  ");
            let lines: Vec<String> = items.iter().map(|i| format!("{inner}{},\n", literal(i, &inner))).collect();
            format!("[\n{}{indent}]", lines.concat())
        }
        Value::Object(map) if map.values().all(|v| !v.is_object()) && map.len() <= 6 => {
            let fields: Vec<String> =
                map.iter().map(|(k, v)| format!("{}: {}", property_name(k), literal(v, indent))).collect();
            format!("{{ {} }}", fields.join(", "))
        }
        Value::Object(map) => {
            let inner = format!("{indent}  ");
            let lines: Vec<String> =
                map.iter().map(|(k, v)| format!("{inner}{}: {},\n", property_name(k), literal(v, &inner))).collect();
            format!("{{\n{}{indent}}}", lines.concat())
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn schemas_become_typescript() {
        let nullable = json!({"type": ["string", "null"]});
        assert_eq!(type_of(&nullable, ""), "string | null");
        let map = json!({"type": "object", "additionalProperties": {"type": "boolean"}});
        assert_eq!(type_of(&map, ""), "Record<string, boolean>");
        let list = json!({"type": "array", "items": {"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/A"}]}});
        assert_eq!(type_of(&list, ""), "(null | A)[]");
        assert_eq!(type_of(&json!({"$ref": "#/components/schemas/Envelope_Bootstrap"}), ""), "Envelope<Bootstrap>");
        assert_eq!(type_of(&json!({"enum": ["ltr", "rtl"]}), ""), "'ltr' | 'rtl'");
        let object = json!({"type": "object", "required": ["a"], "properties": {"a": {"type": "integer"}, "b-c": {}}});
        assert_eq!(type_of(&object, ""), "{\n  a: number;\n  'b-c'?: unknown;\n}");
        assert_eq!(literal(&json!("it's"), ""), r"'it\'s'");
    }
}
