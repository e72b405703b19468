//! The feature switches of a brand ([`upstream_protocol::switches`]), resolved against its upstream's
//! white-label tree: a brand file's `[features]` forces a switch on or off, or names the module ids its
//! upstream uses instead of the declared ones; otherwise the tree decides, and where it says nothing the
//! switch's declared default holds. `/bff/bootstrap` hands the front the result; the page gate reads
//! `login_only`, a password login `forced_change_on_expiry`, and a call that belongs to a switch the brand
//! forces off is answered 404 here ([`forced_off`]).

use std::collections::BTreeMap;

use serde::Serialize;
use upstream_protocol::switches::{Declaration, Reason, Resolved, Switch};
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::openapi::{RefOr, SchemaFormat};

use crate::config::{Brand, FeatureSetting};

/// The module ids a switch is read through for this brand: its mapping, else the declared ones.
pub fn module_ids(brand: &Brand, declaration: &Declaration) -> Vec<String> {
    match brand.features.get(&declaration.switch) {
        Some(FeatureSetting::Modules(ids)) => ids.clone(),
        _ => declaration.modules.iter().map(|m| m.id.to_owned()).collect(),
    }
}

/// One switch for this brand, from the flattened tree (`None`: the upstream could not be read).
pub fn resolve(brand: &Brand, switch: Switch, tree: Option<&BTreeMap<String, bool>>) -> Resolved {
    let declaration = switch.declaration();
    match brand.features.get(&switch) {
        Some(FeatureSetting::On) => Resolved { on: true, reason: Reason::Brand },
        Some(FeatureSetting::Off) => Resolved { on: false, reason: Reason::Brand },
        _ => declaration.resolve(tree, &module_ids(brand, declaration)),
    }
}

/// Whether the brand forces this switch off in its file (its calls are then answered 404 without asking
/// the upstream, whatever the tree says).
pub fn forced_off(brand: &Brand, switch: Switch) -> bool {
    brand.features.get(&switch) == Some(&FeatureSetting::Off)
}

/// Every switch on or off for this brand: `/bff/bootstrap`'s `features`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Features(BTreeMap<Switch, bool>);

impl Features {
    /// Every switch for this brand, from the flattened white-label tree (`None`: the upstream could not be read).
    pub fn of(brand: &Brand, tree: Option<&BTreeMap<String, bool>>) -> Self {
        Self(Switch::all().map(|switch| (switch, resolve(brand, switch, tree).on)).collect())
    }

    /// Whether `switch` is on for this brand.
    pub fn on(&self, switch: Switch) -> bool {
        self.0.get(&switch).copied().unwrap_or(switch.declaration().when_absent)
    }
}

// The schema lists every switch as a required boolean, so the front's `Features` type names each one.
impl utoipa::PartialSchema for Features {
    fn schema() -> RefOr<Schema> {
        let object = Switch::all().fold(ObjectBuilder::new(), |object, switch| {
            let declaration = switch.declaration();
            let property = ObjectBuilder::new().schema_type(Type::Boolean).description(Some(declaration.purpose));
            object.property(switch.name(), property).required(switch.name())
        });
        let described = object.description(Some(
            "Every feature switch, on or off for this brand (upstream-protocol's switches: the brand file's \
             [features], else the upstream's white-label tree, else the switch's default).",
        ));
        RefOr::T(Schema::Object(described.format(None::<SchemaFormat>).build()))
    }
}

impl utoipa::ToSchema for Features {}

#[cfg(test)]
mod tests {
    use super::*;

    fn brand_with(features: &[(Switch, FeatureSetting)]) -> Brand {
        let mut brand = crate::config::tests_support::brand();
        brand.features = features.iter().cloned().collect();
        brand
    }

    fn tree(pairs: &[(&str, bool)]) -> BTreeMap<String, bool> {
        pairs.iter().map(|(id, on)| ((*id).to_owned(), *on)).collect()
    }

    #[test]
    fn the_brand_file_forces_or_maps_and_the_tree_decides_the_rest() {
        let upstream = tree(&[("AGENTCENTER3", true), ("MEMCENTER3", false), ("AGENTSYS9", false)]);
        let plain = brand_with(&[]);
        assert!(resolve(&plain, Switch::AgentCentre, Some(&upstream)).on);
        assert!(!resolve(&plain, Switch::MemberCentre, Some(&upstream)).on);
        let forced =
            brand_with(&[(Switch::AgentCentre, FeatureSetting::Off), (Switch::MemberCentre, FeatureSetting::On)]);
        assert_eq!(
            resolve(&forced, Switch::AgentCentre, Some(&upstream)),
            Resolved { on: false, reason: Reason::Brand }
        );
        assert!(resolve(&forced, Switch::MemberCentre, Some(&upstream)).on);
        assert!(forced_off(&forced, Switch::AgentCentre) && !forced_off(&forced, Switch::MemberCentre));
        let mapped = brand_with(&[(Switch::AgentCentre, FeatureSetting::Modules(vec!["AGENTSYS9".into()]))]);
        assert!(!resolve(&mapped, Switch::AgentCentre, Some(&upstream)).on, "read through the mapped id");
        assert!(!forced_off(&mapped, Switch::AgentCentre), "a mapping is not the brand forcing it off");
    }

    #[test]
    fn without_a_word_from_anyone_the_declared_default_holds() {
        let features = Features::of(&brand_with(&[]), Some(&tree(&[("COMM3", true)])));
        assert!(features.on(Switch::MemberCentre) && features.on(Switch::AgentCentre), "invented ids: shown");
        assert!(features.on(Switch::LoginOnly) && features.on(Switch::ForcedChangeOnExpiry), "security: on");
        assert!(!features.on(Switch::MobileRegistration), "an observed id left out is off");
        let unknown = Features::of(&brand_with(&[]), None);
        assert!(unknown.on(Switch::LoginOnly), "the upstream cannot say: a security switch stays on");
    }
}
