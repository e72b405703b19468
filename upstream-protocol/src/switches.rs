//! The feature switches the front or the BFF reads, declared once: each with the white-label module
//! id(s) that turn it on (protocol §5 "Whitelabel tree"), whether an id was seen on the real platform,
//! named by the specification, or invented for the mock, and what holds when the upstream's tree does
//! not mention it.
//!
//! The BFF resolves every switch per brand (a brand file's `[features]` may map a switch to other
//! module ids or force it on or off) and hands the front the result in `/bff/bootstrap`'s `features`;
//! the mock builds its white-label tree (and its dialects leave the invented ids out) from the same
//! table; `next-app/lib/bff/generated.ts` carries it as `SWITCHES`. Rules the table keeps (tested
//! below): a switch with no observed or specified id defaults to on, so a real upstream that never
//! heard of the mock's ids loses nothing; an observed switch the tree leaves out is off, as the
//! upstream's own client reads it; a security switch never defaults to off.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// A feature switch: one thing the front shows, or the BFF enforces, only while it is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Switch {
    /// The personal centre: deposit, withdrawal, records, mailbox (spec 001 §2 "Personal centre").
    MemberCentre,
    /// The agent centre and its entries (spec 001 §2 "Agent centre").
    AgentCentre,
    /// The reward centre's page and badge.
    RewardCentre,
    /// The missions page and badge.
    Missions,
    /// The manual rebate's page and header entry (spec 000 §2: "only with flag MANPLAYREB3").
    ManualRebate,
    /// Sign-in with Google.
    GoogleLogin,
    /// Sign-in with Facebook.
    FacebookLogin,
    /// Sign-in with LINE.
    LineLogin,
    /// The mobile number verified by Firebase SMS, in SMS login and registration.
    FirebaseSms,
    /// Only logged-in members may browse (spec 000 §4 "Route protection").
    LoginOnly,
    /// An expired password must be changed before anything else (spec 000 §4 "Login" 3–4).
    ForcedChangeOnExpiry,
    /// Registration by user name and password (spec 000 §6 "username registration").
    UsernameRegistration,
    /// Registration by mobile number.
    MobileRegistration,
    /// An SMS code in registration.
    RegistrationSms,
    /// The mobile registration form keeps to the number, its code and the password.
    MobilePasswordRegistration,
    /// Free play (a trial account).
    FreePlay,
    /// Login by SMS code.
    SmsLogin,
    /// Forgotten password by e-mail.
    ResetByEmail,
    /// Forgotten password by SMS code.
    ResetByPhone,
}

/// Where a module id comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Evidence {
    /// Seen on the real platform (the protocol notes).
    Observed,
    /// Named by the specification, not seen on the wire.
    Specified,
    /// The mock's own choice: no real upstream is known to send it.
    Invented,
}

/// A white-label module id and what is known of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Module {
    /// The module id (`modID`).
    pub id: &'static str,
    /// How sure we are of what it gates.
    pub evidence: Evidence,
    /// Where it is named.
    pub source: &'static str,
}

const fn observed(id: &'static str, source: &'static str) -> Module {
    Module { id, evidence: Evidence::Observed, source }
}

const fn specified(id: &'static str, source: &'static str) -> Module {
    Module { id, evidence: Evidence::Specified, source }
}

const fn invented(id: &'static str, source: &'static str) -> Module {
    Module { id, evidence: Evidence::Invented, source }
}

/// The parent of the four sign-in channels' switches.
const THIRD_PARTY: Module = invented("THIRDPARTYLOGIN3", "the mock's: spec 000 §7 names no switch");

/// One switch's declaration.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Declaration {
    /// The switch declared.
    pub switch: Switch,
    /// On only when every one of them is on.
    pub modules: &'static [Module],
    /// The value when the upstream's tree leaves a module out (or cannot be read).
    pub when_absent: bool,
    /// Guards something (who may browse, a password's change): never off by default.
    pub security: bool,
    /// What it switches, in a few words.
    pub purpose: &'static str,
}

/// Every switch, in the README's order.
pub const DECLARATIONS: &[Declaration] = &[
    Declaration {
        switch: Switch::MemberCentre,
        modules: &[invented("MEMCENTER3", "the mock's: spec 001 §6 says only \"when enabled by configuration\"")],
        when_absent: true,
        security: false,
        purpose: "the personal centre: deposit, withdrawal, records, mailbox",
    },
    Declaration {
        switch: Switch::AgentCentre,
        modules: &[invented("AGENTCENTER3", "the mock's: spec 001 §6 says only \"when enabled by configuration\"")],
        when_absent: true,
        security: false,
        purpose: "the agent centre, its header and side-bar entries, and the /wps/agent calls",
    },
    Declaration {
        switch: Switch::RewardCentre,
        modules: &[invented("REWCEN3", "the mock's")],
        when_absent: true,
        security: false,
        purpose: "the reward centre's page and badge",
    },
    Declaration {
        switch: Switch::Missions,
        modules: &[invented("MISSIONLB3", "the mock's")],
        when_absent: true,
        security: false,
        purpose: "the missions page and badge",
    },
    Declaration {
        switch: Switch::ManualRebate,
        modules: &[specified("MANPLAYREB3", "spec 000 §2, §3")],
        when_absent: false,
        security: false,
        purpose: "the manual rebate's page and header entry",
    },
    Declaration {
        switch: Switch::GoogleLogin,
        modules: &[THIRD_PARTY, invented("GOOGLELOGIN3", "the mock's")],
        when_absent: true,
        security: false,
        purpose: "sign-in with Google (with an identity page in the brand file)",
    },
    Declaration {
        switch: Switch::FacebookLogin,
        modules: &[THIRD_PARTY, invented("FACEBOOKLOGIN3", "the mock's")],
        when_absent: true,
        security: false,
        purpose: "sign-in with Facebook (with an identity page in the brand file)",
    },
    Declaration {
        switch: Switch::LineLogin,
        modules: &[THIRD_PARTY, invented("LINELOGIN3", "the mock's")],
        when_absent: true,
        security: false,
        purpose: "sign-in with LINE (with an identity page in the brand file)",
    },
    Declaration {
        switch: Switch::FirebaseSms,
        modules: &[THIRD_PARTY, invented("FIREBASESMS3", "the mock's")],
        when_absent: true,
        security: false,
        purpose: "the mobile number verified by Firebase SMS (with an sms identity page in the brand file)",
    },
    Declaration {
        switch: Switch::LoginOnly,
        modules: &[invented("LOGINONLY3", "the mock's: spec 000 §4 names the setting, not its id")],
        when_absent: true,
        security: true,
        purpose: "every page but login, registration, /helpmc and /down needs a session",
    },
    Declaration {
        switch: Switch::ForcedChangeOnExpiry,
        modules: &[observed("PWDEXPFORCECHANGE3", "protocol §5")],
        when_absent: true,
        security: true,
        purpose: "an expired password must be changed before anything else",
    },
    Declaration {
        switch: Switch::UsernameRegistration,
        modules: &[specified("DIRECTREG3", "spec 000 §3, §6 (that it is the user-name form's is inferred)")],
        when_absent: false,
        security: false,
        purpose: "registration by user name and password",
    },
    Declaration {
        switch: Switch::MobileRegistration,
        modules: &[observed("MOBILENUMREG3", "protocol §1.5, §5")],
        when_absent: false,
        security: false,
        purpose: "registration by mobile number",
    },
    Declaration {
        switch: Switch::RegistrationSms,
        modules: &[observed("REGMOBVERF3", "protocol §1.5, §5")],
        when_absent: false,
        security: false,
        purpose: "an SMS code wherever registration asks the mobile number",
    },
    Declaration {
        switch: Switch::MobilePasswordRegistration,
        modules: &[observed("MOBILENUMPASSREG3", "protocol §5")],
        when_absent: false,
        security: false,
        purpose: "the mobile registration form keeps to the number, its code and the password",
    },
    Declaration {
        switch: Switch::FreePlay,
        modules: &[observed("FREEPLAY3", "protocol §1.5, §5")],
        when_absent: false,
        security: false,
        purpose: "free play (a trial account), with the brand's free_play_login",
    },
    Declaration {
        switch: Switch::SmsLogin,
        modules: &[observed("MOBILEVERCODELOGIN3", "protocol §5, spec 000 §3")],
        when_absent: false,
        security: false,
        purpose: "login by SMS code",
    },
    Declaration {
        switch: Switch::ResetByEmail,
        modules: &[specified("CHNGPASSMAIL3", "spec 000 §3, §4")],
        when_absent: false,
        security: false,
        purpose: "a forgotten password reset by e-mail",
    },
    Declaration {
        switch: Switch::ResetByPhone,
        modules: &[specified("CHNGPASSVERIF3", "spec 000 §3, §4")],
        when_absent: false,
        security: false,
        purpose: "a forgotten password reset by SMS code",
    },
];

impl Switch {
    /// Every switch, in the table's order.
    pub fn all() -> impl Iterator<Item = Switch> {
        DECLARATIONS.iter().map(|d| d.switch)
    }

    /// The switch's declaration: the table is in the enum's order (checked at compile time and tested).
    pub const fn declaration(self) -> &'static Declaration {
        &DECLARATIONS[self as usize]
    }

    /// Its name in brand files, `/bff/bootstrap` and the doctor's table (`agent_centre`).
    pub fn name(self) -> &'static str {
        NAMES[self as usize]
    }

    /// The switch's own module id: the last of its modules (`GOOGLELOGIN3` under `THIRDPARTYLOGIN3`).
    pub const fn own_module(self) -> &'static str {
        let modules = self.declaration().modules;
        modules[modules.len() - 1].id
    }
}

// One declaration per switch: the last variant's index is the table's last.
const _: () = assert!(DECLARATIONS.len() == Switch::ResetByPhone as usize + 1);

/// Each switch's serialised name, in the table's order, worked out once from serde's spelling.
static NAMES: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| {
    Switch::all()
        .map(|s| match serde_json::to_value(s) {
            Ok(serde_json::Value::String(name)) => &*Box::leak(name.into_boxed_str()),
            _ => "",
        })
        .collect()
});

/// Why a switch is on or off.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "camelCase")]
pub enum Reason {
    /// The brand file forces it.
    Brand,
    /// The upstream's tree says so for every module.
    Upstream,
    /// The tree leaves these modules out (or could not be read): the declared default holds.
    Default {
        /// The modules the tree leaves out.
        missing: Vec<String>,
    },
}

/// A switch's value for one brand and upstream.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Resolved {
    /// Whether the switch is on.
    pub on: bool,
    /// Why it is on or off.
    #[serde(flatten)]
    pub reason: Reason,
}

impl Declaration {
    /// The declared module ids.
    pub fn module_ids(&self) -> Vec<&'static str> {
        self.modules.iter().map(|m| m.id).collect()
    }

    /// Whether the switch has no id the platform is known to send.
    pub fn only_invented(&self) -> bool {
        self.modules.iter().all(|m| m.evidence == Evidence::Invented)
    }

    /// The switch's value from the flattened tree (`None`: the upstream could not be read), read through
    /// `modules` (the declared ids, or a brand's mapping). A module the tree has switched off turns the
    /// switch off; otherwise one it leaves out gives the declared default.
    pub fn resolve<S: AsRef<str>>(&self, tree: Option<&BTreeMap<String, bool>>, modules: &[S]) -> Resolved {
        let mut missing = Vec::new();
        for id in modules.iter().map(AsRef::as_ref) {
            match tree.and_then(|t| t.get(id)) {
                Some(false) => return Resolved { on: false, reason: Reason::Upstream },
                Some(true) => {}
                None => missing.push(id.to_owned()),
            }
        }
        if missing.is_empty() {
            Resolved { on: true, reason: Reason::Upstream }
        } else {
            Resolved { on: self.when_absent, reason: Reason::Default { missing } }
        }
    }
}

/// Every module id the table names (once each, in the table's order).
pub fn module_ids() -> Vec<&'static Module> {
    let mut seen: Vec<&'static Module> = Vec::new();
    for module in DECLARATIONS.iter().flat_map(|d| d.modules) {
        if !seen.iter().any(|m| m.id == module.id) {
            seen.push(module);
        }
    }
    seen
}

/// Whether a module id is one the mock invented (no real upstream is known to send it).
pub fn is_invented(id: &str) -> bool {
    module_ids().iter().any(|m| m.id == id && m.evidence == Evidence::Invented)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_switch_is_declared_once_with_a_name() {
        let mut names: Vec<&str> = Switch::all().map(Switch::name).collect();
        assert_eq!(names.len(), DECLARATIONS.len());
        assert!(names.iter().all(|n| !n.is_empty()));
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), DECLARATIONS.len(), "a switch is declared twice");
        assert_eq!(Switch::AgentCentre.name(), "agent_centre");
        assert_eq!(Switch::LoginOnly.name(), "login_only");
        for (index, declaration) in DECLARATIONS.iter().enumerate() {
            assert_eq!(declaration.switch as usize, index, "the table follows the enum's order");
            assert!(!declaration.modules.is_empty() && !declaration.purpose.is_empty());
        }
    }

    #[test]
    fn defaults_follow_the_evidence_and_security_never_defaults_off() {
        for d in DECLARATIONS {
            let name = d.switch.name();
            if d.security {
                assert!(d.when_absent, "{name}: a security switch defaults to on");
            } else if d.only_invented() {
                assert!(d.when_absent, "{name}: no real upstream sends its id, so it is shown by default");
            } else {
                assert!(!d.when_absent, "{name}: a known id left out is off, as the upstream's own client reads it");
            }
        }
        assert!(Switch::LoginOnly.declaration().security && Switch::ForcedChangeOnExpiry.declaration().security);
    }

    #[test]
    fn a_switch_is_off_when_a_module_is_off_and_defaults_when_one_is_left_out() {
        let google = Switch::GoogleLogin.declaration();
        let tree = |pairs: &[(&str, bool)]| pairs.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect();
        let ids = google.module_ids();
        let both_on = tree(&[("THIRDPARTYLOGIN3", true), ("GOOGLELOGIN3", true)]);
        assert_eq!(google.resolve(Some(&both_on), &ids), Resolved { on: true, reason: Reason::Upstream });
        let parent_off = tree(&[("THIRDPARTYLOGIN3", false)]);
        assert_eq!(google.resolve(Some(&parent_off), &ids), Resolved { on: false, reason: Reason::Upstream });
        let none = tree(&[("COMM3", true)]);
        let defaulted = google.resolve(Some(&none), &ids);
        assert!(defaulted.on, "invented ids default to on");
        assert_eq!(
            defaulted.reason,
            Reason::Default { missing: vec!["THIRDPARTYLOGIN3".into(), "GOOGLELOGIN3".into()] }
        );
        let rebate = Switch::ManualRebate.declaration();
        assert!(!rebate.resolve(Some(&none), &rebate.module_ids()).on, "an observed id left out is off");
        let login_only = Switch::LoginOnly.declaration();
        assert!(login_only.resolve(None, &login_only.module_ids()).on, "unknown: a security switch stays on");
        let mapped = rebate.resolve(Some(&tree(&[("REBATE9", true)])), &["REBATE9"]);
        assert_eq!(mapped, Resolved { on: true, reason: Reason::Upstream });
    }

    #[test]
    fn invented_ids_are_known_as_such() {
        assert!(is_invented("AGENTCENTER3") && is_invented("THIRDPARTYLOGIN3"));
        assert!(!is_invented("MOBILENUMREG3") && !is_invented("DIRECTREG3") && !is_invented("COMM3"));
        let ids: Vec<&str> = module_ids().iter().map(|m| m.id).collect();
        assert_eq!(ids.iter().filter(|id| **id == "THIRDPARTYLOGIN3").count(), 1);
    }
}
