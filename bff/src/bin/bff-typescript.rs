//! Writes `next-app/lib/bff/generated.ts` from the BFF's OpenAPI document.

use std::path::Path;

fn main() -> std::io::Result<()> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(bff::typescript::PATH);
    std::fs::write(&path, bff::typescript::render(&bff::openapi::document()))?;
    println!("wrote {}", bff::typescript::PATH);
    Ok(())
}
