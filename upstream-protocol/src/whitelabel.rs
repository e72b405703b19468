//! The white-label module tree (protocol §5): nodes `{modId, enabled, childrenNodes[]}` where
//! `enabled` is the string `"1"` or `"0"`. Clients flatten it to module id → on/off; a module is on
//! only when it and every module above it are on. Which ids mean what: [`crate::switches`].

use std::collections::BTreeMap;

use serde_json::Value;

/// Every module id in a tree (a root node or a list of them) with whether it is on.
pub fn flatten(tree: &Value) -> BTreeMap<String, bool> {
    let mut modules = BTreeMap::new();
    walk(tree, true, &mut modules);
    modules
}

fn walk(node: &Value, parent_on: bool, modules: &mut BTreeMap<String, bool>) {
    match node {
        Value::Array(nodes) => nodes.iter().for_each(|n| walk(n, parent_on, modules)),
        Value::Object(fields) => {
            let on = parent_on && fields.get("enabled").is_some_and(is_on);
            if let Some(id) = fields.get("modId").and_then(Value::as_str) {
                // A module listed twice is on only if every listing is.
                *modules.entry(id.to_owned()).or_insert(on) &= on;
            }
            if let Some(children) = fields.get("childrenNodes") {
                walk(children, on, modules);
            }
        }
        _ => {}
    }
}

/// `"1"` on the wire; a boolean or number from a lenient upstream is read the same way.
fn is_on(enabled: &Value) -> bool {
    match enabled {
        Value::String(s) => s.trim() == "1" || s.trim().eq_ignore_ascii_case("true"),
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_i64() == Some(1),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_module_is_on_only_under_modules_that_are_on() {
        let tree = json!({"modId": "COMM3", "enabled": "1", "childrenNodes": [
            {"modId": "REG3", "enabled": "0", "childrenNodes": [{"modId": "DIRECTREG3", "enabled": "1", "childrenNodes": []}]},
            {"modId": "PASS3", "enabled": "1", "childrenNodes": [{"modId": "CHNGPASSMAIL3", "enabled": "0"}]},
            {"modId": "FREEPLAY3", "enabled": true}]});
        let flat = flatten(&tree);
        let on = |id: &str| flat[id];
        assert!(on("COMM3") && on("PASS3") && on("FREEPLAY3"));
        assert!(!on("REG3") && !on("DIRECTREG3") && !on("CHNGPASSMAIL3"));
        assert!(flatten(&json!(null)).is_empty());
    }
}
