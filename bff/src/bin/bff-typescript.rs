//! Writes `next-app/lib/bff/generated.ts` from the BFF's OpenAPI document and the Rust constants both sides use,
//! `config/brand.schema.json` from the configuration types, and the README's table of feature switches from their
//! declaration.

use std::path::Path;

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::write(root.join(bff::typescript::PATH), bff::typescript::render(&bff::openapi::document()))?;
    println!("wrote {}", bff::typescript::PATH);
    std::fs::write(root.join(bff::config::BRAND_SCHEMA_PATH), bff::typescript::brand_schema_text())?;
    println!("wrote {}", bff::config::BRAND_SCHEMA_PATH);
    let readme = std::fs::read_to_string(root.join(bff::readme::PATH))?;
    let written = bff::readme::with_switch_table(&readme).ok_or_else(|| {
        std::io::Error::other(format!(
            "{} lacks the switch table's markers ({})",
            bff::readme::PATH,
            bff::readme::BEGIN
        ))
    })?;
    std::fs::write(root.join(bff::readme::PATH), written)?;
    println!("wrote the switch table of {}", bff::readme::PATH);
    Ok(())
}
