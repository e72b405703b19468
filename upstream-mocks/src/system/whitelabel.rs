//! The white-label module tree: which features and calls a merchant has switched on.
//!
//! Nodes are `{modId, enabled: "1"|"0", childrenNodes}` (protocol §5); the front flattens the tree
//! to `modId → bool`. A module is on when neither it nor any module above it is switched off, so
//! switching off `REG3` also switches off registration by mobile number, and `COMM3` (the root)
//! the whole site. The tree holds every flag the spec names, every module id of the call catalogue
//! (ids the fixed shape below does not place hang under `COMM3`), and any other id a merchant has
//! switched off.

use std::collections::BTreeSet;

use serde::Serialize;
use upstream_protocol::{catalogue, switches};

/// The root module: the site itself.
pub const ROOT: &str = "COMM3";

/// The fixed part of the tree: (module, its parent).
const PLACED: &[(&str, &str)] = &[
    // Registration and its variants (spec 000 §6 "Feature switches").
    ("REG3", ROOT),
    ("DIRECTREG3", "REG3"),
    ("MOBILENUMREG3", "REG3"),
    ("REGMOBVERF3", "REG3"),
    ("MOBILENUMPASSREG3", "REG3"),
    ("CAPTCHA3", "REG3"),
    ("GEETEST3", "REG3"),
    // Passwords: change, reset by phone or e-mail, forced change on expiry.
    ("PASS3", ROOT),
    ("CHNGPASSVERIF3", "PASS3"),
    ("CHNGPASSMAIL3", "PASS3"),
    ("PWDEXPFORCECHANGE3", "PASS3"),
    // Sign-in variants.
    ("LOGINIPVERF3", ROOT),
    ("MOBILEVERCODELOGIN3", ROOT),
    ("VERIFICATION3", ROOT),
    ("FREEPLAY3", ROOT),
    // Third-party sign-in through Firebase, one switch per channel.
    ("THIRDPARTYLOGIN3", ROOT),
    ("GOOGLELOGIN3", "THIRDPARTYLOGIN3"),
    ("FACEBOOKLOGIN3", "THIRDPARTYLOGIN3"),
    ("LINELOGIN3", "THIRDPARTYLOGIN3"),
    ("FIREBASESMS3", "THIRDPARTYLOGIN3"),
    // Only logged-in members may browse (every page but the public ones redirects to /login).
    ("LOGINONLY3", ROOT),
    // Games and the member centre.
    ("GAMELO3", ROOT),
    ("MANPLAYREB3", ROOT),
    // The personal centre (spec 001 §6: shown "when enabled by configuration"; the switch's real id was
    // not seen, this one is the mock's).
    ("MEMCENTER3", ROOT),
    // The agent centre (spec 001 §2 "Agent centre": shown "when configuration enables it"; the mock's name too).
    ("AGENTCENTER3", ROOT),
];

/// One node of the tree as the upstream sends it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ModuleNode {
    /// The module's id, e.g. `MOBILENUMREG3`.
    pub mod_id: String,
    /// The string `"1"` or `"0"`, as on the real wire.
    pub enabled: &'static str,
    /// The modules under it.
    pub children_nodes: Vec<ModuleNode>,
}

/// The parent of a module: its place in the fixed tree, else the root (the root has none).
fn parent_of(mod_id: &str) -> Option<&'static str> {
    if mod_id == ROOT {
        return None;
    }
    Some(PLACED.iter().find(|(id, _)| *id == mod_id).map_or(ROOT, |(_, parent)| parent))
}

/// Whether `mod_id` is on, given the modules switched off: it and every module above it must be on.
pub fn enabled(disabled: &BTreeSet<String>, mod_id: &str) -> bool {
    let mut current = Some(mod_id);
    while let Some(id) = current {
        if disabled.contains(id) {
            return false;
        }
        current = parent_of(id);
    }
    true
}

/// Every module id the tree holds: the fixed ones, the feature switches' and the catalogue's, and any
/// switched off.
pub fn known_modules(disabled: &BTreeSet<String>) -> BTreeSet<String> {
    let mut ids: BTreeSet<String> = PLACED.iter().map(|(id, _)| id.to_string()).collect();
    ids.insert(ROOT.to_owned());
    ids.extend(switches::module_ids().iter().map(|m| m.id.to_owned()));
    ids.extend(catalogue::all().map(|call| call.mod_id).filter(|id| !id.is_empty()).map(str::to_owned));
    ids.extend(disabled.iter().cloned());
    ids
}

/// The whole tree for a merchant that has switched off `disabled`, with the modules `listed` keeps (a
/// dialect's upstream leaves the invented ones out; their children hang where they were).
pub fn tree(disabled: &BTreeSet<String>, listed: impl Fn(&str) -> bool) -> ModuleNode {
    let ids = known_modules(disabled);
    build(ROOT, &ids, disabled, &listed)
}

fn build(
    mod_id: &str,
    ids: &BTreeSet<String>,
    disabled: &BTreeSet<String>,
    listed: &dyn Fn(&str) -> bool,
) -> ModuleNode {
    // Fixed children first, in their listed order, then the rest alphabetically; an unlisted child's own
    // children take its place.
    let mut children: Vec<&str> = PLACED.iter().filter(|(_, parent)| *parent == mod_id).map(|(id, _)| *id).collect();
    if mod_id == ROOT {
        children.extend(
            ids.iter().map(String::as_str).filter(|id| *id != ROOT && !PLACED.iter().any(|(placed, _)| placed == id)),
        );
    }
    let mut nodes = Vec::new();
    for child in children {
        let node = build(child, ids, disabled, listed);
        if listed(child) {
            nodes.push(node);
        } else {
            nodes.extend(node.children_nodes);
        }
    }
    ModuleNode {
        mod_id: mod_id.to_owned(),
        enabled: if enabled(disabled, mod_id) { "1" } else { "0" },
        children_nodes: nodes,
    }
}

/// Whether a text is a well-formed module id (`MOBILENUMREG3`): upper-case letters, digits, `_`.
pub fn is_module_id(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 40
        && text.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flatten(node: &ModuleNode, out: &mut Vec<(String, bool)>) {
        out.push((node.mod_id.clone(), node.enabled == "1"));
        for child in &node.children_nodes {
            flatten(child, out);
        }
    }

    #[test]
    fn the_tree_holds_every_flag_and_catalogue_module_once() {
        let mut flat = Vec::new();
        flatten(&tree(&BTreeSet::new(), |_| true), &mut flat);
        let ids: BTreeSet<_> = flat.iter().map(|(id, _)| id.clone()).collect();
        assert_eq!(ids.len(), flat.len(), "a module appears twice");
        for module in switches::module_ids() {
            assert!(ids.contains(module.id), "{} missing", module.id);
        }
        for call in catalogue::all().filter(|c| !c.mod_id.is_empty()) {
            assert!(ids.contains(call.mod_id), "{} missing", call.mod_id);
        }
        assert!(flat.iter().all(|(_, on)| *on));
    }

    #[test]
    fn switching_off_a_parent_switches_off_its_children() {
        let disabled: BTreeSet<String> = ["REG3".to_owned(), "CUSTOM9".to_owned()].into();
        assert!(!enabled(&disabled, "MOBILENUMREG3"));
        assert!(!enabled(&disabled, "REG3"));
        assert!(enabled(&disabled, "FREEPLAY3"));
        assert!(!enabled(&disabled, "CUSTOM9"));
        let mut flat = Vec::new();
        flatten(&tree(&disabled, |_| true), &mut flat);
        assert!(flat.contains(&("DIRECTREG3".into(), false)));
        assert!(flat.contains(&("CUSTOM9".into(), false)));
        let all_off: BTreeSet<String> = [ROOT.to_owned()].into();
        assert!(!enabled(&all_off, "GAMELO3"));
    }

    #[test]
    fn a_dialect_without_the_invented_ids_keeps_their_children_where_they_were() {
        let disabled: BTreeSet<String> = ["THIRDPARTYLOGIN3".to_owned()].into();
        let mut flat = Vec::new();
        flatten(&tree(&disabled, |id| !switches::is_invented(id)), &mut flat);
        let ids: Vec<&str> = flat.iter().map(|(id, _)| id.as_str()).collect();
        for invented in ["MEMCENTER3", "AGENTCENTER3", "LOGINONLY3", "THIRDPARTYLOGIN3", "GOOGLELOGIN3"] {
            assert!(!ids.contains(&invented), "{invented} is listed");
        }
        for kept in ["COMM3", "MOBILENUMREG3", "PWDEXPFORCECHANGE3", "MANPLAYREB3", "GAMELO3"] {
            assert!(ids.contains(&kept), "{kept} is missing");
        }
    }
}
