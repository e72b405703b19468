//! The README's table of feature switches, written from the one declaration
//! ([`upstream_protocol::switches::DECLARATIONS`]) between two markers; `cargo run -p bff --bin
//! bff-typescript` writes it with the front's types, and a test fails while the committed README is stale.

use std::fmt::Write as _;

use upstream_protocol::switches::{DECLARATIONS, Evidence};

/// The README, from the repository root.
pub const PATH: &str = "README.md";
/// The lines the table sits between.
pub const BEGIN: &str =
    "<!-- switches: written by `cargo run -p bff --bin bff-typescript` from upstream-protocol/src/switches.rs -->";
/// The line after the table.
pub const END: &str = "<!-- switches: end -->";

/// The table: each switch's brand-file key, its module ids with what is known of each, its value when the
/// upstream says nothing, and what it switches.
pub fn switch_table() -> String {
    let mut out = String::from(
        "| switch (`[features]` key) | module ids | when the upstream does not mention them | what it switches |\n|---|---|---|---|\n",
    );
    for declaration in DECLARATIONS {
        let modules: Vec<String> = declaration
            .modules
            .iter()
            .map(|m| {
                let evidence = match m.evidence {
                    Evidence::Observed => "observed",
                    Evidence::Specified => "named by the spec",
                    Evidence::Invented => "invented",
                };
                format!("`{}` ({evidence}; {})", m.id, m.source.replace('|', "\\|"))
            })
            .collect();
        let absent = match (declaration.when_absent, declaration.security) {
            (true, true) => "on (a security switch never defaults to off)",
            (true, false) => "on",
            (false, _) => "off",
        };
        let _ = writeln!(
            out,
            "| `{}` | {} | {absent} | {} |",
            declaration.switch.name(),
            modules.join(", "),
            declaration.purpose
        );
    }
    out
}

/// `readme` with the text between the markers replaced by the current table; `None` when a marker is missing.
pub fn with_switch_table(readme: &str) -> Option<String> {
    let start = readme.find(BEGIN)? + BEGIN.len();
    let end = start + readme[start..].find(END)?;
    Some(format!("{}\n{}{}", &readme[..start], switch_table(), &readme[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_written_between_the_markers_only() {
        let readme = format!("before\n{BEGIN}\nold table\n{END}\nafter\n");
        let written = with_switch_table(&readme).unwrap();
        assert!(written.starts_with("before\n") && written.ends_with(&format!("{END}\nafter\n")));
        assert!(!written.contains("old table") && written.contains("| `agent_centre` | `AGENTCENTER3` (invented"));
        assert!(written.contains("| `login_only` |") && written.contains("a security switch never defaults to off"));
        assert_eq!(with_switch_table("no markers"), None);
    }
}
